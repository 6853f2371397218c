import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { productBaseSchema } from '../../schemas/api/product';
import { operatorProductListSchema, operatorProductSchema } from '../../schemas/api/product-operator';
import { offlineDetailQuerySchema, offlineListSchema, storeListSchema } from '../../schemas/api/store';
import { operatorOfflineStoreListSchema, operatorStoreListSchema } from '../../schemas/api/store-operator';
import { catalogueOperatorMessages } from '../../server/i18n/catalogue-operator';
import { call, login, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok } from './shopping-helpers';

/**
 * The console's products and stores API (ADR 0068), with approval on: who
 * may call it, the bodies it refuses at once, that nothing reaches shoppers before a second operator
 * approves, what the audit log says, and what shoppers then read.
 */
const P = '/api/operator/products';
const S = '/api/operator/stores';
const O = '/api/operator/offline-stores';
const BASE = '/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001';
const PASSWORD = 'a passphrase long enough';
const en = catalogueOperatorMessages.en;
const pic = (name: string) => `/api/file-storage/file/product/${name}.jpg`;

let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['cat-mkt-one', 'marketing'],
  ['cat-mkt-two', 'marketing'],
  ['cat-editor', 'editor'],
  ['cat-publisher', 'publisher'],
  ['cat-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 120_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);

/** Asks for a write as cat-mkt-one (202, a change request), then has cat-mkt-two approve it; the request. */
async function madeAndApproved(
  path: string,
  method: 'POST' | 'PUT',
  json: unknown,
): Promise<ChangeRequestView> {
  const asked = await as<{ changeRequest: { id: number } }>('cat-mkt-one', path, { method, json });
  expect(asked.status, asked.body.resMsg).toBe(202);
  const id = asked.body.result.changeRequest.id;
  const own = await as(`cat-mkt-one`, `/api/operator/change-requests/${id}/approve`, {
    method: 'POST',
    json: {},
  });
  expect(own.status).toBe(403);
  const approved = await as<{ request: ChangeRequestView }>(
    'cat-mkt-two',
    `/api/operator/change-requests/${id}/approve`,
    { method: 'POST', json: {} },
  );
  expect(approved.status, approved.body.resMsg).toBe(200);
  return approved.body.result.request;
}

const shopperBase = async () => {
  const res = await fetch(`${server.url}${BASE}`);
  return productBaseSchema.parse(((await res.json()) as { result: unknown }).result);
};
const public_ = async <T>(path: string, query: Record<string, string>) =>
  call<T>(server.url, `${path}?${new URLSearchParams(query)}`);

const MEDIA = {
  gallery: [pic('SPU20001-3'), pic('SPU20001'), pic('SPU20001-5')],
  detailImages: [pic('SPU20001-d2')],
  specs: [
    { name: '品牌', value: '华为' },
    { name: '屏幕', value: '6.8 英寸 OLED' },
  ],
};

describe('operator products API', () => {
  it('is refused to shoppers, editors and publishers; the auditor reads but never writes', async () => {
    const shopperCode = await login(server.url, 'C0003');
    expect((await call(server.url, P, { userCode: shopperCode })).status).toBe(403);
    for (const who of ['cat-editor', 'cat-publisher', 'cat-auditor']) {
      const res = await as(who, `${P}/SPU20001/media`, { method: 'PUT', json: MEDIA });
      expect(res.status, who).toBe(403);
    }
    expect((await as('cat-editor', P)).status).toBe(403);
    const list = operatorProductListSchema.parse(ok(await as('cat-auditor', P)));
    const phone = list.list.find((p) => p.spuNo === 'SPU20001');
    expect(phone).toMatchObject({ pictureCount: 5, detailImageCount: 2, phase: 'onShelf' });
    expect((await as('cat-auditor', `${P}/SPU0`)).body.resMsg).toBe(en.productNotFound);
  });

  it('refuses at once a gallery of six, a picture from elsewhere and repeated spec names', async () => {
    const six = { ...MEDIA, gallery: [1, 2, 3, 4, 5, 6].map((n) => pic(`SPU20001-${n}`)) };
    const foreign = { ...MEDIA, detailImages: ['https://example.com/x.jpg'] };
    const twice = { ...MEDIA, specs: [MEDIA.specs[0], MEDIA.specs[0]] };
    const empty = { ...MEDIA, gallery: [] };
    for (const [body, field] of [
      [six, 'gallery'],
      [foreign, 'detailImages'],
      [twice, 'specs'],
      [empty, 'gallery'],
    ] as const) {
      const res = await as<{ issues: { path: string }[] }>('cat-mkt-one', `${P}/SPU20001/media`, {
        method: 'PUT',
        json: body,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.result.issues.map((i) => i.path.split('.')[0])).toContain(field);
    }
    const requests = await as<ChangeRequestView[]>('cat-auditor', '/api/operator/change-requests');
    expect(requests.body.result.filter((r) => r.endpoint.includes('/products/'))).toEqual([]);
  });

  it('shows shoppers the new gallery, detail pictures and specs only once another operator approves', async () => {
    const before = await shopperBase();
    const asked = await as<{ changeRequest: { id: number } }>('cat-mkt-one', `${P}/SPU20001/media`, {
      method: 'PUT',
      json: MEDIA,
    });
    expect(asked.status).toBe(202);
    // Not yet: the shopper's page (kept in memory by now) is the seeded one.
    expect((await shopperBase()).images).toEqual(before.images);
    const pending = await as<ChangeRequestView>(
      'cat-mkt-two',
      `/api/operator/change-requests/${asked.body.result.changeRequest.id}`,
    );
    // The reviewer compares the product's media as it is with the asked one.
    expect(pending.body.result.before).toMatchObject({ gallery: before.images, specs: before.specs });
    expect(pending.body.result.after).toEqual(MEDIA);
    const approved = await as<{ request: ChangeRequestView }>(
      'cat-mkt-two',
      `/api/operator/change-requests/${asked.body.result.changeRequest.id}/approve`,
      { method: 'POST', json: {} },
    );
    expect(approved.status, approved.body.resMsg).toBe(200);

    const after = await shopperBase();
    expect(after.images).toEqual(MEDIA.gallery);
    expect(after.imageUrl).toBe(MEDIA.gallery[0]);
    expect(after.detailImages).toEqual(MEDIA.detailImages);
    expect(after.specs).toEqual(MEDIA.specs);
    const read = operatorProductSchema.parse(ok(await as('cat-auditor', `${P}/SPU20001`)));
    expect(read.gallery).toEqual(MEDIA.gallery);
  });

  it('logs the request and its application, with maker and approver', async () => {
    const rows = (await as<AuditEntryView[]>('cat-auditor', '/api/operator/audit?entity=SPU20001')).body
      .result;
    const media = rows.filter((r) => r.route === 'PUT /api/operator/products/:spuNo/media');
    const done = media.filter((r) => r.disposition !== 'refused');
    expect(done.map((r) => [r.disposition, r.status, r.account, r.approvedBy]).sort()).toEqual([
      ['applied', 200, 'cat-mkt-one', 'cat-mkt-two'],
      ['requested', 202, 'cat-mkt-one', null],
    ]);
    // The roles refused at the gate are on the record too (ADR 0067), each once per attempt.
    const refused = media.filter((r) => r.disposition === 'refused');
    const byRole = new Set(refused.filter((r) => r.reason === 'role').map((r) => r.account));
    expect([...byRole].sort()).toEqual(['cat-auditor', 'cat-editor', 'cat-publisher']);
    // And so are the maker's four invalid bodies, refused when asked (ADR 0074), one row each.
    const invalid = refused.filter((r) => r.reason === 'invalid');
    expect(invalid.map((r) => [r.account, r.status])).toEqual(Array(4).fill(['cat-mkt-one', 400]));
  });
});

describe('operator stores API', () => {
  const SHOP = {
    offlineNo: 'OFSTCON01',
    storeNo: 'ST1003',
    name: '控制台测试 国贸体验店',
    kind: 'experience',
    city: '北京',
    district: '朝阳区',
    address: '建国门外大街1号 国贸商城B1-08',
    phone: '010-6505 1234',
    opensAt: '10:00',
    closesAt: '21:30',
    latitude: 39.9087,
    longitude: 116.4594,
  };
  const shopsOf = async (storeNo: string) =>
    offlineListSchema.parse(
      ok(await public_(`/api/channel/store-offline/list`, { storeNo, pageNo: '1', pageSize: '50' })),
    ).items;

  it('refuses other roles, bad hours and unknown stores', async () => {
    for (const who of ['cat-editor', 'cat-publisher', 'cat-auditor']) {
      expect((await as(who, O, { method: 'POST', json: SHOP })).status, who).toBe(403);
      expect((await as(who, `${S}/ST1003/status`, { method: 'PUT', json: { open: false } })).status).toBe(
        403,
      );
    }
    const late = await as<{ issues: { path: string }[] }>('cat-mkt-one', O, {
      method: 'POST',
      json: { ...SHOP, opensAt: '22:00', closesAt: '25:00' },
    });
    expect(late.status).toBe(400);
    expect(late.body.result.issues.map((i) => i.path)).toContain('closesAt');
    const asked = await as<{ changeRequest: { id: number } }>('cat-mkt-one', O, {
      method: 'POST',
      json: { ...SHOP, storeNo: 'ST9999' },
    });
    const refused = await as(
      'cat-mkt-two',
      `/api/operator/change-requests/${asked.body.result.changeRequest.id}/approve`,
      {
        method: 'POST',
        json: {},
      },
    );
    expect(refused.body.resMsg).toContain(en.unknownStore('ST9999'));
  });

  it('creates, edits and closes a physical shop, each seen by shoppers once approved', async () => {
    const seeded = await shopsOf('ST1003');
    const asked = await as<{ changeRequest: { id: number } }>('cat-mkt-one', O, {
      method: 'POST',
      json: SHOP,
    });
    expect(asked.status).toBe(202);
    expect((await shopsOf('ST1003')).map((s) => s.offlineNo)).not.toContain(SHOP.offlineNo);
    await as('cat-mkt-two', `/api/operator/change-requests/${asked.body.result.changeRequest.id}/approve`, {
      method: 'POST',
      json: {},
    });
    const made = (await shopsOf('ST1003')).find((s) => s.offlineNo === SHOP.offlineNo);
    expect(made).toMatchObject({ name: SHOP.name, opensAt: '10:00', kind: 'experience' });
    expect(await shopsOf('ST1003')).toHaveLength(seeded.length + 1);

    const { offlineNo: _, ...fields } = SHOP;
    const edit = await madeAndApproved(`${O}/${SHOP.offlineNo}`, 'PUT', { ...fields, closesAt: '22:00' });
    expect(edit.before).toMatchObject({ closesAt: '21:30' });
    const detail = await public_<{ closesAt: string }>('/api/channel/store-offline/detail', {
      offlineNo: offlineDetailQuerySchema.shape.offlineNo.parse(SHOP.offlineNo),
    });
    expect(ok(detail).closesAt).toBe('22:00');

    await madeAndApproved(`${O}/${SHOP.offlineNo}/status`, 'PUT', { open: false });
    expect((await shopsOf('ST1003')).map((s) => s.offlineNo)).not.toContain(SHOP.offlineNo);
    const listed = operatorOfflineStoreListSchema.parse(ok(await as('cat-auditor', O)));
    expect(listed.list.find((s) => s.offlineNo === SHOP.offlineNo)?.phase).toBe('closed');
  });

  it('closes a store: it leaves the store list with its shops and products, and reopens', async () => {
    const storeNos = async () =>
      storeListSchema
        .parse(ok(await public_('/api/channel/store/list', { storeType: 'standard' })))
        .map((s) => s.storeNo);
    expect(await storeNos()).toContain('ST1002');
    expect((await shopsOf('ST1002')).length).toBeGreaterThan(0);
    const closed = await madeAndApproved(`${S}/ST1002/status`, 'PUT', { open: false });
    expect(closed.before).toEqual({ open: true });
    expect(await storeNos()).not.toContain('ST1002');
    expect(await shopsOf('ST1002')).toEqual([]);
    const stores = operatorStoreListSchema.parse(ok(await as('cat-auditor', S)));
    expect(stores.list.find((s) => s.storeNo === 'ST1002')?.phase).toBe('closed');

    await madeAndApproved(`${S}/ST1002/status`, 'PUT', { open: true });
    expect(await storeNos()).toContain('ST1002');
  });
});
