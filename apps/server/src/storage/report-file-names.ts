/** The stored list of report file names (JSON array text), or none. */
export function parseReportFiles(json: string | null): string[] {
  if (!json) return [];
  try {
    const names: unknown = JSON.parse(json);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
