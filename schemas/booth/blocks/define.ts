import * as z from 'zod';
import type { BlockType } from '../block-types';
import { blockId } from '../primitives';

/** Epoch ms on server time; start inclusive, end exclusive, either bound may be open. */
export const scheduleSchema = z
  .object({ start: z.int().min(0).optional(), end: z.int().min(0).optional() })
  .refine((s) => s.start === undefined || s.end === undefined || s.start < s.end, {
    error: 'schedule end must be after start',
    path: ['end'],
  });

/** Wraps a props schema into the common block envelope `{ id, type, props, schedule? }`. */
export function defineBlock<const T extends BlockType, P extends z.ZodType>(type: T, props: P) {
  return z.object({
    id: blockId,
    type: z.literal(type),
    props,
    schedule: scheduleSchema.optional(),
  });
}
