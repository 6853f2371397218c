/**
 * Hands a file to the browser to save under `fileName` (a link with `download`, clicked once). The object
 * URL is let go after the click has been handled, so the bytes are not kept for the page's life.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
