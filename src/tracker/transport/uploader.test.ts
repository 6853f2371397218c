import 'fake-indexeddb/auto';
import { IDBFactory, IDBOpenDBRequest } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openIdbStore } from '../queue/idb-store';
import { CACHE_LIMIT_WARNING, EventQueue, NO_IDB_WARNING, rawBudget } from '../queue/queue';
import { eventsOf } from '../testing/decode';
import { makeDeps, TIMERS } from '../testing/deps';
import { type Answer, createFakeFetch, type RecordedRequest } from '../testing/fake-fetch';
import type { TrackerError, TrackerOptions } from '../types';
import { Uploader } from './uploader';

function setup(
  options: Partial<TrackerOptions> = {},
  answer?: (r: RecordedRequest, n: number) => Answer,
  store = () => openIdbStore(1000),
) {
  const h = makeDeps({ host: 'https://trace.example.com', ...options });
  const errors: TrackerError[] = [];
  const report = (e: TrackerError) => errors.push(e);
  const net = createFakeFetch(answer);
  const queue = new EventQueue(store, {
    cacheLimit: h.ctx.config.cacheLimit,
    maxEventBytes: rawBudget(h.ctx.config.maxUploadBytes),
    report,
  });
  const uploader = new Uploader({
    queue,
    config: h.ctx.config,
    fetchFn: net.fetch,
    report,
    random: () => 0.5,
    timeZone: () => 'Asia/Shanghai',
  });
  let n = 0;
  const stay = (i = n++) => ({
    viewDuration: i + 1,
    viewportHeight: 812,
    viewportWidth: 375,
    viewportPosition: i,
  });
  /** Builds a real event and queues it. */
  const add = (count = 1, channel: 'normal' | 'trace' = 'normal') =>
    Promise.all(
      Array.from({ length: count }, () => {
        void h.deps.emit('WebStay', stay(), { channel });
        const ev = h.events.at(-1);
        if (!ev) throw new Error('no event built');
        return queue.add(channel, ev);
      }),
    );
  return { ...h, queue, uploader, net, errors, add };
}

/** Lets fake-indexeddb (real setImmediate) and promise chains run while the clock is fake. */
async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setImmediate(r));
  if (!cond()) throw new Error('condition not reached');
}

