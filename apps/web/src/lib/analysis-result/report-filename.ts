/** Local calendar date as YYYY-MM-DD. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The downloaded report's name: `interview_analysis_{filename or sessionId}_{date}.json`; characters a file system rejects become `_`. */
export function reportFileName(nameOrSessionId: string, now: Date, extension = 'json'): string {
  // eslint-disable-next-line no-control-regex -- control characters are invalid in file names
  const safe = nameOrSessionId.replace(/[\u0000-\u001f/\\:*?"<>|]/g, '_');
  return `interview_analysis_${safe}_${isoDate(now)}.${extension}`;
}
