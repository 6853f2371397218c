import { traceOperatorDocumented } from '../../schemas/api/endpoints/docs/platform';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import type { IngestSink, TraceReader } from './sink';
import type { WriteGate } from './write-gate';

/**
 * Operator/QA reads (x-operator-token): recent events and per-session loss, the handlers of
 * schemas/api/endpoints/platform/trace-operator.ts. See docs/tracking.md.
 */
export function operatorRoutes(deps: AppDeps, reader: TraceReader, sink: IngestSink, gate: WriteGate) {
  return endpointRoutes(deps, '/api/trace/operator', traceOperatorDocumented, {
    recent: async ({ query }) => {
      const events = await reader.recent(query);
      return { count: events.length, events };
    },
    loss: async ({ query }) => ({
      sessions: await reader.loss(query),
      sink: sink.stats(),
      load: gate.load(),
    }),
  });
}
