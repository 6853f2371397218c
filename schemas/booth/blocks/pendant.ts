import { z } from '../../zod';
import { linkSchema } from '../link';
import { sizedImage } from '../primitives';
import { defineBlock } from './define';

/**
 * Floating image at one of six positions (see PENDANT_POSITIONS: 1-3 left top/middle/bottom,
 * 4-6 right top/middle/bottom). No two live pendants may share a position.
 */
export const pendantProps = z.object({
  position: z.literal([1, 2, 3, 4, 5, 6]),
  image: sizedImage,
  link: z.optional(linkSchema),
  /** Rendered width in CSS px; height follows the image's ratio. */
  size: z._default(z.int().check(z.gte(32), z.lte(160)), 64),
});
export const pendantBlock = defineBlock('pendant', pendantProps);
export type PendantBlock = z.output<typeof pendantBlock>;
