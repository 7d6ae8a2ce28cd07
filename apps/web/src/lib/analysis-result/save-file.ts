/** Saves data as a local file through a temporary object URL (the browser's download). */
export function saveFile(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a local file (the JSON report). */
export function saveTextFile(name: string, text: string, type = 'application/json'): void {
  saveFile(name, text, type);
}
