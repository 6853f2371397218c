import { z } from '../../zod';
import { linkSchema } from '../link';
import { aspectRatio, slotImage } from '../primitives';

import { defineBlock } from './define';

/** Carousel: every slide shares the container's aspect ratio, so slides need no size of their own. */
export const swiperProps = z.object({
  aspectRatio,
  slides: z
    .array(z.object({ image: slotImage, link: z.optional(linkSchema) }))
    .check(z.minLength(1), z.maxLength(10)),
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplayMs: z._default(z.union([z.literal(0), z.int().check(z.gte(1500), z.lte(10_000))]), 3000),
  loop: z._default(z.boolean(), true),
});
export const swiperBlock = defineBlock('swiper', swiperProps);
export type SwiperBlock = z.output<typeof swiperBlock>;
