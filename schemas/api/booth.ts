import { z } from '../zod';
import { code, countParam, epochMs } from './primitives';

/**
 * GET /api/booth/page?pageCode=10 | pageId=… [&previewToken=…]. The layout travels raw: the client
 * migrates and validates it block by block (a bad block must not cost the whole page).
 */
export const boothPageQuerySchema = z
  .object({
    pageCode: z.optional(countParam(0, 9999)),
    pageId: z.optional(code(64)),
    previewToken: z.optional(code(128)),
    /** With a preview token only: judge schedules as of this server time (epoch ms). */
    asOf: z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,15}$/, 'must be epoch milliseconds')),
        z.pipe(z.coerce.number<string>(), epochMs),
      ),
    ),
  })
  .check(
    z.refine((q) => q.pageCode !== undefined || q.pageId !== undefined, {
      error: 'pageCode or pageId is required',
    }),
  );

export const boothPageAnswerSchema = z.object({
  layout: z.unknown(),
  /** Server clock in epoch ms when the answer was made; schedules and countdowns run on it. */
  serverTime: z.number(),
});
export type BoothPageAnswer = z.infer<typeof boothPageAnswerSchema>;
