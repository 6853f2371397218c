import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer, AnalyticsTrendAnswer } from '../../schemas/api/booth-figures';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import type { TrackEvent } from '../../schemas/tracking';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { DAY_MS, LOCAL_OFFSET_MS } from '../../server/domain/local-day';
import { asJson, stayEvent } from '../../server/ingest/testing/events';
import { call, startTestServer, type TestServer } from './helpers';
import { newCustomer, ORDER, ok, type Shopper } from './shopping-helpers';

/**
 * The operators' figures (ADR 0058): a close is not a click, figures are per version with
 * removed blocks kept, unique visitors, orders attributed once to the last clicked block, a daily trend, a
 * CSV. Events go through the real ingest; orders through the real create-order with the tracker's headers.
 */
const KEY = 'mbankmallST';
const SUITCASE = 'SKU2400101';
const PAGE = 'code-10';

let server: TestServer;
let buyer: Shopper & { userCode: string };
let pageId: string;
let v1: number;
let v2: number;
let keptBlock: string;
let removedBlock: string;
const token = () => ({ 'x-operator-token': server.operatorToken });

async function operator<T>(method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown): Promise<T> {
  return ok(await call<T>(server.url, `/api/booth/operator${path}`, { method, json, headers: token() }));
}

/** A booth block event of one visitor's session, happening `ago` ms before the server's now. */
function blockEvent(
  type: 'BlockExposure' | 'BlockClick' | 'BlockDismiss',
  at: { device: string; session: string; seq: number; ago?: number },
  block: { version: number; blockId: string; blockType?: string; variant?: string },
): TrackEvent {
  return stayEvent(at.seq, {
    eventId: `${at.session}-${at.seq}-${randomUUID()}`,
    deviceId: at.device,
    sessionId: at.session,
    time: server.now() - (at.ago ?? 60_000),
    eventType: type,
    data: { pageId, blockType: 'picture', ...block },
  } as Partial<TrackEvent>);
}

/** The create-order call's ApiInvoke, as the tracker sends it on the trace channel. */
function orderCall(at: { device: string; session: string; seq: number }, traceId: string): TrackEvent {
  return stayEvent(at.seq, {
    eventId: `${at.session}-${at.seq}-${randomUUID()}`,
    deviceId: at.device,
    sessionId: at.session,
    time: server.now() - 30_000,
    channel: 'trace',
    eventType: 'ApiInvoke',
    data: {
      traceId,
      spanId: 'b'.repeat(16),
      beginTime: server.now() - 31_000,
      endTime: server.now() - 30_000,
      elapsedTime: 1000,
      method: 'POST',
      apiName: '/api/order/create-order',
      apiParams: '{}',
      httpStatusCode: 200,
      responseCode: '0000',
      errorCode: 'SUC0000',
      url: `${server.url}/api/order/create-order`,
      path: '/mbankmall/order/confirm',
      pageLoadId: 'pl-1',
      businessId: 'mall',
    },
  } as Partial<TrackEvent>);
}

async function upload(events: TrackEvent[]): Promise<void> {
  for (const channel of ['normal', 'trace'] as const) {
    const batch = events.filter((e) => e.channel === channel);
    if (batch.length === 0) continue;
    const body = asJson(batch);
    const res = await fetch(`${server.url}${TRACKING_ENDPOINTS[channel]}`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, [TRACKING_HEADERS.secretKey]: KEY },
      body: body.body,
    });
    expect(res.status).toBe(200);
  }
}

/** Places an order as the app does: create-order carrying the tracker's trace headers. */
async function placeOrder(traceId: string, uniqueCode = randomUUID()): Promise<string> {
  const info = confirmationInfoResultSchema.parse(
    ok(await buyer.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SUITCASE, quantity: 1 })),
  );
  const res = await call(server.url, `${ORDER}/create-order`, {
    method: 'POST',
    userCode: buyer.userCode,
    json: { confirmToken: info.confirmToken, addressId: info.address?.addressId ?? 0 },
    headers: { uniqueCode, 'x-trace-id': traceId, 'x-span-id': 'a'.repeat(16) },
  });
  return createOrderResultSchema.parse(ok(res)).orderNo;
}

const figures = (query = '') =>
  operator<AnalyticsAnswer>('GET', `/pages/${PAGE}/analytics?from=${server.now() - DAY_MS}${query}`);
const rowOf = (answer: AnalyticsAnswer, version: number, blockId: string) =>
  answer.blocks.find((b) => b.version === version && b.blockId === blockId);
