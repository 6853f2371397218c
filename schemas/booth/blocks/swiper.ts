import * as z from 'zod';
import { linkSchema } from '../link';
import { aspectRatio, slotImage } from '../primitives';

import { defineBlock } from './define';

/** Carousel: every slide shares the container's aspect ratio, so slides need no size of their own. */
export const swiperProps = z.object({
  aspectRatio,
  slides: z
    .array(z.object({ image: slotImage, link: linkSchema.optional() }))
    .min(1)
    .max(10),
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplayMs: z.union([z.literal(0), z.int().min(1500).max(10_000)]).default(3000),
  loop: z.boolean().default(true),
});
export const swiperBlock = defineBlock('swiper', swiperProps);
export type SwiperBlock = z.output<typeof swiperBlock>;
