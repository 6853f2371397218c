/** The file name's extension for a picture's MIME type; the name a saved picture gets ends with it. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/**
 * Saves a picture the way a web view can (spec §7 names no save-image bridge call): its bytes are fetched and
 * handed to the browser as a download named `name.ext`, which the bank app's web view stores in the
 * pictures or downloads folder. Resolves false when the picture cannot be read (offline, gone); never rejects.
 */
export async function savePicture(src: string, name: string): Promise<boolean> {
  try {
    const res = await fetch(src, { credentials: 'same-origin' });
    if (!res.ok) return false;
    const blob = await res.blob();
    const ext = EXTENSIONS[blob.type.split(';')[0]?.trim() ?? ''] ?? 'jpg';
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}.${ext}`;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked after the click has been handled: the download has its own copy of the bytes by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    return false;
  }
}
