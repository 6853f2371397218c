import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** '::ffff:10.0.0.1' and '10.0.0.1' are one IPv4 peer. */
const plain = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** The socket's peer; 'unknown' for a request made inside the process (an approved change's replay). */
export function socketAddress(c: Context): string {
  try {
    return plain(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * Where a request came from, for the audit log (ADR 0048). The socket's peer, unless that peer is one of the
 * configured proxies (TRUSTED_PROXIES): then the X-Forwarded-For entries are read from the right, past the
 * trusted proxies, and the first other address is the client. A header from anyone else is ignored, so a
 * caller cannot write another address into the log.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  const peer = socketAddress(c);
  if (trustedProxies.length === 0 || !trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(plain)
    .filter((a) => a !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (hop !== undefined && !trustedProxies.includes(hop)) return hop;
  }
  return peer;
}
