/** Queries of the tracking ingest's operator reads (/api/trace/operator/*, operator token). */
import * as z from 'zod';
import { TRACE_ID_MAX } from '../tracking/base';
import { CHANNELS, EVENT_TYPES } from '../tracking/constants';
import { countParam, text } from './primitives';

const limit = (max: number) => countParam(1, max).default(50);
const sessionId = text(TRACE_ID_MAX, { min: 1, trim: false, what: 'sessionId' }).optional();

/** GET recent: newest stored events first, optionally of one type, session or channel. */
export const traceRecentQuerySchema = z.object({
  limit: limit(1000),
  eventType: z.enum(EVENT_TYPES).optional(),
  sessionId,
  channel: z.enum(CHANNELS).optional(),
});

/** GET loss: per-session gaps in sequence numbers and the dropped counts the clients reported. */
export const traceLossQuerySchema = z.object({ limit: limit(500), sessionId });
