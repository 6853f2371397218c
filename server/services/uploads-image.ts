import sharp from 'sharp';
import { MAX_PICTURE_SIDE } from '../../schemas/api/uploads';

/**
 * Turns an uploaded picture into the one the mall keeps (ADR 0039). Spec §5 accepts .jpg/.jpeg/
 * .png pictures, so the bytes must start like a JPEG or a PNG (the name the phone gave the file is never
 * read, and nothing else reaches the decoder: no SVG, TIFF or HEIC). Then sharp decodes it and writes a
 * new file: turned upright by its EXIF orientation, at most MAX_SIDE pixels on its long side, in sRGB,
 * re-encoded (JPEG, or PNG when it has transparency) and without any metadata (EXIF with GPS position and
 * camera serial, XMP, ICC, comments, PNG text); and a THUMB_SIDE thumbnail for lists. A picture larger
 * than MAX_INPUT_PIXELS is refused from its header, before any pixel is decoded (a pixel bomb), and a
 * decode that runs past DECODE_SECONDS is stopped.
 */

export type ImageKind = 'jpeg' | 'png';

export const IMAGE_TYPES: Record<ImageKind, 'image/jpeg' | 'image/png'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Longest side of a kept picture: sharp on a phone's screen at 3×, a quarter of a 12 MP photo's pixels. */
export const MAX_SIDE = MAX_PICTURE_SIDE;
/** Longest side of the thumbnail lists show (a 120 CSS px tile at 3×). */
export const THUMB_SIDE = 360;
/**
 * Largest picture decoded: a 12–24 MP phone photo and a 7,000×5,000 scan fit, a 20,000×20,000 bomb does not.
 * The mall's own pages shrink photos to MAX_SIDE before sending (src/lib/shrinkPicture.ts), so only other
 * clients ever come near it.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How long one picture may take (sharp counts whole seconds); a 48 MP PNG takes about 1 s here. */
export const DECODE_SECONDS = 8;
const JPEG_QUALITY = 85;

export interface Picture {
  kind: ImageKind;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface CleanImage extends Picture {
  thumb: Picture;
}

/**
 * Why bytes are not accepted: not a JPEG or PNG at all, one but broken, more pixels than are ever decoded,
 * or a decode that did not finish in time.
 */
export type ImageProblem = 'not_image' | 'malformed' | 'too_many_pixels' | 'too_slow';

// The libvips operation cache keeps recent results for reuse; every upload is new, so it would only hold
// memory. (The mall serves its catalogue pictures pre-generated; nothing else in the server uses sharp.)
sharp.cache(false);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  return null;
}

const inputOptions: sharp.SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Truncated or corrupt pixel data is refused; the warnings some phones' encoders cause are not.
  failOn: 'error',
  // Rows are read once, top to bottom, so a PNG is never held whole in memory.
  sequentialRead: true,
};

function encode(image: sharp.Sharp, kind: ImageKind): sharp.Sharp {
  return kind === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY });
}

async function render(b: Uint8Array, side: number, kind: ImageKind): Promise<Picture> {
  const { data, info } = await encode(
    sharp(b, inputOptions)
      // Auto-orient: the pixels are turned as the EXIF orientation says, and the tag is not written back.
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: DECODE_SECONDS }),
    kind,
  ).toBuffer({ resolveWithObject: true });
  return { kind, bytes: new Uint8Array(data), width: info.width, height: info.height };
}

function problemOf(err: unknown): ImageProblem {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return 'too_many_pixels';
  if (/timeout/i.test(message)) return 'too_slow';
  return 'malformed';
}

/**
 * Reads the picture's header only (no pixel is decoded): its format, size and whether it has an alpha
 * channel. sharp refuses here already a header announcing more than MAX_INPUT_PIXELS.
 */
async function header(b: Uint8Array): Promise<sharp.Metadata | ImageProblem> {
  try {
    return await sharp(b, inputOptions).metadata();
  } catch (err) {
    return problemOf(err);
  }
}

export async function cleanImage(b: Uint8Array): Promise<CleanImage | ImageProblem> {
  const sniffed = sniffImage(b);
  if (!sniffed) return 'not_image';
  const meta = await header(b);
  if (typeof meta === 'string') return meta;
  if (meta.format !== sniffed || !meta.width || !meta.height) return 'malformed';
  // The same bound, counted here too so the refusal never depends on how sharp reads a header.
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return 'too_many_pixels';
  // A photo becomes a JPEG; a PNG with an alpha channel stays PNG, so a transparent logo keeps its edges.
  const kind: ImageKind = sniffed === 'png' && meta.hasAlpha ? 'png' : 'jpeg';
  try {
    const full = await render(b, MAX_SIDE, kind);
    // From the kept picture, already upright and small: a cheap decode.
    const thumb = await render(full.bytes, THUMB_SIDE, kind);
    return { ...full, thumb };
  } catch (err) {
    return problemOf(err);
  }
}
