import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { stayEvent } from '../../server/ingest/testing/events';
import { encodeBody } from '../../src/tracker/transport/encode';
import { sendUpload } from '../../src/tracker/transport/send';
import { startTestServer, type TestServer } from './helpers';

const KEY = 'mbankmallST';

/**
 * With both compression and encryption configured, the tracker's own encoder and sender
 * reach the real ingest, which undoes both layers (compressed first, then encrypted).
 */
describe('tracking upload with compression and encryption', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: 'sit', ingest: { keys: [KEY] } });
  });
  afterAll(() => server.stop());

  const stored = async (sessionId: string) => {
    const res = await fetch(`${server.url}/api/trace/operator/recent?sessionId=${sessionId}`, {
      headers: { 'x-operator-token': server.operatorToken },
    });
    const body = (await res.json()) as Envelope<{ events: { event: { eventId: string } }[] }>;
    return body.result.events.map((e) => e.event.eventId).sort();
  };

  it.each([
    ['compress option', { compress: true, compressThreshold: 2048 }],
    ['JSON over the threshold', { compress: false, compressThreshold: 16 }],
  ])('%s + encrypt: text/plain marked compressed, stored by the ingest', async (_name, zip) => {
    const sessionId = `s-both-${zip.compressThreshold}`;
    const events = [1, 2].map((n) => stayEvent(n, { sessionId, eventId: `${sessionId}-${n}` }));
    const enc = await encodeBody(events, { ...zip, encrypt: true });
    expect(enc.contentType).toBe('text/plain');
    expect(enc.headers).toEqual({ 'x-trace-compressed': '1' });
    // The encrypted layer hides the zip body: its decoded text is base64 of gzip (magic 1f 8b).
    const inner = Buffer.from(Buffer.from(enc.body, 'base64').toString('latin1'), 'base64');
    expect([...inner.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const res = await sendUpload(fetch, `${server.url}${TRACKING_ENDPOINTS.normal}`, enc, {
      secretKey: KEY,
      timeoutMs: 5000,
      keepalive: false,
      resend: false,
    });
    expect(res.ok).toBe(true);
    expect(await stored(sessionId)).toEqual(events.map((e) => e.eventId).sort());
  });

  it('the same body without the compressed mark is refused as unreadable JSON, not stored', async () => {
    const sessionId = 's-unmarked';
    const enc = await encodeBody([stayEvent(1, { sessionId, eventId: 'unmarked-1' })], {
      compress: true,
      compressThreshold: 2048,
      encrypt: true,
    });
    const res = await fetch(`${server.url}${TRACKING_ENDPOINTS.normal}`, {
      method: 'POST',
      headers: { 'content-type': enc.contentType, [TRACKING_HEADERS.secretKey]: KEY },
      body: enc.body,
    });
    expect(res.status).toBe(400);
    await res.text();
    expect(await stored(sessionId)).toEqual([]);
  });
});
