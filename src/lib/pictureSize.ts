import { MAX_PICTURE_SIDE, MAX_UPLOAD_BYTES } from '../../schemas/api/uploads';

/**
 * The sizing rules of a photo shrunk on the phone before it is uploaded (ADR 0039), apart from
 * the canvas that applies them (shrinkPicture.ts) so they can be tested without a browser.
 */

/** JPEG qualities tried in turn until the picture fits under the upload cap (the first nearly always does). */
export const JPEG_QUALITIES = [0.85, 0.72, 0.6] as const;

/**
 * A picture already this small, within MAX_PICTURE_SIDE and in a format the server takes, is sent as it
 * is: shrinking it again would only lose quality (the server re-encodes every picture anyway).
 */
export const SEND_AS_IS_BYTES = 1024 * 1024;

export interface PictureFacts {
  /** Pixels as shown (after the browser applied the EXIF orientation). */
  width: number;
  height: number;
  bytes: number;
  /** The file's declared type, e.g. image/jpeg. */
  type: string;
}

/** The size that fits within `maxSide` on the long side, same proportions, never enlarged, never 0. */
export function fitWithin(width: number, height: number, maxSide = MAX_PICTURE_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type ShrinkPlan = { send: 'as_is' } | { send: 'jpeg'; width: number; height: number };

/** Whether a chosen picture goes as it is or is redrawn as a JPEG, and at what size. */
export function shrinkPlan(p: PictureFacts): ShrinkPlan {
  const serverReads = p.type === 'image/jpeg' || p.type === 'image/png';
  const small = Math.max(p.width, p.height) <= MAX_PICTURE_SIDE && p.bytes <= SEND_AS_IS_BYTES;
  if (serverReads && small) return { send: 'as_is' };
  return { send: 'jpeg', ...fitWithin(p.width, p.height) };
}

/** True when an encoded picture may be sent: within the server's byte cap. */
export const fitsUpload = (bytes: number): boolean => bytes > 0 && bytes <= MAX_UPLOAD_BYTES;
