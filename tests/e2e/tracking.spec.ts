import type { Page, Request } from '@playwright/test';
import { expect, operatorTest as test } from './fixtures';
import { seedSession } from './login';
import type { MallServer } from './mallServer';

/**
 * Behaviour tracking end to end: the real SDK in Chromium uploads to the real ingest, and
 * the spec reads what was stored through the operator endpoints (docs/tracking.md).
 */

interface StoredEvent {
  eventId: string;
  eventType: string;
  sequence: number;
  sessionId: string;
  channel: string;
  data: Record<string, unknown>;
}

interface SessionLoss {
  received: number;
  maxSequence: number;
  missing: number;
  gaps: { from: number; to: number }[];
}

interface Upload {
  path: string;
  contentType: string;
  key: string;
  bytes: number;
  body: string;
  status: number | null;
}

const MAX_UPLOAD_BYTES = 48 * 1024;
/** Batches go out every 2 s; retries after an outage wait out a jittered backoff. */
const ARRIVAL_TIMEOUT = 25_000;

async function operatorGet<T>(mall: MallServer, path: string): Promise<T> {
  const res = await fetch(`${mall.url}${path}`, { headers: { 'x-operator-token': mall.operatorToken } });
  const body = (await res.json()) as { resCode: string; resMsg: string; result: T };
  if (body.resCode !== '0000') throw new Error(`${path}: ${body.resCode} ${body.resMsg}`);
  return body.result;
}

async function storedEvents(mall: MallServer, sessionId: string): Promise<StoredEvent[]> {
  const q = new URLSearchParams({ sessionId, limit: '1000' });
  const { events } = await operatorGet<{ events: { event: StoredEvent }[] }>(
    mall,
    `/api/trace/operator/recent?${q}`,
  );
  return events.map((e) => e.event).sort((a, b) => a.sequence - b.sequence);
}

async function lossOf(mall: MallServer, sessionId: string): Promise<SessionLoss | undefined> {
  const q = new URLSearchParams({ sessionId });
  return (await operatorGet<{ sessions: SessionLoss[] }>(mall, `/api/trace/operator/loss?${q}`)).sessions[0];
}

/** The tracker's session record (localStorage, shared by the tabs of the mall). */
const trackerSession = (page: Page) =>
  page.evaluate(() => {
    const rec = JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { id?: string; seq?: number };
    return { id: rec.id ?? '', seq: rec.seq ?? 0 };
  });

/** Every sequence number the session handed out is stored, once, with no gap. */
async function expectNothingLost(page: Page, mall: MallServer, sessionId: string): Promise<void> {
  // Offsets from the number of sequence numbers handed out, so a failure shows how far off it is.
  await expect
    .poll(
      async () => {
        const { seq } = await trackerSession(page);
        const loss = await lossOf(mall, sessionId);
        return {
          notReceived: seq - (loss?.received ?? 0),
          beyond: (loss?.maxSequence ?? 0) - seq,
          gaps: loss?.gaps,
        };
      },
      { timeout: ARRIVAL_TIMEOUT, intervals: [500] },
    )
    .toEqual({ notReceived: 0, beyond: 0, gaps: [] });
}

/** Waits until the page stops handing out sequence numbers (its events are cached), and returns the last. */
async function settledSequence(page: Page): Promise<number> {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const { seq } = await trackerSession(page);
    if (seq === last) return seq;
    last = seq;
    await page.waitForTimeout(400);
  }
  return last;
}

/** Records every tracking upload the page sends, with its encoded size and the answer's status. */
function recordUploads(page: Page): Upload[] {
  const uploads: Upload[] = [];
  const byRequest = new Map<Request, Upload>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/trace/') || r.method() !== 'POST') return;
    const headers = r.headers();
    const upload: Upload = {
      path,
      contentType: headers['content-type'] ?? '',
      key: headers['x-trace-secret-key'] ?? '',
      bytes: r.postDataBuffer()?.length ?? 0,
      body: r.postData() ?? '',
      status: null,
    };
    uploads.push(upload);
    byRequest.set(r, upload);
  });
  page.on('response', (res) => {
    const upload = byRequest.get(res.request());
    if (upload) upload.status = res.status();
  });
  return uploads;
}

const eventsOfType = (events: StoredEvent[], type: string) => events.filter((e) => e.eventType === type);

