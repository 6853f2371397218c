import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentView } from '../../schemas/api/booth-experiments';
import { CONSENT_COOKIE } from '../../schemas/api/consent-cookie';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { confirmationInfoResultSchema } from '../../schemas/api/order';
import type { TrackEvent } from '../../schemas/tracking';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { asJson, stayEvent } from '../../server/ingest/testing/events';
import { call, startTestServer, type TestServer } from './helpers';
import { newCustomer, ORDER, ok } from './shopping-helpers';

/**
 * Experiments and audiences on booth pages (ADR 0056), through the HTTP API: shoppers get
 * their variant from the server and keep it; audience rules pick by elder mode and new customers; the figures
 * per variant add up to the page's; ending promotes a variant for everyone; with approval on, starting one is
 * a change request.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function op<T = unknown>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, base = server) {
  const res = await fetch(`${base.url}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: base.operatorToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const picture = (id: string, src = id) => ({
  id,
  type: 'picture',
  props: { image: { src: `/api/file-storage/file/booth/${src}.jpg`, width: 750, height: 300 } },
});
const layoutOf = (pageId: string, blocks: unknown[]) => ({
  schemaVersion: 2,
  pageId,
  pageCode: null,
  title: 'Experiment',
  version: 1,
  blocks,
});

/** Publishes each layout in turn as versions 1, 2, …; returns nothing, the versions are what the test names. */
async function publishVersions(pageId: string, versions: unknown[][]): Promise<void> {
  for (const blocks of versions) {
    expect((await op('PUT', `/pages/id-${pageId}/draft`, layoutOf(pageId, blocks))).status).toBe(200);
    expect((await op('POST', `/pages/id-${pageId}/publish`, {})).status).toBe(200);
  }
}

/** The SPA's word that the shopper agreed to collection (ADR 0075): the server keeps a visitor id only then. */
const AGREED = `${CONSENT_COOKIE}=1`;
const REFUSED = `${CONSENT_COOKIE}=0`;

/**
 * A visitor cookie as the server makes them (32 hex, then when it was first seen, base 36), sent by a shopper
 * who agreed to collection.
 */
const visitor = (n: number, firstSeenAt = server.now() - 3 * 86_400_000) => {
  const id = createHash('md5').update(`experiment-visitor-${n}`).digest('hex');
  const vid = `mbm_vid=${id}.${firstSeenAt.toString(36)}`;
  return { id, vid, cookie: `${vid}; ${AGREED}` };
};

interface Served {
  version: number;
  blocks: { id: string; props: { image: { src: string } } }[];
}
async function shopperSees(
  pageId: string,
  cookie?: string,
): Promise<{ layout: Served; setCookie: string | null }> {
  const res = await fetch(`${server.url}/api/booth/page?pageId=${pageId}`, {
    headers: cookie ? { cookie } : {},
  });
  const body = (await res.json()) as Envelope<{ layout: Served }>;
  return { layout: body.result.layout, setCookie: res.headers.get('set-cookie') };
}

let eventSeq = 0;
/**
 * One block event as the tracker uploads it: from its own device id (kept in localStorage, unlike the server's
 * visitor id), with the visitor cookie the page left when there is one (uploads go to the mall's origin).
 */
