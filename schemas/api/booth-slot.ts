import { isSlotCode, SLOT_CODES, type SlotCode } from '../booth/slots';
import { z } from '../zod';
import { code, countParam } from './primitives';

/**
 * GET /api/booth/slot?slotCode=41 [&previewToken=…]: the layout of a booth slot on a transactional screen
 * (schemas/booth/slots.ts). A slot nobody published answers layout null: the screen then shows nothing.
 */
export const boothSlotQuerySchema = z.object({
  slotCode: countParam(1, 9999).check(
    z.refine(isSlotCode, {
      error: `slotCode must be one of ${SLOT_CODES.join(', ')}`,
    }),
  ),
  previewToken: z.optional(code(128)),
});

export const boothSlotAnswerSchema = z.object({
  /** Raw like a booth page's layout (the app migrates and validates it block by block), or null. */
  layout: z.unknown(),
  serverTime: z.number(),
});
export type BoothSlotAnswer = z.infer<typeof boothSlotAnswerSchema>;
export type { SlotCode };

/**
 * A slot draft previewed on its own screen: the address the operator API hands out names
 * the slot and its preview token under these parameters, apart from a booth page's `previewToken`, so the
 * booth page on the same screen (the home page under the product slot) keeps what shoppers get.
 */
export const SLOT_PREVIEW_PARAMS = { code: 'previewSlot', token: 'slotPreviewToken' } as const;
