/**
 * Judges an upload by its bytes and rewrites it without metadata. Spec §5 accepts .jpg/.jpeg/.png pictures
 * only, so JPEG and PNG are the two formats; the name the shopper's phone gave the file is never read.
 * Metadata (EXIF with GPS position and camera serial, XMP, comments, PNG text) is removed by copying only
 * the parts a decoder needs, on the bytes, with no image library at run time.
 */

export type ImageKind = 'jpeg' | 'png';

export const IMAGE_TYPES: Record<ImageKind, 'image/jpeg' | 'image/png'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface CleanImage {
  kind: ImageKind;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Why bytes are not accepted: not one of the two formats at all, or one of them but broken. */
export type ImageProblem = 'not_image' | 'malformed';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  return null;
}

export function cleanImage(b: Uint8Array): CleanImage | ImageProblem {
  const kind = sniffImage(b);
  if (kind === 'jpeg') return cleanJpeg(b) ?? 'malformed';
  if (kind === 'png') return cleanPng(b) ?? 'malformed';
  return 'not_image';
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 0x10000 + u16(b, at + 2);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// JPEG. APP0 (JFIF) and APP14 (Adobe: tells a decoder how the colour channels are transformed) are kept;
// every other APPn (EXIF, XMP, ICC, maker notes) and COM is dropped. SOFn other than C4 (DHT), C8 (reserved)
// and CC (DAC) carries the size.
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP14 = 0xee;
const isApp = (m: number) => m >= 0xe0 && m <= 0xef;
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: TEM and the restart markers (inside entropy-coded data). */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

function cleanJpeg(b: Uint8Array): CleanImage | null {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  let inScan = false;
  while (at < b.length) {
    if (inScan) {
      // Entropy-coded data runs until a marker that is not a stuffed 0xFF00 or a restart marker.
      inScan = false;
      const start = at;
      while (at < b.length) {
        if (b[at] === 0xff) {
          const next = b[at + 1] ?? 0;
          if (next !== 0x00 && !standalone(next) && next !== 0xff) break;
        }
        at += 1;
      }
      parts.push(b.subarray(start, at));
      continue;
    }
    if (b[at] !== 0xff) return null;
    // Fill bytes (0xFF runs) before a marker.
    while (b[at + 1] === 0xff) at += 1;
    const marker = b[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      // Whatever follows EOI (an appended archive, a second picture) is not part of the image.
      parts.push(b.subarray(at, at + 2));
      if (width === 0 || height === 0 || scans === 0) return null;
      return { kind: 'jpeg', bytes: concat(parts), width, height };
    }
    if (marker === SOI || marker === 0x00) return null;
    if (standalone(marker)) {
      parts.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    if (isSof(marker)) {
      if (length < 7) return null;
      height = u16(b, at + 5);
      width = u16(b, at + 7);
    }
    const keep = !(marker === COM || (isApp(marker) && marker !== APP0 && marker !== APP14));
    if (keep) parts.push(b.subarray(at, end));
    if (marker === SOS) {
      scans += 1;
      inScan = true;
    }
    at = end;
  }
  // No EOI: a truncated file.
  return null;
}

// PNG. Critical chunks and the ancillary ones that change how pixels look are kept; text (tEXt, zTXt, iTXt),
// eXIf, tIME, iCCP (its profile name is free text), animation and any unknown chunk are dropped.
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
]);

function cleanPng(b: Uint8Array): CleanImage | null {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let idat = false;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const end = at + 12 + length;
    if (end > b.length) return null;
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = u32(b, at + 8);
      height = u32(b, at + 12);
      first = false;
    }
    // An unknown critical chunk (upper-case first letter) means a decoder could not show the picture.
    if (!PNG_KEEP.has(type) && (type.charCodeAt(0) & 0x20) === 0) return null;
    if (type === 'IDAT') idat = true;
    if (PNG_KEEP.has(type)) parts.push(b.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      if (!idat || width === 0 || height === 0) return null;
      return { kind: 'png', bytes: concat(parts), width, height };
    }
  }
  return null;
}