async function track(
  from: { deviceId: string; cookie?: string },
  pageId: string,
  type: 'BlockExposure' | 'BlockClick',
  blockId: string,
) {
  eventSeq += 1;
  const event = {
    ...stayEvent(1, {
      eventId: `exp-ev-${eventSeq}`,
      // On the device's clock, which agrees with the server's: the page's figures read the event's own time.
      time: server.now(),
      deviceId: from.deviceId,
      sessionId: `exp-s-${eventSeq}`,
    }),
    eventType: type,
    data: { pageId, blockId, blockType: 'picture', version: 1 },
  } as TrackEvent;
  const enc = asJson([event]);
  const res = await fetch(`${server.url}${TRACKING_ENDPOINTS.normal}`, {
    method: 'POST',
    headers: {
      'content-type': enc.contentType,
      [TRACKING_HEADERS.secretKey]: 'mbankmallST',
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    body: enc.body,
  });
  expect(res.status).toBe(200);
}

/** The tracker's own id on visitor n's device: not the server's visitor id. */
const trackerOf = (n: number) => ({
  deviceId: createHash('md5').update(`tracker-device-${n}`).digest('hex'),
  cookie: visitor(n).cookie,
});

describe('a split experiment', () => {
  const pageId = 'exp-split';
  let experiment: ExperimentView;

  it('starts on two saved versions, 50/50', async () => {
    await publishVersions(pageId, [[picture('hero', 'old')], [picture('hero', 'new')]]);
    const created = await op<ExperimentView>('POST', `/pages/id-${pageId}/experiments`, {
      name: 'Hero picture',
      mode: 'split',
      variants: [
        { label: 'Old hero', source: { kind: 'version', version: 1 }, weight: 50 },
        { label: 'New hero', source: { kind: 'version', version: 2 }, weight: 50 },
      ],
    });
    expect(created.status).toBe(200);
    experiment = created.body.result;
    expect(experiment.state).toBe('running');
    expect(experiment.variants.map((v) => v.key)).toEqual(['A', 'B']);
    // One at a time per page.
    const second = await op('POST', `/pages/id-${pageId}/experiments`, {
      name: 'Again',
      mode: 'split',
      variants: [
        { label: 'a', source: { kind: 'version', version: 1 }, weight: 50 },
        { label: 'b', source: { kind: 'version', version: 2 }, weight: 50 },
      ],
    });
    expect(second.status).toBe(409);
  });

  it('refuses a split that does not add up to 100 %, in the caller’s words', async () => {
    const res = await op('POST', '/pages/id-exp-split/experiments', {
      name: 'Bad',
      mode: 'split',
      variants: [
        { label: 'a', source: { kind: 'version', version: 1 }, weight: 50 },
        { label: 'b', source: { kind: 'version', version: 2 }, weight: 40 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toContain('100');
  });

  it('gives a new shopper who agreed a visitor cookie, and the same variant on every later request', async () => {
    const first = await shopperSees(pageId, AGREED);
    expect(first.setCookie).toMatch(/^mbm_vid=[0-9a-f]{32}\.[0-9a-z]+;/);
    const cookie = `${(first.setCookie ?? '').split(';')[0] ?? ''}; ${AGREED}`;
    for (let i = 0; i < 5; i++) {
      const again = await shopperSees(pageId, cookie);
      expect(again.layout.blocks[0]?.props.image.src).toBe(first.layout.blocks[0]?.props.image.src);
      expect(again.setCookie).toBeNull();
    }
  });

  it('stores no visitor id before consent or after a refusal: the control (A), and no cookie', async () => {
    const control = '/api/file-storage/file/booth/old.jpg';
    const src = async (cookie?: string) =>
      (await shopperSees(pageId, cookie)).layout.blocks[0]?.props.image.src;
    // A shopper who agreed and whom the split puts in B (one of the 40 visitors counted below).
    let inB: ReturnType<typeof visitor> | undefined;
    for (let n = 0; n < 40 && !inB; n++) {
      if ((await src(visitor(n).cookie)) !== control) inB = visitor(n);
    }
    if (!inB) throw new Error('no visitor in B among 40');
    for (const cookie of [undefined, REFUSED, inB.vid]) {
      for (let i = 0; i < 3; i++) {
        const seen = await shopperSees(pageId, cookie);
        expect(seen.layout.blocks[0]?.props.image.src, String(cookie)).toBe(control);
        expect(seen.setCookie, String(cookie)).toBeNull();
      }
    }
    // The same device after a refusal or a revoke: its visitor id is not read, and is deleted (it is HttpOnly,
    // so only the server can); agreeing again makes a new one.
    const refused = await shopperSees(pageId, `${inB.vid}; ${REFUSED}`);
    expect(refused.layout.blocks[0]?.props.image.src).toBe(control);
    expect(refused.setCookie).toMatch(/^mbm_vid=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await src(inB.cookie)).not.toBe(control);
  });

  it('splits visitors between both variants, each keeping its own', async () => {
    const seen = new Map<string, string>();
    for (let n = 0; n < 40; n++) {
      const v = visitor(n);
      const src = (await shopperSees(pageId, v.cookie)).layout.blocks[0]?.props.image.src ?? '';
      seen.set(v.id, src);
      expect((await shopperSees(pageId, v.cookie)).layout.blocks[0]?.props.image.src).toBe(src);
    }
    const sources = [...seen.values()];
    expect(new Set(sources)).toEqual(
      new Set(['/api/file-storage/file/booth/old.jpg', '/api/file-storage/file/booth/new.jpg']),
    );
  });

  it('counts exposures and clicks per variant, adding up to the page’s figures', async () => {
    server.advance(1000);
    // Visitors 0-19 see the hero once and half of them tap it, each from its tracker's own device id.
    for (let n = 0; n < 20; n++) {
      await track(trackerOf(n), pageId, 'BlockExposure', 'hero');
      if (n % 2 === 0) await track(trackerOf(n), pageId, 'BlockClick', 'hero');
    }
    // A device whose uploads never carried a visitor cookie.
    await track({ deviceId: 'f'.repeat(32) }, pageId, 'BlockExposure', 'hero');
    server.advance(1000);
    const list = await op<{ experiments: ExperimentView[] }>('GET', `/pages/id-${pageId}/experiments`);
    expect(list.status).toBe(200);
    const figures = list.body.result.experiments[0]?.figures;
    expect(figures).toBeDefined();
    if (!figures) return;
    const sum = (k: 'exposures' | 'clicks') => figures.variants.reduce((s, v) => s + v[k], 0);
    // 41 visitors were served (the new shopper and 40 with cookies); the tracker devices are not visitors.
    expect(figures.variants.reduce((s, v) => s + v.visitors, 0)).toBe(41);
    expect(sum('exposures')).toBe(20);
    expect(sum('clicks')).toBe(10);
    expect(figures.unattributed).toEqual({ exposures: 1, clicks: 0 });
    expect(sum('exposures') + figures.unattributed.exposures).toBe(figures.page.exposures);
    expect(sum('clicks') + figures.unattributed.clicks).toBe(figures.page.clicks);
    // The page's own per-block figures over the same period say the same.
    const analytics = await op<{ blocks: { exposures: number; clicks: number }[] }>(
      'GET',
      `/pages/id-${pageId}/analytics?from=${figures.from}&to=${figures.to}`,
    );
    const blocks = analytics.body.result.blocks;
    expect(blocks.reduce((s, b) => s + b.exposures, 0)).toBe(figures.page.exposures);
    expect(blocks.reduce((s, b) => s + b.clicks, 0)).toBe(figures.page.clicks);
    // Each variant has its CTR with a Wilson interval, and 20 exposures are far from a significant difference.
    for (const v of figures.variants) {
      if (v.exposures === 0) continue;
      expect(v.ctr).toBeCloseTo(v.clicks / v.exposures, 9);
      expect(v.ctrInterval?.low).toBeLessThanOrEqual(v.ctr ?? 0);
      expect(v.ctrInterval?.high).toBeGreaterThanOrEqual(v.ctr ?? 1);
    }
    expect(figures.comparisons[0]?.message).toBe('差异尚不显著');
    expect(figures.comparisons[0]?.significant).toBe(false);
  });

  it('counts an order for the variant its visitor was served', async () => {
    const buyer = await newCustomer(server, { no: 'EXP001', nick: 'Exp', addressName: 'Exp' });
    const cookieFor = (n: number) => ({ cookie: visitor(n).cookie });
    const order = async (n: number) => {
      const post = (path: string, json: unknown) =>
        call(server.url, `${ORDER}/${path}`, {
          method: 'POST',
          userCode: buyer.userCode,
          json,
          headers: { uniqueCode: randomUUID(), ...cookieFor(n) },
        });
      const info = confirmationInfoResultSchema.parse(
        ok(await post('confirmation-info', { source: 'buyNow', skuNo: 'SKU2500401', quantity: 1 })),
      );
      ok(
        await post('create-order', {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId ?? 0,
        }),
      );
    };
    // Visitors 0 and 1 each order once; which variant each is in is the server's choice, read back here.
    await order(0);
    await order(1);
    server.advance(1000);
    const list = await op<{ experiments: ExperimentView[] }>('GET', `/pages/id-${pageId}/experiments`);
    const figures = list.body.result.experiments[0]?.figures;
    const variantOf = async (n: number) =>
      (await shopperSees(pageId, visitor(n).cookie)).layout.blocks[0]?.props.image.src.includes('old')
        ? 'A'
        : 'B';
    const expected = { A: 0, B: 0 };
    for (const n of [0, 1]) expected[await variantOf(n)] += 1;
    expect(Object.fromEntries((figures?.variants ?? []).map((v) => [v.key, v.orders]))).toEqual(expected);
    for (const v of figures?.variants ?? []) {
      expect(v.orderRate).toBeCloseTo(v.orders / v.visitors, 9);
    }
  });

  it('ends by promoting a variant: every shopper then gets it as the page’s next version', async () => {
    const ended = await op<{ version: number; promotedVariant: string }>(
      'POST',
      `/pages/id-${pageId}/experiments/${experiment.id}/end`,
      { promote: 'B' },
    );
    expect(ended.status).toBe(200);
    expect(ended.body.result).toMatchObject({ promotedVariant: 'B', version: 3 });
    for (let n = 0; n < 10; n++) {
      const seen = (await shopperSees(pageId, visitor(n).cookie)).layout;
      expect(seen.version).toBe(3);
      expect(seen.blocks[0]?.props.image.src).toBe('/api/file-storage/file/booth/new.jpg');
    }
    const again = await op('POST', `/pages/id-${pageId}/experiments/${experiment.id}/end`, { promote: 'A' });
    expect(again.status).toBe(409);
    const list = await op<{ experiments: ExperimentView[] }>('GET', `/pages/id-${pageId}/experiments`);
    expect(list.body.result.experiments[0]).toMatchObject({
      state: 'ended',
      promotedVariant: 'B',
      promotedVersion: 3,
    });
  });
});

describe('an audience experiment', () => {
  const pageId = 'exp-audience';

  it('shows elder mode, new customers and everyone else their own variant, one block replaced', async () => {
    await publishVersions(pageId, [[picture('hero', 'base'), picture('foot', 'foot')]]);
    const created = await op<ExperimentView>('POST', `/pages/id-${pageId}/experiments`, {
      name: 'Audiences',
      mode: 'audience',
      variants: [
        {
          label: 'Elder',
          source: { kind: 'block', blockId: 'hero', block: picture('hero', 'elder') },
          audience: { elder: true },
        },
        {
          label: 'New',
          source: { kind: 'block', blockId: 'hero', block: picture('hero', 'welcome') },
          audience: { customer: 'new' },
        },
        { label: 'Others', source: { kind: 'version', version: 1 } },
      ],
    });
    expect(created.status).toBe(200);
    const hero = async (cookie: string) =>
      (await shopperSees(pageId, cookie)).layout.blocks[0]?.props.image.src;
    const returning = visitor(100);
    const fresh = visitor(101, server.now());
    expect(await hero(`${returning.cookie}; mall_elder=1`)).toBe('/api/file-storage/file/booth/elder.jpg');
    expect(await hero(`${fresh.cookie}; mall_elder=1`)).toBe('/api/file-storage/file/booth/elder.jpg');
    expect(await hero(fresh.cookie)).toBe('/api/file-storage/file/booth/welcome.jpg');
    expect(await hero(`${fresh.cookie}; mall_elder=0`)).toBe('/api/file-storage/file/booth/welcome.jpg');
    expect(await hero(returning.cookie)).toBe('/api/file-storage/file/booth/base.jpg');
    // The block not replaced is the live one's.
    expect((await shopperSees(pageId, fresh.cookie)).layout.blocks[1]?.id).toBe('foot');
  });

  it('refuses an audience list whose last variant has a rule', async () => {
    const res = await op('POST', '/pages/id-exp-split/experiments', {
      name: 'No fallback',
      mode: 'audience',
      variants: [
        { label: 'a', source: { kind: 'version', version: 1 }, audience: { elder: true } },
        { label: 'b', source: { kind: 'version', version: 2 }, audience: { customer: 'new' } },
      ],
    });
    expect(res.status).toBe(400);
  });
});

describe('a malformed page key or experiment id', () => {
  it('answers 400 saying how to write one, as the rest of the booth operator API does', async () => {
    const list = await op('GET', '/pages/nonsense/experiments');
    expect(list.status).toBe(400);
    expect(list.body.resMsg).toContain('code-<pageCode>');
    const end = await op('POST', '/pages/id-exp-split/experiments/three/end', { promote: 'A' });
    expect(end.status).toBe(400);
    expect(end.body.resMsg).toContain('invalid experiment id');
  });
});

describe('with maker-checker on', () => {
  it('makes starting an experiment a change request: nothing starts until a second operator approves', async () => {
    const checked = await startTestServer({ operatorApproval: true });
    try {
      const pageId = 'exp-approval';
      const draft = await op(
        'PUT',
        `/pages/id-${pageId}/draft`,
        layoutOf(pageId, [picture('hero')]),
        checked,
      );
      expect(draft.status).toBe(200);
      const res = await op<{ changeRequest: { id: number; state: string } }>(
        'POST',
        `/pages/id-${pageId}/experiments`,
        {
          name: 'Needs a second person',
          mode: 'split',
          variants: [
            { label: 'a', source: { kind: 'version', version: 1 }, weight: 50 },
            { label: 'b', source: { kind: 'version', version: 2 }, weight: 50 },
          ],
        },
        checked,
      );
      expect(res.status).toBe(202);
      expect(res.body.result.changeRequest.state).toBe('pending');
      const list = await op<{ experiments: unknown[] }>(
        'GET',
        `/pages/id-${pageId}/experiments`,
        undefined,
        checked,
      );
      expect(list.body.result.experiments).toEqual([]);
    } finally {
      await checked.stop();
    }
  });
});
