/** Saves a Blob as a file through a temporary object URL (no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser the click before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
