import * as z from 'zod';

/**
 * GET /api/booth/page?pageCode=10 | pageId=… [&previewToken=…]. The layout travels raw: the client
 * migrates and validates it block by block (a bad block must not cost the whole page).
 */
export const boothPageQuerySchema = z
  .object({
    pageCode: z.coerce.number().int().min(0).max(9999).optional(),
    pageId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    previewToken: z.string().max(128).optional(),
  })
  .refine((q) => q.pageCode !== undefined || q.pageId !== undefined, {
    error: 'pageCode or pageId is required',
  });

export const boothPageAnswerSchema = z.object({
  layout: z.unknown(),
  /** Server clock in epoch ms when the answer was made; schedules and countdowns run on it. */
  serverTime: z.number(),
});
export type BoothPageAnswer = z.infer<typeof boothPageAnswerSchema>;