test.describe('behaviour tracking reaches the ingest', () => {
  test('page load, navigation, a click, an error and a traced API call arrive; a replayed upload is stored once', async ({
    page,
    mall,
  }) => {
    await seedSession(page, mall.url);
    const uploads = recordUploads(page);
    const apiRequests: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/health') apiRequests.push(r);
    });

    // Not home: its new-customer popup masks the header the test taps until it is closed.
    await page.goto('order/list');
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(page);
    expect(sessionId).toMatch(/-\d{13}$/);

    // A client-side route change, as the router makes it.
    await page.evaluate(() => window.history.pushState({}, '', '/mbankmall/bulletin?from=e2e'));
    await page.getByTestId('mall-header').getByRole('heading').click();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom-e2e');
      });
    });
    const status = await page.evaluate(() =>
      fetch('/api/health', { headers: { bizLine: 'tu' } }).then((r) => r.status),
    );
    expect(status).toBe(200);

    await expect
      .poll(async () => [...new Set((await storedEvents(mall, sessionId)).map((e) => e.eventType))], {
        timeout: ARRIVAL_TIMEOUT,
      })
      .toEqual(
        expect.arrayContaining([
          'ClientStart',
          'PageLoad',
          'PageExit',
          'ClickUpload',
          'PageError',
          'ApiInvoke',
        ]),
      );
    await expectNothingLost(page, mall, sessionId);
    const events = await storedEvents(mall, sessionId);

    // First load of the tab: ClientStart comes first; the route change is an exit then a load.
    expect(events[0]?.eventType).toBe('ClientStart');
    const exit = eventsOfType(events, 'PageExit')[0];
    const load = eventsOfType(events, 'PageLoad')[0];
    expect(exit && load && exit.sequence < load.sequence).toBe(true);
    expect(exit?.data.exitId).toBe(events[0]?.data.pageLoadId);

    expect(eventsOfType(events, 'ClickUpload')[0]?.data).toMatchObject({
      type: expect.stringMatching(/^h\d$/),
    });
    expect(eventsOfType(events, 'PageError').map((e) => e.data.errorMessage)).toContainEqual(
      expect.stringContaining('boom-e2e'),
    );

    // The API call carried W3C trace headers, and its ApiInvoke names the same trace.
    const traceparent = (await apiRequests[0]?.allHeaders())?.traceparent ?? '';
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const invoke = eventsOfType(events, 'ApiInvoke').find((e) => e.data.apiName === '/api/health');
    expect(invoke).toMatchObject({
      channel: 'trace',
      data: { httpStatusCode: 200, traceId: traceparent.split('-')[1] },
    });

    // Every upload went to the same origin with the sit key and stayed within the 48 KB budget.
    expect(uploads.length).toBeGreaterThan(0);
    for (const u of uploads) {
      expect(u.key).toBe('mbankmallST');
      expect(u.bytes).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    }

    // A replayed upload (same eventIds) is answered ok and stored nowhere twice.
    const replayed = uploads.find((u) => u.status === 200);
    if (!replayed) throw new Error('no successful upload recorded');
    const res = await fetch(`${mall.url}${replayed.path}`, {
      method: 'POST',
      headers: { 'content-type': replayed.contentType, 'x-trace-secret-key': replayed.key },
      body: replayed.body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-trace-upload-status')).toBe('ok');
    const answer = (await res.json()) as { result: { received: number; stored: number; duplicates: number } };
    expect(answer.result.stored).toBe(0);
    expect(answer.result.duplicates).toBe(answer.result.received);
    const after = await storedEvents(mall, sessionId);
    expect(new Set(after.map((e) => e.eventId)).size).toBe(after.length);
    expect(after.length).toBeGreaterThanOrEqual(events.length);
  });

  test('the ingest down for a while, then up: every event arrives, with no sequence gap', async ({
    page,
    mall,
  }) => {
    await seedSession(page, mall.url);
    const uploads = recordUploads(page);
    await page.route('**/api/trace/**', (route) => route.abort('connectionrefused'));
    // Not home: its new-customer popup masks the header the test taps until it is closed.
    await page.goto('bulletin');
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(page);
    const heading = page.getByTestId('mall-header').getByRole('heading');
    for (let i = 0; i < 5; i++) {
      await heading.click();
      await page.evaluate((n) => window.history.pushState({}, '', `/mbankmall/bulletin?down=${n}`), i);
    }
    // Long enough for scheduled uploads to fail and back off.
    await expect.poll(() => uploads.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(2_500);
    expect(await lossOf(mall, sessionId)).toBeUndefined();

    await page.unroute('**/api/trace/**');
    for (let i = 0; i < 3; i++) await heading.click();
    await expectNothingLost(page, mall, sessionId);
    const events = await storedEvents(mall, sessionId);
    expect(eventsOfType(events, 'ClickUpload')).toHaveLength(8);
    expect(eventsOfType(events, 'PageLoad').length).toBeGreaterThanOrEqual(5);
  });

  test('a page closed before its upload: everything it built, the closing events too, arrives at the next start', async ({
    context,
    mall,
  }) => {
    const first = await context.newPage();
    await seedSession(first, mall.url);
    // The first page never reaches the ingest: not on schedule, not with its keep-alive on close.
    await context.route('**/api/trace/**', (route) => route.abort('connectionrefused'));
    // A product page, not home: home's once-a-day popup masks the header the test taps once its picture
    // has decoded, a race the tap lost under load.
    await first.goto(`${mall.url}/mbankmall/product/detail/SPU20002/SKU2000201`);
    // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
    await expect(first.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(first);
    await first.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom-before-close');
      });
    });
    await first.getByTestId('mall-header').getByRole('heading').click();
    const cached = await settledSequence(first);
    await first.close();

    // What the closing page left behind, read from a same-origin page that runs no tracker.
    const probe = await context.newPage();
    await probe.goto(`${mall.url}/api/health`);
    const closing = await probe.evaluate(() => {
      type Entry = { event: { eventType: string; sequence: number; pageLoadId: string | null } };
      // The pending-close slot of the tracker's stored-data object (spec §9).
      const data = JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}') as {
        pendingClose?: Record<string, Entry>;
      };
      const record = data.pendingClose ?? {};
      const session = JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { seq?: number };
      return { events: Object.values(record).map((e) => e.event), seq: session.seq ?? 0 };
    });
    await probe.close();
    // The pagehide PageExit (and PagePerformance, sent at the first hide) were numbered after
    // the events cached before the close, and written synchronously with those numbers.
    const closingExit = closing.events.find((e) => e.eventType === 'PageExit');
    expect(closingExit?.sequence).toBeGreaterThan(cached);
    expect(closing.seq).toBeGreaterThan(cached);
    await context.unroute('**/api/trace/**');

    const next = await context.newPage();
    await seedSession(next, mall.url);
    await next.goto(`${mall.url}/mbankmall/index`);
    // The second tab continues the same session and uploads what the first one left.
    expect((await trackerSession(next)).id).toBe(sessionId);
    // Every number handed out, the closing events' included, is stored: the loss report shows no gap.
    await expectNothingLost(next, mall, sessionId);
    const events = await storedEvents(mall, sessionId);
    expect(eventsOfType(events, 'PageError').map((e) => e.data.errorMessage)).toContainEqual(
      expect.stringContaining('boom-before-close'),
    );
    expect(eventsOfType(events, 'ClickUpload').length).toBeGreaterThanOrEqual(1);
    // The first page's exit arrives once, with the number it was given on pagehide.
    const firstLoad = events.find((e) => e.eventType === 'ClientStart')?.data.pageLoadId;
    const exits = eventsOfType(events, 'PageExit').filter((e) => e.data.exitId === firstLoad);
    expect(exits.map((e) => e.sequence)).toEqual([closingExit?.sequence]);
    for (const e of closing.events) {
      expect(events.find((s) => s.sequence === e.sequence)?.eventType).toBe(e.eventType);
    }
  });

  test('a page closed with the ingest up: its closing events leave at once in a keep-alive request', async ({
    context,
    mall,
  }) => {
    const page = await context.newPage();
    await seedSession(page, mall.url);
    // Not home: its new-customer popup masks the header the test taps until it is closed.
    await page.goto(`${mall.url}/mbankmall/bulletin`);
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(page);
    await page.getByTestId('mall-header').getByRole('heading').click();
    await expectNothingLost(page, mall, sessionId);
    await page.close();

    // No later start of the mall: a same-origin page without the tracker reads the counter.
    const probe = await context.newPage();
    await probe.goto(`${mall.url}/api/health`);
    await expectNothingLost(probe, mall, sessionId);
    const exit = eventsOfType(await storedEvents(mall, sessionId), 'PageExit');
    expect(exit.length).toBeGreaterThanOrEqual(1);
    await probe.close();
  });

  test("the tracker's later parts wait for the first screen: the first upload comes after load and the largest paint", async ({
    page,
    mall,
  }) => {
    await seedSession(page, mall.url);
    const uploads = recordUploads(page);
    await page.goto('index');
    // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(page);
    await expect.poll(() => uploads.length, { timeout: ARRIVAL_TIMEOUT }).toBeGreaterThan(0);
    const timing = await page.evaluate(async () => {
      const lcp = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().map((e) => e.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const upload = resources.find((r) => r.name.includes('/api/trace/'));
      return { load: nav.loadEventEnd, lcp, upload: upload?.startTime ?? -1 };
    });
    expect(timing.upload).toBeGreaterThan(timing.load);
    // The first screen's largest paint had settled: none came after the tracker began uploading.
    expect(timing.lcp.length).toBeGreaterThan(0);
    expect(timing.lcp.filter((t) => t >= timing.upload)).toEqual([]);
    await expectNothingLost(page, mall, sessionId);
  });

  test('a page closed before the deferred start: what it built is journaled and the next page delivers it', async ({
    context,
    mall,
  }) => {
    const first = await context.newPage();
    await seedSession(first, mall.url);
    const uploads = recordUploads(first);
    await first.goto(`${mall.url}/mbankmall/index`);
    // Closed as soon as the tracker has numbered its first events: the lazy parts begin a second or
    // more after the page's requests end, so nothing is in IndexedDB or on the wire yet.
    await expect.poll(async () => (await trackerSession(first)).seq).toBeGreaterThan(0);
    const { id: sessionId } = await trackerSession(first);
    expect(uploads).toEqual([]);
    await first.close();

    const probe = await context.newPage();
    await probe.goto(`${mall.url}/api/health`);
    const journaled = await probe.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}') as {
        pendingClose?: Record<string, { event: { eventType: string } }>;
      };
      return Object.values(data.pendingClose ?? {}).map((e) => e.event.eventType);
    });
    await probe.close();
    expect(journaled).toEqual(expect.arrayContaining(['ClientStart', 'PageExit']));

    const next = await context.newPage();
    await seedSession(next, mall.url);
    await next.goto(`${mall.url}/mbankmall/index`);
    await expectNothingLost(next, mall, sessionId);
    const events = await storedEvents(mall, sessionId);
    const firstLoad = events.find((e) => e.eventType === 'ClientStart')?.data.pageLoadId;
    expect(eventsOfType(events, 'PageExit').filter((e) => e.data.exitId === firstLoad)).toHaveLength(1);
  });

  test('a burst of large events is split into uploads of at most 48 KB, all stored', async ({
    page,
    mall,
  }) => {
    await seedSession(page, mall.url);
    const uploads = recordUploads(page);
    await page.goto('index');
    // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const { id: sessionId } = await trackerSession(page);
    // 150 clicks on buttons with 300 characters of hard-to-compress text each (the content cap).
    await page.evaluate(() => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      const noise = () =>
        Array.from({ length: 300 }, () => alphabet[Math.floor(Math.random() * 64)]).join('');
      const host = document.createElement('div');
      document.body.append(host);
      for (let i = 0; i < 150; i++) {
        const b = document.createElement('button');
        b.id = `burst-${i}`;
        b.textContent = noise();
        host.append(b);
        b.click();
      }
      host.remove();
    });
    await expectNothingLost(page, mall, sessionId);
    const clicks = eventsOfType(await storedEvents(mall, sessionId), 'ClickUpload');
    expect(clicks.filter((e) => String(e.data.widgetNo).startsWith('burst-'))).toHaveLength(150);
    const sizes = uploads.map((u) => u.bytes);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    // The bytes bound, not the 50-event count, split this burst: more than three uploads carried it.
    expect(uploads.filter((u) => u.path === '/api/trace/log').length).toBeGreaterThan(3);
  });
});
