import { Hono } from 'hono';
import { traceLossQuerySchema, traceRecentQuerySchema } from '../../schemas/api/trace-operator';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { requireOperator } from '../operators/gate';
import type { IngestSink, TraceReader } from './sink';
import type { WriteGate } from './write-gate';

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
    const q = parseQuery(c, traceRecentQuerySchema);
    const events = await reader.recent(q);
    return sendOk(c, { count: events.length, events });
  });
  r.get('/loss', async (c) => {
    const q = parseQuery(c, traceLossQuerySchema);
    const sessions = await reader.loss(q);
    return sendOk(c, { sessions, sink: sink.stats(), load: gate.load() });
  });
  return r;
}
