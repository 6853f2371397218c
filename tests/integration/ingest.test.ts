import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { corruptGzipBodies } from '../../server/ingest/testing/corrupt-gzip';
import {
  asBase64,
  asGzipBase64,
  asJson,
  type EncodedBody,
  stayEvent,
} from '../../server/ingest/testing/events';
import { startTestServer, type TestServer } from './helpers';

const KEY = 'mbankmallST'; // the sit environment's tag, as the SPA builds it

interface Posted {
  status: number;
  body: Envelope<{ received: number; stored: number; duplicates: number; issues?: { path: string }[] }>;
  headers: Headers;
}

async function post(
  server: TestServer,
  enc: EncodedBody,
  opts: { key?: string | null; path?: string; sameMoment?: boolean } = {},
): Promise<Posted> {
  // The server runs with a tiny rate limit; a pause before each upload keeps it out of the way.
  if (!opts.sameMoment) server.advance(10_000);
  const headers: Record<string, string> = { 'content-type': enc.contentType };
  const key = opts.key === undefined ? KEY : opts.key;
  if (key !== null) headers[TRACKING_HEADERS.secretKey] = key;
  const res = await fetch(`${server.url}${opts.path ?? TRACKING_ENDPOINTS.normal}`, {
    method: 'POST',
    headers,
    body: enc.body,
  });
  return { status: res.status, body: (await res.json()) as Posted['body'], headers: res.headers };
}

async function recent(server: TestServer, query: string) {
  const res = await fetch(`${server.url}/api/trace/operator/recent?${query}`, {
    headers: { 'x-operator-token': server.operatorToken },
  });
  const body = (await res.json()) as Envelope<{ events: { event: { eventId: string; sequence: number } }[] }>;
  return body.result.events.map((e) => e.event);
}

