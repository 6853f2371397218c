import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's (or load balancer's) id is kept only if it is this plain: nothing that could forge a log line. */
const ACCEPTED = /^[A-Za-z0-9._-]{8,64}$/;

/** The incoming id when it is well-formed, else a fresh one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && ACCEPTED.test(incoming) ? incoming : randomUUID();
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const HEX = (n: number) => new RegExp(`^[0-9a-f]{${n}}$`);

/**
 * The trace the mall's tracker started for this call (spec §7 x-trace-id / x-span-id, or W3C traceparent),
 * when well-formed; nothing otherwise (a header cannot forge a log line).
 */
export function traceIdsFor(header: (name: string) => string | undefined): {
  traceId?: string;
  spanId?: string;
} {
  const traceId = header('x-trace-id');
  const spanId = header('x-span-id');
  if (traceId && HEX(32).test(traceId) && spanId && HEX(16).test(spanId)) return { traceId, spanId };
  const w3c = TRACEPARENT.exec(header('traceparent') ?? '');
  return w3c?.[1] && w3c[2] ? { traceId: w3c[1], spanId: w3c[2] } : {};
}
