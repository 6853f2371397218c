import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { productCardsResultSchema } from '../../schemas/api/productCard';
import { operatorPurchaseListSchema } from '../../schemas/api/purchase-operator';
import { purchaseBaseSchema } from '../../schemas/api/purchase-product';
import { operatorShelfListSchema, shelfListSchema } from '../../schemas/api/shelves';
import { operatorTradeInModelListSchema } from '../../schemas/api/trade-in-operator';
import { listingOperatorMessages } from '../../server/i18n/listing-operator';
import { call, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok } from './shopping-helpers';

/**
 * Shelves, trade-in models and purchase programmes run by operators (ADR 0066), on a
 * server with approval on: who may do what, that nothing reaches shoppers before a second operator approves,
 * the listed/withdrawn machine, and the audit rows.
 */
const TI = '/api/operator/trade-in-models';
const PP = '/api/operator/purchase-programmes';
const SH = '/api/operator/shelves';
const PASSWORD = 'a passphrase long enough';
const en = listingOperatorMessages.en;

let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['ls-mkt-one', 'marketing'],
  ['ls-mkt-two', 'marketing'],
  ['ls-editor', 'editor'],
  ['ls-publisher', 'publisher'],
  ['ls-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 180_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);

/** Asks as ls-mkt-one (202, a change request), checks the maker cannot approve it, approves as ls-mkt-two. */
async function approved(path: string, method: 'POST' | 'PUT', json: unknown = {}) {
  const asked = await as<{ changeRequest: { id: number } }>('ls-mkt-one', path, { method, json });
  expect(asked.status, asked.body.resMsg).toBe(202);
  const id = asked.body.result.changeRequest.id;
  const approve = `/api/operator/change-requests/${id}/approve`;
  expect((await as('ls-mkt-one', approve, { method: 'POST', json: {} })).status).toBe(403);
  return { id, done: () => as('ls-mkt-two', approve, { method: 'POST', json: {} }) };
}

const shopperModels = async () =>
  ok(
    await call<{ models: { modelCode: string; topValueCents: number }[] }>(
      server.url,
      '/api/marketing/trade-in/models',
    ),
  ).models;
const model = async (code: string) =>
  operatorTradeInModelListSchema.parse(ok(await as('ls-auditor', TI))).list.find((m) => m.modelCode === code);
const programme = async (spuNo: string) =>
  operatorPurchaseListSchema.parse(ok(await as('ls-auditor', PP))).list.find((p) => p.spuNo === spuNo);
/** Whether the booth's product card of a SKU says it is in a purchase programme (it then opens /xhProduct). */
const inProgramme = async (skuNo: string) =>
  productCardsResultSchema.parse(
    ok(
      await call(server.url, '/api/channel/get-mbank-product-info-v1', {
        json: { rows: [{ key: 'k', skuNos: [skuNo] }] },
      }),
    ),
  ).k?.[0]?.purchase;
const purchaseBase = (spuNo: string) => call(server.url, `/api/channel/purchase-product/base?spuNo=${spuNo}`);
const audit = async (entity: string) =>
  ok(await as<AuditEntryView[]>('ls-auditor', `/api/operator/audit?entity=${entity}`));

describe('operator listings: roles', () => {
  it('refuses the roles other than marketing; the auditor reads every list but writes none', async () => {
    const writes: [string, 'POST' | 'PUT', unknown][] = [
      [TI, 'POST', { modelCode: 'LSX', brand: 'X', name: 'X', topValueCents: 10000 }],
      [`${TI}/IP13/withdraw`, 'POST', {}],
      [
        PP,
        'POST',
        {
          spuNo: 'SPU20001',
          partnerName: 'x',
          batchWeekdays: [1],
          cutoffHour: 9,
          transitDays: 1,
          perCustomerLimit: 1,
        },
      ],
      [`${PP}/SPU28006/withdraw`, 'POST', {}],
      [`${SH}/SH001`, 'PUT', { title: 'x', skuNos: ['SKU2000101'] }],
    ];
    for (const who of ['ls-editor', 'ls-publisher', 'ls-auditor']) {
      for (const [path, method, json] of writes) {
        expect((await as(who, path, { method, json })).status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    for (const list of [TI, PP, SH]) {
      expect((await as('ls-editor', list)).status).toBe(403);
      expect((await as('ls-auditor', list)).status).toBe(200);
    }
    expect((await call(server.url, TI)).status).toBe(403);
  });
});

describe('trade-in models', () => {
  it('adds a model only once approved, and shoppers can then have it appraised', async () => {
    const body = { modelCode: 'LSP9', brand: '华为', name: 'Pura 70', topValueCents: 260000, sort: 3 };
    const bad = await as('ls-mkt-one', TI, { method: 'POST', json: { ...body, topValueCents: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toMatch(/topValueCents/);
    const { done } = await approved(TI, 'POST', body);
    expect((await shopperModels()).map((m) => m.modelCode)).not.toContain('LSP9');
    expect((await done()).status).toBe(200);
    expect((await shopperModels()).find((m) => m.modelCode === 'LSP9')?.topValueCents).toBe(260000);
    expect(await model('LSP9')).toMatchObject({
      phase: 'listed',
      actions: ['edit', 'withdraw'],
      estimates: 0,
    });

    const edit = await approved(`${TI}/LSP9`, 'PUT', {
      brand: '华为',
      name: 'Pura 70 Pro',
      topValueCents: 300000,
    });
    expect((await edit.done()).status).toBe(200);
    expect((await model('LSP9'))?.name).toBe('Pura 70 Pro');
    const taken = await approved(TI, 'POST', body);
    const refused = await taken.done();
    expect(refused.status).toBe(409);
    expect(refused.body.resMsg).toBe(en['taken.tradeIn']('LSP9'));
  });

  it('withdraws at once (no new estimates) and restores only with approval; the phase allows only its moves', async () => {
    const withdrawn = await as('ls-mkt-one', `${TI}/LSP9/withdraw`, { method: 'POST', json: {} });
    expect(withdrawn.status, withdrawn.body.resMsg).toBe(200);
    expect((await shopperModels()).map((m) => m.modelCode)).not.toContain('LSP9');
    const again = await as('ls-mkt-one', `${TI}/LSP9/withdraw`, { method: 'POST', json: {} });
    expect(again.status).toBe(409);
    expect(again.body.resMsg).toBe(en.notAllowed(en['action.withdraw'], en['phase.withdrawn']));
    expect((await model('LSP9'))?.actions).toEqual(['edit', 'restore']);
    const restore = await approved(`${TI}/LSP9/restore`, 'POST');
    expect((await shopperModels()).map((m) => m.modelCode)).not.toContain('LSP9');
    expect((await restore.done()).status).toBe(200);
    expect((await shopperModels()).map((m) => m.modelCode)).toContain('LSP9');
    const missing = await as('ls-mkt-one', `${TI}/NOPE/withdraw`, { method: 'POST', json: {} });
    expect(missing.status).toBe(404);
  });

  it('logs each write once with its account, approver and body', async () => {
    const rows = await audit('LSP9');
    const applied = rows.filter(
      (r) => r.route === 'PUT /api/operator/trade-in-models/:modelCode' && r.disposition === 'applied',
    );
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ account: 'ls-mkt-one', approvedBy: 'ls-mkt-two', status: 200 });
    const direct = rows.filter((r) => r.route.endsWith('/withdraw') && r.disposition === 'direct');
    expect(direct.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('purchase programmes', () => {
  const terms = {
    partnerName: '招银集采 · 测试',
    batchWeekdays: [3, 1],
    cutoffHour: 10,
    transitDays: 2,
    perCustomerLimit: 4,
    excludedProvinces: ['西藏自治区'],
    notes: '周一、周三截单',
  };

  it('refuses unknown products and repeated weekdays; puts a product into a programme once approved', async () => {
    const twice = await as('ls-mkt-one', PP, {
      method: 'POST',
      json: { spuNo: 'SPU20001', ...terms, batchWeekdays: [1, 1] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.resMsg).toMatch(/batchWeekdays/);
    const unknown = await approved(PP, 'POST', { spuNo: 'SPU0000000', ...terms });
    const refused = await unknown.done();
    expect(refused.status).toBe(400);
    expect(refused.body.resMsg).toBe(en.unknownProduct('SPU0000000'));

    const { done } = await approved(PP, 'POST', { spuNo: 'SPU20001', ...terms });
    expect((await purchaseBase('SPU20001')).status).toBe(404);
    expect(await inProgramme('SKU2000101')).toBe(false);
    expect((await done()).status).toBe(200);
    // The cards are kept in memory while the catalogue is unchanged: a programme row changes them too.
    expect(await inProgramme('SKU2000101')).toBe(true);
    const base = purchaseBaseSchema.parse(ok(await purchaseBase('SPU20001')));
    expect(base).toMatchObject({
      perCustomerLimit: 4,
      batchWeekdays: [1, 3],
      excludedProvinces: ['西藏自治区'],
    });
    expect((await programme('SPU20001'))?.phase).toBe('listed');
  });

  it('withdraws and restores only with approval; a withdrawn programme is no programme to shoppers', async () => {
    const withdraw = await approved(`${PP}/SPU20001/withdraw`, 'POST');
    expect((await purchaseBase('SPU20001')).status).toBe(200);
    expect((await withdraw.done()).status).toBe(200);
    expect((await purchaseBase('SPU20001')).status).toBe(404);
    expect(await inProgramme('SKU2000101')).toBe(false);
    expect(await programme('SPU20001')).toMatchObject({ phase: 'withdrawn', actions: ['edit', 'restore'] });
    const edit = await approved(`${PP}/SPU20001`, 'PUT', { ...terms, perCustomerLimit: 1 });
    expect((await edit.done()).status).toBe(200);
    const restore = await approved(`${PP}/SPU20001/restore`, 'POST');
    expect((await restore.done()).status).toBe(200);
    expect(purchaseBaseSchema.parse(ok(await purchaseBase('SPU20001'))).perCustomerLimit).toBe(1);
    expect(await inProgramme('SKU2000101')).toBe(true);
    // Each applied write once, by its maker, approved by the other (the create's path has no SPU number).
    const applied = (await audit('SPU20001')).filter((r) => r.disposition === 'applied');
    expect(applied.map((r) => r.route).sort()).toEqual([
      'POST /api/operator/purchase-programmes/:spuNo/restore',
      'POST /api/operator/purchase-programmes/:spuNo/withdraw',
      'PUT /api/operator/purchase-programmes/:spuNo',
    ]);
    expect(new Set(applied.map((r) => `${r.account}>${r.approvedBy}`))).toEqual(
      new Set(['ls-mkt-one>ls-mkt-two']),
    );
  });
});

describe('shelves', () => {
  it('keeps a shelf edit from shoppers until approved, and lists every chosen SKU for the operators', async () => {
    const shopperShelves = async () =>
      shelfListSchema.parse(ok(await call(server.url, '/api/channel/shelf/list')));
    const save = { title: '审批后上架', subtitle: '', sort: 0, status: 1, skuNos: ['SKU2000101'] };
    const bad = await as('ls-mkt-one', `${SH}/SH077`, { method: 'PUT', json: { ...save, skuNos: [] } });
    expect(bad.status).toBe(400);
    const { done } = await approved(`${SH}/SH077`, 'PUT', save);
    expect((await shopperShelves()).map((s) => s.shelfNo)).not.toContain('SH077');
    expect((await done()).status).toBe(200);
    expect((await shopperShelves())[0]).toMatchObject({ shelfNo: 'SH077', title: '审批后上架' });
    const mine = operatorShelfListSchema
      .parse(ok(await as('ls-auditor', SH)))
      .find((s) => s.shelfNo === 'SH077');
    expect(mine).toMatchObject({ skuNos: ['SKU2000101'], phase: 'listed', actions: ['edit', 'withdraw'] });
    // The edit asked and applied, and the empty one refused when asked (ADR 0074), once each.
    const rows = await audit('SH077');
    expect(rows.map((r) => [r.disposition, r.reason]).sort()).toEqual([
      ['applied', null],
      ['refused', 'invalid'],
      ['requested', null],
    ]);
  });
});
