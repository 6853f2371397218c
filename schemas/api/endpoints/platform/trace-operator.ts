/**
 * The operators' and QA's reads of the tracking events, /api/trace/operator (docs/tracking.md). The one
 * declaration of each endpoint (ADR 0063). Answers undeclared (z.unknown()): they are the ingest's own
 * interfaces (StoredEvent, SessionLoss, the sink's and gate's figures), no shared schema, and no SPA reads them.
 */
import { z } from '../../../zod';
import { endpoint } from '../../endpoint';
import { traceLossQuerySchema, traceRecentQuerySchema } from '../../trace-operator';

const BASE = '/api/trace/operator';

export const traceRecent = endpoint({
  method: 'get',
  path: `${BASE}/recent`,
  auth: 'operator',
  query: traceRecentQuerySchema,
  result: z.unknown(),
});

export const traceLoss = endpoint({
  method: 'get',
  path: `${BASE}/loss`,
  auth: 'operator',
  query: traceLossQuerySchema,
  result: z.unknown(),
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const traceOperatorEndpoints = {
  recent: traceRecent,
  loss: traceLoss,
};
