import { Hono } from 'hono';
import * as z from 'zod';
import { CHANNELS, EVENT_TYPES } from '../../schemas/tracking/constants';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { requireOperator } from '../http/operator';
import type { AppEnv } from '../http/types';
import type { IngestSink, TraceReader } from './sink';
import type { WriteGate } from './write-gate';

const limit = (max: number) => z.coerce.number().int().min(1).max(max).default(50);
const sessionId = z.string().min(1).max(200).optional();

const recentQuery = z.object({
  limit: limit(1000),
  eventType: z.enum(EVENT_TYPES).optional(),
  sessionId,
  channel: z.enum(CHANNELS).optional(),
});
const lossQuery = z.object({ limit: limit(500), sessionId });

/** Operator/QA reads (x-operator-token): recent events and per-session loss. See docs/tracking.md. */
export function operatorRoutes(
  deps: AppDeps,
  reader: TraceReader,
  sink: IngestSink,
  gate: WriteGate,
): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', requireOperator(deps));
  r.get('/recent', async (c) => {
    const q = parseQuery(c, recentQuery);
    const events = await reader.recent(q);
    return sendOk(c, { count: events.length, events });
  });
  r.get('/loss', async (c) => {
    const q = parseQuery(c, lossQuery);
    const sessions = await reader.loss(q);
    return sendOk(c, { sessions, sink: sink.stats(), load: gate.load() });
  });
  return r;
}
