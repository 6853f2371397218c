import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { TRACKING_HEADERS } from '../../schemas/tracking/constants';
import { expect, operatorTest as test } from './fixtures';
import { loginAs } from './login';
import type { MallServer } from './mallServer';

/**
 * Tracking as the wire shows it: every upload of a signed-in visit — a
 * bank sign-on round trip, a route change and a reload — is decoded the way the ingest decodes it
 * (docs/tracking.md: JSON, base64, or base64 of gzip), and checked for the login fields and for events
 * sent twice.
 */

async function operatorRead<T>(mall: MallServer, path: string): Promise<T> {
  const res = await fetch(`${mall.url}/api/trace/operator/${path}`, {
    headers: { 'x-operator-token': mall.operatorToken },
  });
  const body = (await res.json()) as { resCode: string; result: T };
  if (body.resCode !== '0000') throw new Error(`${path}: ${body.resCode}`);
  return body.result;
}

/**
 * Copies of already stored events the ingest received since it started in uploads not marked as resends
 * (TRACKING_HEADERS.resend): an event on the wire twice. It sees what the page cannot: the keep-alive
 * requests of a page already leaving.
 */
const unmarkedDuplicates = (mall: MallServer) =>
  operatorRead<{ sink: { unmarkedDuplicates: number } }>(mall, 'loss').then((r) => r.sink.unmarkedDuplicates);

/** Every event of the session the ingest stored, however it travelled (keep-alive requests included). */
const storedEvents = (mall: MallServer, sessionId: string) =>
  operatorRead<{ events: { event: WireEvent }[] }>(
    mall,
    `recent?limit=1000&sessionId=${encodeURIComponent(sessionId)}`,
  ).then((r) => r.events.map((e) => e.event));

interface WireEvent {
  eventId: string;
  eventType: string;
  sequence: number;
  sessionId: string;
  pageLoadId: string | null;
  isLogin: boolean;
  loginId: string;
  loginType: string;
  data: Record<string, unknown>;
}

interface Upload {
  resend: boolean;
  status: number | null;
  events: WireEvent[];
}

function decode(contentType: string, body: Buffer): unknown {
  const type = contentType.split(';')[0]?.trim() ?? '';
  if (type === 'application/zip')
    return JSON.parse(gunzipSync(Buffer.from(body.toString(), 'base64')).toString());
  if (type === 'text/plain') return JSON.parse(Buffer.from(body.toString(), 'base64').toString());
  return JSON.parse(body.toString());
}

function eventsOf(body: unknown): WireEvent[] {
  if (Array.isArray(body)) return body as WireEvent[];
  if (body && typeof body === 'object' && 'events' in body) return (body as { events: WireEvent[] }).events;
  return [body as WireEvent];
}

