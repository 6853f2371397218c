import { z } from '../zod';

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('up'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process is up; asks nothing of the database (a restart would not help it). */
export const livenessSchema = z.object({ status: z.literal('up') });
export type Liveness = z.infer<typeof livenessSchema>;

/** GET /api/health/ready: the database answered within READY_BOUND_MS; otherwise 503 and out of rotation. */
export const readinessSchema = z.object({ status: z.literal('ready'), db: z.enum(['pglite', 'postgres']) });
export type Readiness = z.infer<typeof readinessSchema>;
export const READY_BOUND_MS = 800;