describe('queue + uploader (spec §4 upload cache, §7, §8)', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the body of every answer, refused or stored, so no upload stays loading in the browser (finding 10)', async () => {
    const s = setup({}, (_r, n) => (n === 1 ? { status: 400, body: '{"resCode":"4000"}' } : {}));
    const answers: Response[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const res = await s.net.fetch(input, init);
      answers.push(res);
      return res;
    };
    const u = new Uploader({
      queue: s.queue,
      config: s.ctx.config,
      fetchFn,
      report: () => {},
      timeZone: () => 'Asia/Shanghai',
    });
    await s.add(3);
    await u.flush(); // refused: the events stay
    await u.flush(); // stored
    expect(answers[0]?.status).toBe(400);
    expect(answers.at(-1)?.status).toBe(200);
    for (const r of answers) expect(r.bodyUsed).toBe(true);
  });

  it('a page that died between the stored answer and deleting its copies: the next page deletes them, unsent', async () => {
    const s = setup();
    await s.add(2);
    const ids = (await s.queue.peek('normal', 10)).map((r) => r.event.eventId);
    // The answer arrived (recorded synchronously); the deletion never ran: the page was gone.
    s.uploader.beginSend(ids);
    s.uploader.endSend(ids, 'stored');
    expect(s.queue.count('normal')).toBe(2);

    const next = new Uploader({
      queue: s.queue,
      config: s.ctx.config,
      fetchFn: s.net.fetch,
      report: () => {},
      timeZone: () => 'Asia/Shanghai',
    });
    await next.flush();
    expect(s.net.requests).toHaveLength(0);
    expect(s.queue.count('normal')).toBe(0);
    expect(JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}').sent).toEqual({});
  });

  it('a page that died with an upload unanswered: the next page sends it again, marked as a resend', async () => {
    const s = setup();
    await s.add(2);
    const ids = (await s.queue.peek('normal', 10)).map((r) => r.event.eventId);
    s.uploader.beginSend(ids); // then the page died

    const next = new Uploader({
      queue: s.queue,
      config: s.ctx.config,
      fetchFn: s.net.fetch,
      report: () => {},
      timeZone: () => 'Asia/Shanghai',
    });
    await s.add(1); // the new page's own event
    await next.flush();
    const sent = s.net.requests.map((r) => ({
      resend: r.headers.get('x-trace-resend') === '1',
      ids: eventsOf(r).map((e) => e.eventId),
    }));
    expect(sent.find((r) => r.resend)?.ids).toEqual(ids);
    expect(sent.filter((r) => !r.resend).flatMap((r) => r.ids)).toHaveLength(1);
  });

  it('POSTs to the configured host and endpoint with the secret-key header', async () => {
    const s = setup();
    await s.add(2);
    await s.add(1, 'trace');
    await s.uploader.flush();
    const [normal, trace] = s.net.requests;
    expect(normal?.url).toBe('https://trace.example.com/api/trace/log');
    expect(trace?.url).toBe('https://trace.example.com/api/trace/chain');
    expect(normal?.method).toBe('POST');
    expect(normal?.headers.get('x-trace-secret-key')).toBe('mallDEV');
    expect(['application/json', 'application/zip']).toContain(normal?.headers.get('content-type'));
    expect(eventsOf(normal as RecordedRequest)).toHaveLength(2);
    expect(eventsOf(trace as RecordedRequest)).toHaveLength(1);
    expect(s.queue.count('normal')).toBe(0);
  });

  it('non-200: "Bad HTTP status: {status} {text}" and the events stay cached until a success', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    let status = 400;
    const s = setup({}, () => ({ status, statusText: status === 400 ? 'Bad Request' : 'OK' }));
    await s.add(3);
    await s.uploader.flush();
    expect(s.errors[0]?.message).toBe('Bad HTTP status: 400 Bad Request');
    expect(s.errors[0]?.kind).toBe('upload');
    expect(s.queue.count('normal')).toBe(3);
    expect((await s.queue.peek('normal', 10)).length).toBe(3);
    status = 200;
    await s.uploader.flush();
    expect(await s.queue.peek('normal', 10)).toHaveLength(0);
    const sent = s.net.requests.map((r) => eventsOf(r).length);
    expect(sent).toEqual([3, 1, 2]); // after a refusal the batch halves to find a bad event, then regrows
  });

  it('a lone event refused three times stays cached, lets later events through and is sent once the server accepts it', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    let refuse = true;
    const s = setup({}, (r) =>
      refuse && eventsOf(r).some((e) => e.eventId === poison)
        ? { status: 400, statusText: 'Bad Request' }
        : {},
    );
    await s.add(1);
    const poison = (await s.queue.peek('normal', 1))[0]?.event.eventId ?? '';
    for (let i = 0; i < 3; i++) await s.uploader.flush();
    expect(s.net.requests).toHaveLength(3);
    expect(s.queue.count('normal')).toBe(1); // refused three times: still cached, nothing counted dropped
    expect(s.queue.dropped.snapshot()).toEqual({});
    // Set aside while it waits: a later event is not held up behind it.
    await s.add(1);
    await s.uploader.flush();
    expect(eventsOf(s.net.requests[3] as RecordedRequest).map((e) => e.eventId)).not.toContain(poison);
    expect(s.queue.count('normal')).toBe(1);
    // The server accepts it again: after its wait it goes out alone and leaves the cache.
    refuse = false;
    vi.setSystemTime(Date.now() + 120_000);
    await s.uploader.flush();
    const last = s.net.requests.at(-1) as RecordedRequest;
    expect(eventsOf(last).map((e) => e.eventId)).toEqual([poison]);
    expect(s.queue.count('normal')).toBe(0);
  });

  it('keeps records when the response says upload-status retry; deletes on ok', async () => {
    let st = 'retry';
    const s = setup({}, () => ({ headers: { 'x-trace-upload-status': st } }));
    await s.add(2);
    await s.uploader.flush();
    expect(s.queue.count('normal')).toBe(2);
    st = 'ok';
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_600_000);
    await s.uploader.flush();
    expect(s.queue.count('normal')).toBe(0);
  });

  it('retries 429/5xx/network errors with jittered exponential backoff, honouring Retry-After', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    const answers: Answer[] = [
      { status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': '7' } },
      'network-error',
      { status: 503, statusText: 'Service Unavailable' },
      {},
    ];
    const s = setup({ retry: { baseDelay: 1000, maxDelay: 60_000 } }, (_r, n) => answers[n - 1] ?? {});
    await s.add(1);
    await s.uploader.flush();
    expect(s.uploader.backoffRemaining()).toBe(7000);
    await s.uploader.flush(); // still backing off: nothing sent
    expect(s.net.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(7000);
    await until(() => s.net.requests.length === 2 && s.uploader.backoffRemaining() > 0);
    expect(s.net.requests).toHaveLength(2); // network error → attempt 1: window 2000, jitter 0.5 → 1500
    expect(s.uploader.backoffRemaining()).toBe(1500);
    await vi.advanceTimersByTimeAsync(1500);
    await until(() => s.net.requests.length === 3 && s.uploader.backoffRemaining() > 0);
    expect(s.net.requests).toHaveLength(3); // 503 → attempt 2: window 4000 → 3000
    expect(s.uploader.backoffRemaining()).toBe(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await until(() => s.queue.count('normal') === 0);
    expect(s.net.requests).toHaveLength(4);
    expect(s.queue.count('normal')).toBe(0);
    expect(s.errors.map((e) => e.message)).toEqual([
      'Bad HTTP status: 429 Too Many Requests',
      'upload failed: TypeError: Failed to fetch',
      'Bad HTTP status: 503 Service Unavailable',
    ]);
  });

  it('treats a request that outlives the timeout as retryable', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    const h = setup({ requestTimeout: 1000 });
    let called = false;
    const slow: typeof fetch = (_u, init) => {
      called = true;
      return new Promise((_res, rej) =>
        init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError'))),
      );
    };
    const up = new Uploader({
      queue: h.queue,
      config: h.ctx.config,
      fetchFn: slow,
      report: (e) => h.errors.push(e),
      timeZone: () => 'Asia/Shanghai',
    });
    await h.add(1);
    const p = up.flush();
    await until(() => called);
    await vi.advanceTimersByTimeAsync(1000);
    await p;
    expect(h.errors[0]?.message).toBe('upload timed out after 1000 ms');
    expect(h.queue.count('normal')).toBe(1);
    expect(up.backoffRemaining()).toBeGreaterThan(0);
  });

  it('cache limit: stops insertion with the spec warning, counts drops and sends them with the next batch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup({ cacheLimit: 5 });
    const written = await s.add(8);
    expect(written.filter(Boolean)).toHaveLength(5);
    expect(s.queue.count('normal')).toBe(5);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(CACHE_LIMIT_WARNING);
    expect(CACHE_LIMIT_WARNING).toBe('data cache limit exceeded, logs will not be written');
    expect(s.queue.dropped.snapshot()).toEqual({ cacheLimit: 3 });
    await s.uploader.flush();
    const body = JSON.parse(
      new TextDecoder().decode(
        (await import('pako')).ungzip(
          Uint8Array.from(atob(s.net.requests[0]?.body ?? ''), (c) => c.charCodeAt(0)),
        ),
      ),
    );
    expect(body.dropped).toEqual({ cacheLimit: 3 });
    expect(body.events).toHaveLength(5);
    expect(s.queue.dropped.snapshot()).toEqual({});
    expect(JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}').dropped).toEqual({});
  });

  it('bounds every upload at 48 KB and batch size 50, delivering every event', async () => {
    // Random text defeats gzip, the worst case for the byte bound.
    const noise = () =>
      Array.from({ length: 1800 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
    const s = setup({});
    for (let i = 0; i < 120; i++) {
      s.ctx.config.extras = { noise: noise() };
      await s.add(1);
    }
    await s.uploader.flush();
    const sizes = s.net.requests.map((r) => new TextEncoder().encode(r.body).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(48 * 1024);
    const counts = s.net.requests.map((r) => eventsOf(r).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(50);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(120);
    const ids = new Set(s.net.requests.flatMap((r) => eventsOf(r).map((e) => e.eventId)));
    expect(ids.size).toBe(120);
    expect(s.queue.count('normal')).toBe(0);
  });

  it('IndexedDB unavailable: warns, batching off, memory only, one event per upload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup({}, undefined, () => Promise.reject(new Error('IndexedDB is not supported')));
    await s.add(3);
    expect(warn).toHaveBeenCalledWith(NO_IDB_WARNING, 'IndexedDB is not supported');
    expect(s.errors.some((e) => e.kind === 'storage')).toBe(true);
    expect(s.queue.batchingOff).toBe(true);
    await s.uploader.flush();
    expect(s.net.requests).toHaveLength(3);
    for (const r of s.net.requests) expect(Array.isArray(JSON.parse(r.body))).toBe(false);
  });

  it('IndexedDB that never opens counts as unavailable after the timeout', async () => {
    // A real open request that never answers, like some webviews' IndexedDB.
    const hanging = { open: () => new IDBOpenDBRequest() } as unknown as IDBFactory;
    globalThis.indexedDB = hanging;
    await expect(openIdbStore(50)).rejects.toThrow('IndexedDB did not open within 50 ms');
  });

  it('sends with keepalive on the page-hide path', async () => {
    const s = setup();
    await s.add(2);
    await s.uploader.flush({ keepalive: true });
    expect(s.net.requests[0]?.keepalive).toBe(true);
  });

  it('a reopened store still holds what an earlier page did not upload', async () => {
    const a = setup({}, () => 'network-error');
    await a.add(4);
    await a.uploader.flush();
    expect(a.queue.count('normal')).toBe(4);
    const b = setup();
    await b.uploader.flush();
    expect(b.net.requests.flatMap((r) => eventsOf(r))).toHaveLength(4);
  });
});
