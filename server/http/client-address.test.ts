import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

/** A request as the Node adapter hands it over: the socket's peer in env.incoming (what getConnInfo reads). */
async function addressSeen(
  peer: string,
  forwardedFor: string | undefined,
  trusted: string[],
): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trusted)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('the audit log’s client address', () => {
  it('is the socket’s peer, whatever a caller writes in X-Forwarded-For', async () => {
    expect(await addressSeen('198.51.100.7', '203.0.113.9', [])).toBe('198.51.100.7');
    expect(await addressSeen('::ffff:198.51.100.7', '203.0.113.9', ['10.0.0.1'])).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, the first address from the right that is not a trusted proxy', async () => {
    expect(await addressSeen('10.0.0.1', '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9');
    // A client's forged first entry is ignored: the hop the trusted proxies saw is the rightmost other one.
    expect(await addressSeen('10.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe(
      '203.0.113.9',
    );
    expect(await addressSeen('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1');
  });
});
