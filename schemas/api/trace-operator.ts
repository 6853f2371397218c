/** Queries of the tracking ingest's operator reads (/api/trace/operator/*, operator token). */

import { TRACE_ID_MAX } from '../tracking/base';
import { CHANNELS, EVENT_TYPES } from '../tracking/constants';
import { z } from '../zod';
import { countParam, text } from './primitives';

const limit = (max: number) => z._default(countParam(1, max), 50);
const sessionId = z.optional(text(TRACE_ID_MAX, { min: 1, trim: false, what: 'sessionId' }));

/** GET recent: newest stored events first, optionally of one type, session or channel. */
export const traceRecentQuerySchema = z.object({
  limit: limit(1000),
  eventType: z.optional(z.enum(EVENT_TYPES)),
  sessionId,
  channel: z.optional(z.enum(CHANNELS)),
});

/** GET loss: per-session gaps in sequence numbers and the dropped counts the clients reported. */
export const traceLossQuerySchema = z.object({ limit: limit(500), sessionId });
