import { MAX_UPLOAD_BYTES } from '../../schemas/api/uploads';
import { jpegOrientation, turnsQuarter, uprightTransform } from './exifOrientation';
import { fitsUpload, JPEG_QUALITIES, shrinkPlan } from './pictureSize';

/**
 * Shrinks a photo on the phone before it is uploaded (ADR 0039): decoded upright (the browser
 * applies its EXIF orientation), drawn on a canvas at most MAX_PICTURE_SIDE on the long side and encoded
 * as a JPEG, so a phone's 6 MB original goes as a few hundred KB under the 5 MB cap, and leaves the phone
 * without its EXIF (GPS). The sizing rules are in pictureSize.ts.
 *
 * Answers the Blob to send, or why there is none: 'too_big' when the picture cannot be brought under the
 * cap (it could not be decoded here and is over it, or no quality fits). A picture this browser cannot
 * decode but within the cap is sent as it is, for the server to judge.
 */
export type Shrunk = { blob: Blob; name: string } | 'too_big';

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** The EXIF orientation still to apply by hand: 1 when the browser decoded the photo upright. */
  orientation: number;
  release: () => void;
}

/** Whether this engine draws an <img> upright by its EXIF orientation (Chromium 81, Safari 13.1). */
const imgDrawsUpright = (): boolean =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('image-orientation', 'from-image');

/** The orientation an older web view leaves to us: a JPEG's tag, read from its first 64 KB. */
async function storedOrientation(file: Blob): Promise<number> {
  if (imgDrawsUpright() || !/jpe?g/i.test(file.type)) return 1;
  try {
    return jpegOrientation(new Uint8Array(await file.slice(0, 65_536).arrayBuffer()));
  } catch {
    return 1;
  }
}

/** Decodes upright: createImageBitmap with the EXIF orientation, else an <img> (which applies it too). */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        orientation: 1,
        release: () => bitmap.close(),
      };
    } catch {
      // Older webviews refuse the options bag or the format: try an <img>.
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  try {
    img.src = url;
    await img.decode();
    // An engine that draws it as stored: the upright size is the stored one turned by its orientation.
    const orientation = await storedOrientation(file);
    const quarter = turnsQuarter(orientation);
    return {
      source: img,
      width: quarter ? img.naturalHeight : img.naturalWidth,
      height: quarter ? img.naturalWidth : img.naturalHeight,
      orientation,
      release: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** A canvas this browser can draw on, or null (a test DOM, a webview without canvas). */
function canvas2d(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context ? { canvas, context } : null;
}

const asIs = (file: File): Shrunk =>
  file.size <= MAX_UPLOAD_BYTES ? { blob: file, name: file.name } : 'too_big';

export async function shrinkPicture(file: File): Promise<Shrunk> {
  // Without a canvas nothing can be redrawn: the file goes as it is when it may.
  if (!canvas2d(1, 1)) return asIs(file);
  const decoded = await decode(file);
  if (!decoded) return asIs(file);
  try {
    const plan = shrinkPlan({
      width: decoded.width,
      height: decoded.height,
      bytes: file.size,
      type: file.type,
    });
    // A photo still to be turned is redrawn (the server would turn it by its tag, but an older web view's
    // shrunk copy would have lost it); one already upright may go as it is.
    if (plan.send === 'as_is' && decoded.orientation === 1) return { blob: file, name: file.name };
    const { width, height } = plan.send === 'jpeg' ? plan : decoded;
    const drawn = canvas2d(width, height);
    if (!drawn) return asIs(file);
    // JPEG has no transparency: a transparent PNG is laid on white, not on black.
    drawn.context.fillStyle = '#fff';
    drawn.context.fillRect(0, 0, width, height);
    drawn.context.imageSmoothingQuality = 'high';
    drawn.context.setTransform(...uprightTransform(decoded.orientation, width, height));
    const quarter = turnsQuarter(decoded.orientation);
    drawn.context.drawImage(decoded.source, 0, 0, quarter ? height : width, quarter ? width : height);
    for (const quality of JPEG_QUALITIES) {
      const blob = await toBlob(drawn.canvas, quality);
      if (blob && fitsUpload(blob.size)) return { blob, name: jpegName(file.name) };
    }
    return asIs(file);
  } finally {
    decoded.release();
  }
}

/** The phone's file name with a .jpg ending (the server never reads it; it only labels the form part). */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