const hex = () => randomUUID().replaceAll('-', '');

beforeAll(async () => {
  server = await startTestServer({ env: 'sit', ingest: { keys: [KEY] } });
  buyer = await newCustomer(server, { no: 'C9360', nick: 'Figures', addressName: '冯数' });
  // The home page as shoppers get it (v1), then a v2 without its last block.
  const live = await operator<{ layout: { pageId: string; blocks: { id: string }[] }; version: number }>(
    'GET',
    `/pages/${PAGE}/layout`,
  );
  pageId = live.layout.pageId;
  v1 = live.version;
  const blocks = live.layout.blocks;
  keptBlock = blocks[0]?.id ?? '';
  removedBlock = blocks[blocks.length - 1]?.id ?? '';
  await operator('PUT', `/pages/${PAGE}/draft`, { ...live.layout, blocks: blocks.slice(0, -1) });
  v2 = (await operator<{ version: number }>('POST', `/pages/${PAGE}/publish`, {})).version;
});
afterAll(() => server?.stop());

describe('booth figures', () => {
  it('counts a close as a dismissal, never as a click', async () => {
    const at = { device: 'dev-close', session: 'sess-close' };
    await upload([
      blockEvent('BlockExposure', { ...at, seq: 1 }, { version: v2, blockId: 'popup-x', blockType: 'popup' }),
      blockEvent('BlockDismiss', { ...at, seq: 2 }, { version: v2, blockId: 'popup-x', blockType: 'popup' }),
      blockEvent('BlockDismiss', { ...at, seq: 3 }, { version: v2, blockId: 'popup-x', blockType: 'popup' }),
      blockEvent('BlockClick', { ...at, seq: 4 }, { version: v2, blockId: 'popup-x', blockType: 'popup' }),
    ]);
    expect(rowOf(await figures(), v2, 'popup-x')).toMatchObject({
      blockType: 'popup',
      exposures: 1,
      clicks: 1,
      dismissals: 2,
    });
  });

  it('keeps each version apart with unique visitors, and a removed block in its version', async () => {
    const a = { device: 'dev-a', session: 'sess-a' };
    const b = { device: 'dev-b', session: 'sess-b' };
    await upload([
      // v1: two visitors see the block v2 removed, one of them twice (two page views); one taps it.
      blockEvent(
        'BlockExposure',
        { ...a, seq: 1, ago: 3 * 3_600_000 },
        { version: v1, blockId: removedBlock },
      ),
      blockEvent(
        'BlockExposure',
        { ...a, seq: 2, ago: 3 * 3_600_000 },
        { version: v1, blockId: removedBlock },
      ),
      blockEvent(
        'BlockExposure',
        { ...b, seq: 1, ago: 3 * 3_600_000 },
        { version: v1, blockId: removedBlock },
      ),
      blockEvent('BlockClick', { ...b, seq: 2, ago: 3 * 3_600_000 }, { version: v1, blockId: removedBlock }),
      blockEvent('BlockExposure', { ...a, seq: 3, ago: 3 * 3_600_000 }, { version: v1, blockId: keptBlock }),
      // v2: the kept block, seen by one visitor.
      blockEvent('BlockExposure', { ...b, seq: 3 }, { version: v2, blockId: keptBlock }),
    ]);
    const all = await figures();
    expect(rowOf(all, v1, removedBlock)).toMatchObject({ exposures: 3, visitors: 2, clicks: 1, clickers: 1 });
    expect(rowOf(all, v1, keptBlock)).toMatchObject({ exposures: 1, visitors: 1 });
    expect(rowOf(all, v2, keptBlock)).toMatchObject({ exposures: 1, visitors: 1, clicks: 0 });
    expect(rowOf(all, v2, removedBlock)).toBeUndefined();
    expect(all.versions.map((v) => v.version).slice(0, 2)).toEqual([v2, v1]);
    expect(all.versions.find((v) => v.live)?.version).toBe(v2);

    // One version asked for: only its rows, its layout's silent blocks at zero; the old version keeps the removed block.
    const only2 = await figures(`&version=${v2}`);
    expect(new Set(only2.blocks.map((r) => r.version))).toEqual(new Set([v2]));
    expect(only2.blocks.find((r) => r.blockId === removedBlock)).toBeUndefined();
    const silent = only2.blocks.find((r) => r.blockId !== keptBlock && r.blockId !== 'popup-x');
    expect(silent).toMatchObject({ exposures: 0, clicks: 0, orders: 0 });
    const only1 = await figures(`&version=${v1}`);
    expect(rowOf(only1, v1, removedBlock)).toMatchObject({ exposures: 3, visitors: 2 });
  });

  it('attributes each order once, to the last block clicked before it in the same session', async () => {
    const s = { device: 'dev-buyer', session: 'sess-buyer' };
    const trace = hex();
    const uniqueCode = randomUUID();
    const orderNo = await placeOrder(trace, uniqueCode);
    // The same submit retried (another call, another trace): the same order, still one.
    const retried = hex();
    expect(await placeOrder(retried, uniqueCode)).toBe(orderNo);
    await upload([
      blockEvent('BlockClick', { ...s, seq: 1 }, { version: v2, blockId: keptBlock }),
      blockEvent('BlockClick', { ...s, seq: 2 }, { version: v2, blockId: 'banner-last' }),
      // A close after the last click does not take the order.
      blockEvent('BlockDismiss', { ...s, seq: 3 }, { version: v2, blockId: 'popup-x', blockType: 'popup' }),
      orderCall({ ...s, seq: 4 }, trace),
      orderCall({ ...s, seq: 5 }, retried),
      // A click after the order is not what led to it.
      blockEvent('BlockClick', { ...s, seq: 6 }, { version: v2, blockId: 'after-order' }),
    ]);
    // Another session's order with no click before it converts nothing.
    const lone = { device: 'dev-lone', session: 'sess-lone' };
    const loneTrace = hex();
    await placeOrder(loneTrace);
    await upload([
      orderCall({ ...lone, seq: 1 }, loneTrace),
      blockEvent('BlockClick', { ...lone, seq: 2 }, { version: v2, blockId: keptBlock }),
    ]);

    const all = await figures();
    expect(rowOf(all, v2, 'banner-last')?.orders).toBe(1);
    expect(rowOf(all, v2, keptBlock)?.orders).toBe(0);
    expect(rowOf(all, v2, 'after-order')?.orders).toBe(0);
    expect(rowOf(all, v2, 'popup-x')?.orders).toBe(0);
    expect(all.blocks.reduce((n, r) => n + r.orders, 0)).toBe(1);
  });

  it('lists every China day of the trend, the events on their own day', async () => {
    const trend = await operator<AnalyticsTrendAnswer>('GET', `/pages/${PAGE}/analytics/daily?days=14`);
    expect(trend.days).toHaveLength(14);
    const today = new Date(server.now() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
    expect(trend.days.at(-1)?.day).toBe(today);
    const total = trend.days.reduce((n, d) => n + d.exposures, 0);
    // Every exposure sent above, on whichever day (today or yesterday) 3 hours ago fell.
    expect(total).toBe(6);
    expect(trend.days.reduce((n, d) => n + d.orders, 0)).toBe(1);
    const month = await operator<AnalyticsTrendAnswer>('GET', `/pages/${PAGE}/analytics/daily?days=30`);
    expect(month.days).toHaveLength(30);
    const v1Only = await operator<AnalyticsTrendAnswer>(
      'GET',
      `/pages/${PAGE}/analytics/daily?days=14&version=${v1}`,
    );
    expect(v1Only.days.reduce((n, d) => n + d.exposures, 0)).toBe(4);
  });

  it('exports the figures as CSV, a formula-leading block id defused', async () => {
    await upload([
      blockEvent(
        'BlockExposure',
        { device: 'dev-csv', session: 'sess-csv', seq: 1 },
        { version: v2, blockId: '=HYPERLINK("x")' },
      ),
    ]);
    const res = await fetch(
      `${server.url}/api/booth/operator/pages/${PAGE}/analytics/export?from=${server.now() - DAY_MS}&version=${v2}`,
      { headers: token() },
    );
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="figures-code-10-\d+-/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"pageKey","version","blockId","blockType","exposures","visitors","clicks","clickers","dismissals","orders","clickRate","orderRate"',
    );
    expect(lines).toContain(
      `"code-10","${v2}","'=HYPERLINK(""x"")","picture","1","1","0","0","0","0","0.0000",""`,
    );
    expect(lines).toContain(`"code-10","${v2}","banner-last","picture","0","0","1","1","0","1","","1.0000"`);
    expect(lines.every((l, i) => i === 0 || l.startsWith(`"code-10","${v2}"`))).toBe(true);
  });
});
