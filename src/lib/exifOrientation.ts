/**
 * A JPEG's EXIF orientation (1–8), for web views that draw a photo as stored instead of upright (iOS before
 * 13.1, Chrome before 81: no `image-orientation: from-image`). There the phone redraws the photo turned by
 * hand (shrinkPicture.ts), since the re-encoded JPEG no longer carries the tag the server would turn it by
 * (ADR 0039). Reads only the APP1 segment's first IFD; anything unexpected answers 1 (as stored).
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let at = 2;
  // Bounded by the bytes given: each step moves past one segment.
  while (at + 4 <= view.byteLength) {
    const marker = view.getUint16(at);
    const length = view.getUint16(at + 2);
    if ((marker & 0xff00) !== 0xff00 || length < 2) return 1;
    if (marker === 0xffe1) return exifOrientation(view, at + 4, length - 2);
    if (marker === 0xffda) return 1;
    at += 2 + length;
  }
  return 1;
}

/** The orientation tag (0x0112) of an APP1 payload starting at `start`, or 1. */
function exifOrientation(view: DataView, start: number, length: number): number {
  const end = Math.min(view.byteLength, start + length);
  if (start + 14 > end || view.getUint32(start) !== 0x45786966) return 1; // "Exif"
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Orientations 5–8 turn the picture a quarter: its upright width is its stored height. */
export const turnsQuarter = (orientation: number): boolean => orientation >= 5 && orientation <= 8;

/**
 * The canvas transform that draws a stored picture upright on a canvas of the upright size `width` ×
 * `height`; the picture is then drawn at (0, 0) with its stored size (height × width when it turns a quarter).
 */
export function uprightTransform(
  orientation: number,
  width: number,
  height: number,
): [number, number, number, number, number, number] {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, width, 0];
    case 3:
      return [-1, 0, 0, -1, width, height];
    case 4:
      return [1, 0, 0, -1, 0, height];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, width, 0];
    case 7:
      return [0, -1, -1, 0, width, height];
    case 8:
      return [0, -1, 1, 0, 0, height];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}