/** Every tracking upload the tab sends, decoded, with its resend mark and the answer's status. */
function recordUploads(page: Page): Upload[] {
  const uploads: Upload[] = [];
  const byRequest = new Map<unknown, Upload>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/trace/') || r.method() !== 'POST') return;
    const headers = r.headers();
    const upload: Upload = {
      resend: headers[TRACKING_HEADERS.resend] === '1',
      status: null,
      events: eventsOf(decode(headers['content-type'] ?? '', r.postDataBuffer() ?? Buffer.alloc(0))),
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

const trackerSession = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { id: string; seq: number },
  );

/**
 * Waits until the ingest stored every sequence number the session handed out, and returns those events.
 * Read from the ingest, not the page: a leaving page's keep-alive requests are not in the page's log.
 */
async function allDelivered(page: Page, mall: MallServer): Promise<WireEvent[]> {
  let stored: WireEvent[] = [];
  await expect
    .poll(
      async () => {
        const { id, seq } = await trackerSession(page);
        stored = await storedEvents(mall, id);
        const have = new Set(stored.map((e) => e.sequence));
        return Array.from({ length: seq }, (_, i) => i + 1).filter((n) => !have.has(n));
      },
      { timeout: 25_000, intervals: [500] },
    )
    .toEqual([]);
  return stored;
}

test.describe('tracking on the wire', () => {
  test('the page reaches network idle: upload answers finish loading (finding 10)', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0001', { path: '/index' });
    const uploads = recordUploads(page);
    await page.reload({ waitUntil: 'networkidle' });
    // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    // Uploads keep going every 2 s; network idle is reached between them, every time.
    await expect.poll(() => uploads.filter((u) => u.status === 200).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.history.pushState({}, '', '/mbankmall/bulletin'));
    await expect.poll(() => uploads.filter((u) => u.status === 200).length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
  });

  test('a signed-in visit with a sign-on round trip and a reload: login fields on every event, no event sent twice', async ({
    page,
    mall,
  }) => {
    const duplicatesBefore = await unmarkedDuplicates(mall);
    const uploads = recordUploads(page);
    // Anonymous first, then through the real bank sign-on page and back.
    const { userCode } = await loginAs(page, mall.url, 'C0001', { via: 'sso', path: '/index' });
    expect(userCode).not.toBe('');

    // A route change of the signed-in shopper, then a full reload of the tab.
    const pageNo = () => page.evaluate(() => Number(sessionStorage.getItem('mbm_trk_page_no') ?? '0'));
    await page.evaluate(() => window.history.pushState({}, '', '/mbankmall/bulletin?from=wire'));
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/mbankmall/bulletin');
    const routeChangePageNo = await pageNo();
    await page.reload();
    // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    const reloadPageNo = await pageNo();
    expect(reloadPageNo).toBeGreaterThan(routeChangePageNo);
    const stored = await allDelivered(page, mall);

    // What the page saw on the wire and what the ingest stored (the leaving pages' keep-alive requests too).
    const all = [...uploads.flatMap((u) => u.events), ...stored];
    expect(all.length).toBeGreaterThan(0);

    // Login fields agree on every event: signed in = a login id and the login type 'sso'; signed out = neither.
    for (const e of all) {
      expect({ isLogin: e.isLogin, loginType: e.loginType, hasId: e.loginId !== '' }).toEqual(
        e.isLogin
          ? { isLogin: true, loginType: 'sso', hasId: true }
          : { isLogin: false, loginType: '', hasId: false },
      );
      if (e.isLogin) expect(e.loginId).toBe(userCode);
    }

    // Once signed in, every event carries the user: the route change's page and the reloaded page, whose
    // first PageLoad is sent before any API answer (the user code was in session storage at start).
    for (const no of [routeChangePageNo, reloadPageNo]) {
      const load = all.find((e) => e.eventType === 'PageLoad' && e.data.pageNo === no);
      expect(load, `PageLoad of page ${no}`).toMatchObject({
        isLogin: true,
        loginId: userCode,
        loginType: 'sso',
      });
      for (const e of all.filter((x) => x.pageLoadId === load?.pageLoadId)) {
        expect({ type: e.eventType, isLogin: e.isLogin }).toEqual({ type: e.eventType, isLogin: true });
      }
    }
    // The sign-on round trip happened: an anonymous page before it, a signed-in one after.
    expect(all.some((e) => !e.isLogin)).toBe(true);

    // No upload carries an event twice; across uploads an event goes out once, and a second time only in
    // an upload marked as a resend (its first upload went unanswered: the page left for the sign-on page).
    for (const u of uploads) {
      const ids = u.events.map((e) => e.eventId);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const unmarked = uploads.filter((u) => !u.resend).flatMap((u) => u.events.map((e) => e.eventId));
    expect(unmarked.filter((id, i) => unmarked.indexOf(id) !== i)).toEqual([]);
    // A resend may itself go unanswered (the page reloads before the answer) and go out marked once more.
    // What the page shows misses the keep-alive requests of a page already leaving; the ingest sees every
    // copy: none of an already stored event came unmarked.
    expect(await unmarkedDuplicates(mall)).toBe(duplicatesBefore);
    // Each PageExit on the wire once (resends aside), and each sequence number given to one event only.
    const bySeq = new Map<number, string>();
    for (const e of all) {
      const id = bySeq.get(e.sequence);
      if (id !== undefined) expect(id).toBe(e.eventId);
      bySeq.set(e.sequence, e.eventId);
    }
  });
});
