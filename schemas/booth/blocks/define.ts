import { z } from '../../zod';
import type { BlockType } from '../block-types';
import { blockId } from '../primitives';

/** Epoch ms on server time; start inclusive, end exclusive, either bound may be open. */
export const scheduleSchema = z
  .object({
    start: z.optional(z.int().check(z.gte(0))),
    end: z.optional(z.int().check(z.gte(0))),
  })
  .check(
    z.refine((s) => s.start === undefined || s.end === undefined || s.start < s.end, {
      error: 'schedule end must be after start',
      path: ['end'],
    }),
  );

/**
 * Wraps a props schema into the common block envelope `{ id, type, props, schedule?, hiddenInElder? }`.
 * `hiddenInElder`: the operator leaves the block out of the simplified home of elder mode (长辈模式,
 * ADR 0043); optional, so every layout saved before it reads the same.
 */
export function defineBlock<const T extends BlockType, P extends z.ZodMiniType>(type: T, props: P) {
  return z.object({
    id: blockId,
    type: z.literal(type),
    props,
    schedule: z.optional(scheduleSchema),
    hiddenInElder: z.optional(z.boolean()),
  });
}
