import { hexId } from '../../core/ids';

export interface TraceIds {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  timestamp: number;
  appId: string;
  logCount: number;
  userId: string;
  businessId: string;
}

export function newTraceIds(base: Omit<TraceIds, 'traceId' | 'spanId' | 'timestamp'>): TraceIds {
  return { ...base, traceId: hexId(16), spanId: hexId(8), timestamp: Date.now() };
}

const baggage = (pairs: Record<string, string | number>): string =>
  Object.entries(pairs)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join(',');

export type TraceHeaderFormat = 'both' | 'w3c' | 'spec';

/**
 * Headers for a traced call. 'both' (default): the spec's set (§7: x-trace-id, x-span-id,
 * x-parent-span-id, x-sampled, x-timestamp, baggage, x-business-id) beside W3C traceparent, with one
 * baggage holding the spec's appId, logCount, userId then businessId, parentSpanId, timestamp (what
 * proxies and APM agents read). 'w3c': traceparent + that baggage only. 'spec': the spec's set only.
 */
export function traceHeaders(format: TraceHeaderFormat, t: TraceIds): Record<string, string> {
  const base = { appId: t.appId, logCount: t.logCount, userId: t.userId };
  const spec = format === 'spec';
  const h: Record<string, string> = {
    baggage: baggage(
      spec
        ? base
        : { ...base, businessId: t.businessId, parentSpanId: t.parentSpanId, timestamp: t.timestamp },
    ),
  };
  if (!spec) h.traceparent = `00-${t.traceId}-${t.spanId}-01`;
  if (format !== 'w3c') {
    h['x-trace-id'] = t.traceId;
    h['x-span-id'] = t.spanId;
    h['x-parent-span-id'] = t.parentSpanId;
    h['x-sampled'] = '1';
    h['x-timestamp'] = String(t.timestamp);
    h['x-business-id'] = t.businessId;
  }
  return h;
}