describe('tracking ingest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: 'sit',
      ingest: { keys: ['mbankmallST', 'otherappST'], rateLimit: { perSecond: 1, burst: 2 } },
    });
  });
  afterAll(() => server.stop());

  it('accepts json, base64 and gzip+base64 bodies on both endpoints and answers upload-status ok', async () => {
    const session = { sessionId: 's-encodings' };
    const bodies = [
      asJson(stayEvent(1, { ...session, eventId: 'enc-1' })),
      asBase64([stayEvent(2, { ...session, eventId: 'enc-2' })]),
      asGzipBase64({ events: [stayEvent(3, { ...session, eventId: 'enc-3' })], dropped: {} }),
      {
        ...asJson(stayEvent(4, { ...session, eventId: 'enc-4', channel: 'trace' })),
        path: TRACKING_ENDPOINTS.trace,
      },
    ];
    for (const enc of bodies) {
      const res = await post(server, enc, 'path' in enc ? { path: enc.path } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('ok');
      expect(res.body.result).toEqual({ received: 1, stored: 1, duplicates: 0 });
    }
    const stored = await recent(server, 'sessionId=s-encodings');
    expect(stored.map((e) => e.eventId).sort()).toEqual(['enc-1', 'enc-2', 'enc-3', 'enc-4']);
  });

  it('stores a large gzip batch the way the SDK sends it (JSON over 2048 characters)', async () => {
    const events = Array.from({ length: 50 }, (_, i) =>
      stayEvent(i + 1, { sessionId: 's-batch', eventId: `batch-${i + 1}` }),
    );
    const enc = asGzipBase64(events);
    expect(enc.body.length).toBeLessThan(48 * 1024);
    const res = await post(server, enc);
    expect(res.body.result).toEqual({ received: 50, stored: 50, duplicates: 0 });
  });

  it('answers each spec decompression error with 400 and its message', async () => {
    for (const [message, bytes] of Object.entries(corruptGzipBodies())) {
      const res = await post(server, {
        contentType: 'application/zip',
        body: Buffer.from(bytes).toString('base64'),
      });
      expect(res.status).toBe(400);
      expect(res.body.resMsg).toBe(`gzip decompression failed: ${message}`);
      expect(res.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('rejected');
    }
  });

  it('answers bad JSON and bad base64 with a RequestBody Parse Error, unknown types with 415', async () => {
    const badJson = await post(server, { contentType: 'application/json', body: '[{"eventId":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.resMsg).toBe('RequestBody Parse Error: body is not valid JSON');
    const badB64 = await post(server, { contentType: 'text/plain', body: 'this is not base64!' });
    expect(badB64.body.resMsg).toBe('RequestBody Parse Error: body is not base64');
    const xml = await post(server, { contentType: 'application/xml', body: '<a/>' });
    expect(xml.status).toBe(415);
  });

  it('refuses a missing or wrong secret key with 401 and stores nothing', async () => {
    for (const key of [null, 'mbankmallPROD', 'wrong']) {
      const res = await post(server, asJson(stayEvent(1, { sessionId: 's-key', eventId: `key-${key}` })), {
        key,
      });
      expect(res.status).toBe(401);
      expect(res.body.resCode).toBe('E0401');
      expect(res.body.resMsg).toContain(TRACKING_HEADERS.secretKey);
    }
    expect(await recent(server, 'sessionId=s-key')).toEqual([]);
    // The key never reaches the log, even on failures.
    expect(server.logs.join('\n')).not.toContain('mbankmallPROD');
  });

  it('refuses an invalid event with 400 naming the field path, and stores none of the batch', async () => {
    const good = stayEvent(1, { sessionId: 's-invalid', eventId: 'inv-1' });
    const bad = stayEvent(2, { sessionId: 's-invalid', eventId: 'inv-2' });
    const broken = { ...bad, data: { ...bad.data, viewDuration: 18_000_001 } };
    const res = await post(server, asJson([good, broken]));
    expect(res.status).toBe(400);
    expect(res.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('rejected');
    expect(res.body.resMsg).toContain('1.data.viewDuration');
    expect(res.body.result.issues?.[0]?.path).toBe('1.data.viewDuration');
    const unknownType = await post(server, asJson({ ...good, eventType: 'Nope' }));
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.resMsg).toContain('eventType');
    expect(await recent(server, 'sessionId=s-invalid')).toEqual([]);
  });

  it('stores duplicate eventIds once, within an upload and across retries', async () => {
    const e1 = stayEvent(1, { sessionId: 's-dup', eventId: 'dup-1' });
    const e2 = stayEvent(2, { sessionId: 's-dup', eventId: 'dup-2' });
    const first = await post(server, asJson([e1, e1, e2]));
    expect(first.body.result).toEqual({ received: 3, stored: 2, duplicates: 1 });
    const replay = await post(server, asGzipBase64([e1, e2]));
    expect(replay.status).toBe(200);
    expect(replay.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('ok');
    expect(replay.body.result).toEqual({ received: 2, stored: 0, duplicates: 2 });
    expect(await recent(server, 'sessionId=s-dup')).toHaveLength(2);
  });

  it('answers a body over 64 KiB with 413', async () => {
    const filler = 'x'.repeat(70 * 1024);
    const res = await post(server, asJson(stayEvent(1, { sessionId: 's-big', extras: { filler } })));
    expect(res.status).toBe(413);
    expect(res.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('rejected');
  });

  it('answers 429 with Retry-After once a key is over its rate, and accepts again later', async () => {
    const enc = (i: number) => asJson(stayEvent(i, { sessionId: 's-rate', eventId: `rate-${i}` }));
    expect((await post(server, enc(1))).status).toBe(200);
    expect((await post(server, enc(2), { sameMoment: true })).status).toBe(200);
    const limited = await post(server, enc(3), { sameMoment: true });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('retry');
    // Another key has its own bucket.
    expect((await post(server, enc(4), { key: 'otherappST', sameMoment: true })).status).toBe(200);
    server.advance(1000);
    expect((await post(server, enc(3), { sameMoment: true })).status).toBe(200);
    expect(await recent(server, 'sessionId=s-rate')).toHaveLength(4);
  });

  it('reports per-session received counts, sequence gaps and the dropped counts clients sent', async () => {
    const s = { sessionId: 's-loss', deviceId: 'dev-loss' };
    const batch1 = [1, 2, 3].map((n) => stayEvent(n, { ...s, eventId: `loss-${n}` }));
    const batch2 = [6, 9].map((n) => stayEvent(n, { ...s, eventId: `loss-${n}` }));
    expect((await post(server, asJson({ events: batch1, dropped: { cacheLimit: 2 } }))).status).toBe(200);
    // A retried upload must not count its dropped numbers twice.
    expect((await post(server, asJson({ events: batch1, dropped: { cacheLimit: 2 } }))).status).toBe(200);
    const second = await post(
      server,
      asGzipBase64({ events: batch2, dropped: { storage: 1, cacheLimit: 1 } }),
    );
    expect(second.status).toBe(200);
    const res = await fetch(`${server.url}/api/trace/operator/loss?sessionId=s-loss`, {
      headers: { 'x-operator-token': server.operatorToken },
    });
    const body = (await res.json()) as Envelope<{
      sessions: Record<string, unknown>[];
      sink: { duplicates: number };
    }>;
    expect(body.result.sessions).toEqual([
      expect.objectContaining({
        sessionId: 's-loss',
        deviceId: 'dev-loss',
        received: 5,
        minSequence: 1,
        maxSequence: 9,
        missing: 4,
        gaps: [
          { from: 4, to: 5 },
          { from: 7, to: 8 },
        ],
        dropped: { cacheLimit: 3, storage: 1 },
      }),
    ]);
    expect(body.result.sink.duplicates).toBeGreaterThanOrEqual(3);
    expect(res.status).toBe(200);
  });

  it('lists recent events newest first, filtered by event type and session', async () => {
    const s = { sessionId: 's-recent' };
    const load = { ...stayEvent(1, { ...s, eventId: 'recent-load' }), eventType: 'PageLoad' };
    const pageLoad = {
      ...load,
      data: { pageNo: 1, entryId: 'e', entryTime: 1, errorCode: null, title: 'Home', referrer: '' },
    };
    expect(
      (await post(server, asJson([pageLoad, stayEvent(2, { ...s, eventId: 'recent-stay' })]))).status,
    ).toBe(200);
    expect((await recent(server, 'sessionId=s-recent&eventType=PageLoad')).map((e) => e.eventId)).toEqual([
      'recent-load',
    ]);
    expect(await recent(server, 'sessionId=s-recent&limit=1')).toHaveLength(1);
  });

  it('refuses the operator reads without the operator token', async () => {
    for (const path of ['/api/trace/operator/recent', '/api/trace/operator/loss']) {
      const none = await fetch(`${server.url}${path}`);
      expect(none.status).toBe(403);
      const wrong = await fetch(`${server.url}${path}`, { headers: { 'x-operator-token': 'nope' } });
      expect(wrong.status).toBe(403);
    }
    const badQuery = await fetch(`${server.url}/api/trace/operator/recent?limit=0`, {
      headers: { 'x-operator-token': server.operatorToken },
    });
    expect(badQuery.status).toBe(400);
  });
});
