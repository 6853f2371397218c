import { z } from '../zod';
import { checkImageSrc } from './url';

/**
 * Building blocks shared by the block schemas. Text is operator-supplied plain text: the
 * renderer escapes it, so markup is never interpreted — limits only keep layouts sane on 375 px.
 */
export const plainText = (max: number, min = 1) => z.string().check(z.minLength(min), z.maxLength(max));

/** Business identifiers (spuNo, skuNo, couponNo, teamId, pageId...): safe in paths without escaping. */
export const identifier = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'expected 1-64 letters, digits, "_" or "-"' }));

/** Stable block id: also used as a DOM key, a tracking id and the popup frequency key. */
export const blockId = identifier;

export const imageSrc = z.string().check(
  z.maxLength(2048),
  z.superRefine((value, ctx) => {
    const reason = checkImageSrc(value);
    if (reason !== null) ctx.addIssue({ code: 'custom', message: reason, input: value });
  }),
);

/** Intrinsic pixel size: REQUIRED so the renderer reserves the aspect ratio (no layout shift). */
const pixels = z.int().check(z.gte(1), z.lte(10_000));
export const aspectRatio = z.object({ width: pixels, height: pixels });

/** An image that reserves its own space. */
export const sizedImage = z.object({
  src: imageSrc,
  alt: z._default(plainText(80, 0), ''),
  width: pixels,
  height: pixels,
});

/** An image whose space is reserved by its container (swiper slide, icon slot). */
export const slotImage = z.object({ src: imageSrc, alt: z._default(plainText(80, 0), '') });

/** Small key to mark which nav/bottom item is active. */
export const itemKey = identifier;
