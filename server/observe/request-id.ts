import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's (or load balancer's) id is kept only if it is this plain: nothing that could forge a log line. */
const ACCEPTED = /^[A-Za-z0-9._-]{8,64}$/;

/** The incoming id when it is well-formed, else a fresh one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && ACCEPTED.test(incoming) ? incoming : randomUUID();
}
