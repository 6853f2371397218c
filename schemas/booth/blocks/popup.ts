import { z } from '../../zod';
import { linkSchema } from '../link';
import { sizedImage } from '../primitives';
import { defineBlock } from './define';

/** How often a popup shows: once ever, once per calendar day, or on every visit (keyed by block id). */
export const POPUP_FREQUENCIES = ['once', 'daily', 'everyVisit'] as const;

export const popupProps = z.object({
  image: sizedImage,
  link: z.optional(linkSchema),
  frequency: z.enum(POPUP_FREQUENCIES),
  /** The close button appears after this many ms (0 = at once). */
  closeDelayMs: z._default(z.int().check(z.gte(0), z.lte(10_000)), 0),
});
export const popupBlock = defineBlock('popup', popupProps);
export type PopupBlock = z.output<typeof popupBlock>;
