import { z } from '../../zod';
import { linkSchema } from '../link';
import { plainText } from '../primitives';
import { defineBlock } from './define';

/**
 * Fixed bottom strip counting down to `endTime` on server time. ISO strings must carry an offset
 * (or Z) so every phone reads the same instant.
 */
export const bottomCountdownProps = z.object({
  endTime: z.union([z.int().check(z.gte(0)), z.iso.datetime({ offset: true })]),
  /**
   * 'daily': a round that ends every day at endTime's time of day (the daily deals' "today's round");
   * the server answers the next such end after its clock, so the strip never counts to a past day.
   */
  repeat: z.optional(z.literal('daily')),
  label: plainText(40),
  /** Shown after the end; the strip hides when absent. */
  endedLabel: z.optional(plainText(40)),
  link: z.optional(linkSchema),
});
export const bottomCountdownBlock = defineBlock('bottomCountdown', bottomCountdownProps);
export type BottomCountdownBlock = z.output<typeof bottomCountdownBlock>;
