import { z } from '../zod';

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('up'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
