import { z } from '../zod';
import { count } from './primitives';

/**
 * Load shedding (the waiting room). When the server has more shopper calls in flight than it
 * serves well (a flash sale), it answers HTTP 429 with BUSY_CODE and a "system busy" text at once rather
 * than queueing; the app sends the shopper to /wait, which counts down and returns them.
 * HTTP 429 rather than 503: the server itself is healthy and answering, it is turning this call away
 * for now (and 5xx stays reserved for faults, which the fuzz and error reports watch for).
 */
export const BUSY_CODE = 'BUSY';
export const BUSY_STATUS = 429;

/** The busy answer's result: when asking again is worthwhile. */
export const busyResultSchema = z.object({ retryAfterMs: z.int().check(z.positive()) });
export type BusyResult = z.infer<typeof busyResultSchema>;

/** POST /api/operator/load-shed: answer every shopper call busy for a while (a flash-sale drill); 0 ends it. */
export const loadShedRequestSchema = z.object({ busyForMs: count(0, 600_000) });

export const loadShedStateSchema = z.object({
  busyUntil: z.nullable(z.int()),
  inFlight: z.int().check(z.nonnegative()),
  maxInFlight: z.int().check(z.positive()),
  shed: z.int().check(z.nonnegative()),
});
export type LoadShedState = z.infer<typeof loadShedStateSchema>;
