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

/**
 * Headers for a traced call. 'w3c' (default): traceparent + baggage, which proxies and
 * APM agents understand. 'spec': the spec's own header set (§7).
 */
export function traceHeaders(format: 'w3c' | 'spec', t: TraceIds): Record<string, string> {
  if (format === 'w3c') {
    return {
      traceparent: `00-${t.traceId}-${t.spanId}-01`,
      baggage: baggage({
        appId: t.appId,
        logCount: t.logCount,
        userId: t.userId,
        businessId: t.businessId,
        parentSpanId: t.parentSpanId,
        timestamp: t.timestamp,
      }),
    };
  }
  return {
    'x-trace-id': t.traceId,
    'x-span-id': t.spanId,
    'x-parent-span-id': t.parentSpanId,
    'x-sampled': '1',
    'x-timestamp': String(t.timestamp),
    baggage: baggage({ appId: t.appId, logCount: t.logCount, userId: t.userId }),
    'x-business-id': t.businessId,
  };
}
