import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OperatorActivityTerms,
  operatorActivityTermsListSchema,
} from '../../schemas/api/activity-terms-operator';
import type { AuditEntryView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { call, login, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * Gift and trial terms set by operators (ADR 0065), on a server with approval on: who may, what
 * the schema and the rules refuse, that a change waits for a second operator, and that a shopper's order
 * then carries the gift line or the trial price.
 */
const O = '/api/operator/activity-terms';
const SUITCASE = 'SKU2400101'; // 159900, becomes a gift activity
const DUVET = 'SKU2400302'; // its gift
const SERUM = 'SKU2500102'; // 131000, becomes a trial activity
const PASSWORD = 'a passphrase long enough';

let server: TestServer;
let li: Shopper;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['at-mkt-one', 'marketing'],
  ['at-mkt-two', 'marketing'],
  ['at-editor', 'editor'],
  ['at-publisher', 'publisher'],
  ['at-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true, shopping: { sweepIntervalMs: 0 } });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
  li = shopper(server.url, await login(server.url, 'C0001'));
  await server.db.query('UPDATE skus SET stock = 50 WHERE sku_no = ANY($1)', [[SUITCASE, DUVET, SERUM]]);
}, 60_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);

/** Asks for the terms as at-mkt-one; the maker cannot approve, at-mkt-two does. */
async function setAndApproved(skuNo: string, json: unknown) {
  const asked = await as<{ changeRequest: { id: number } }>('at-mkt-one', `${O}/${skuNo}`, {
    method: 'PUT',
    json,
  });
  expect(asked.status, asked.body.resMsg).toBe(202);
  const id = asked.body.result.changeRequest.id;
  const approve = (who: string) =>
    as(who, `/api/operator/change-requests/${id}/approve`, { method: 'POST', json: {} });
  expect((await approve('at-mkt-one')).status).toBe(403);
  const approved = await approve('at-mkt-two');
  expect(approved.status, approved.body.resMsg).toBe(200);
}

const listed = async (skuNo: string): Promise<OperatorActivityTerms | undefined> =>
  operatorActivityTermsListSchema.parse(ok(await as('at-auditor', O))).list.find((t) => t.skuNo === skuNo);

/** Confirms and places an order of one SKU; its lines as [skuNo, price, quantity]. */
async function orderLines(skuNo: string, quantity: number) {
  const info = confirmationInfoResultSchema.parse(
    ok(await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );
  const placed = await li.post(`${ORDER}/create-order`, {
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
  });
  if (placed.body.resCode !== '0000') return { refused: placed.status, lines: [] };
  const { orderNo } = createOrderResultSchema.parse(placed.body.result);
  const detail = orderDetailSchema.parse(ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo })));
  return {
    refused: null,
    lines: detail.stores.flatMap((s) => s.items).map((i) => [i.skuNo, i.priceCents, i.quantity]),
  };
}

const GIFT = { kind: 'gift', giftSkuNo: DUVET, giftQuantity: 1 };
const TRIAL = { kind: 'trial', trialPriceCents: 9900, trialLimit: 1 };

describe('operator gift and trial terms', () => {
  it('are refused to shoppers and to roles other than marketing; the auditor reads but never writes', async () => {
    const shopperCode = await login(server.url, 'C0003');
    expect((await call(server.url, O, { userCode: shopperCode })).status).toBe(403);
    for (const who of ['at-editor', 'at-publisher', 'at-auditor']) {
      expect((await as(who, `${O}/${SUITCASE}`, { method: 'PUT', json: GIFT })).status, who).toBe(403);
      expect((await as(who, `${O}/${SUITCASE}/end`, { method: 'POST', json: {} })).status, who).toBe(403);
    }
    expect((await as('at-editor', O)).status).toBe(403);
    expect((await as('at-auditor', O)).status).toBe(200);
    expect(await listed(SUITCASE)).toBeUndefined();
  });

  it('refuses bad bodies at once, and SKUs the rules refuse when the request is made', async () => {
    const mixed = await as('at-mkt-one', `${O}/${SUITCASE}`, {
      method: 'PUT',
      json: { ...GIFT, trialLimit: 1 },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.resMsg).toMatch(/trialLimit/);
    const none = await as('at-mkt-one', `${O}/${SUITCASE}`, { method: 'PUT', json: { kind: 'trial' } });
    expect(none.status).toBe(400);
  });

  it('a gift waits for a second operator, then the shopper’s order carries the gift line', async () => {
    expect((await orderLines(SUITCASE, 1)).lines).toEqual([[SUITCASE, 159900, 1]]);
    await setAndApproved(SUITCASE, { ...GIFT, giftQuantity: 2 });
    expect(await listed(SUITCASE)).toMatchObject({ kind: 'gift', giftSkuNo: DUVET, giftQuantity: 2 });
    expect((await orderLines(SUITCASE, 1)).lines).toEqual([
      [SUITCASE, 159900, 1],
      [DUVET, 0, 2],
    ]);
  });

  it('a trial waits for a second operator, then sells at the trial price within its limit', async () => {
    const asked = await as('at-mkt-one', `${O}/${SERUM}`, { method: 'PUT', json: TRIAL });
    expect(asked.status).toBe(202);
    // Not yet approved: the shopper still pays the price, and the SKU is under no activity.
    expect(await listed(SERUM)).toBeUndefined();
    await setAndApproved(SERUM, TRIAL);
    expect((await orderLines(SERUM, 1)).lines).toEqual([[SERUM, 9900, 1]]);
    expect((await orderLines(SERUM, 1)).refused).toBe(409);
  });

  it('refuses, when approved, a trial price not below the price, an unknown gift and another activity', async () => {
    const refusedOnApproval = async (skuNo: string, json: unknown) => {
      const asked = await as<{ changeRequest: { id: number } }>('at-mkt-one', `${O}/${skuNo}`, {
        method: 'PUT',
        json,
      });
      expect(asked.status).toBe(202);
      const id = asked.body.result.changeRequest.id;
      return as('at-mkt-two', `/api/operator/change-requests/${id}/approve`, { method: 'POST', json: {} });
    };
    const dear = await refusedOnApproval(SERUM, { ...TRIAL, trialPriceCents: 131000 });
    expect(dear.status).toBe(400);
    expect(dear.body.resMsg).toMatch(/1310\.00/);
    expect((await refusedOnApproval(SUITCASE, { ...GIFT, giftSkuNo: 'SKU-NONE' })).status).toBe(400);
    await server.db.query('UPDATE skus SET activity_type = 1 WHERE sku_no = $1', [DUVET]);
    const flash = await refusedOnApproval(DUVET, { ...GIFT, giftSkuNo: SUITCASE });
    expect(flash.status).toBe(409);
    await server.db.query('UPDATE skus SET activity_type = NULL WHERE sku_no = $1', [DUVET]);
    // The terms in force did not change.
    expect((await listed(SERUM))?.trialPriceCents).toBe(9900);
  });

  it('ending is immediate: the next order has no gift; every write is in the audit log', async () => {
    const ended = await as('at-mkt-one', `${O}/${SUITCASE}/end`, { method: 'POST', json: {} });
    expect(ended.status, ended.body.resMsg).toBe(200);
    expect(await listed(SUITCASE)).toBeUndefined();
    expect((await orderLines(SUITCASE, 1)).lines).toEqual([[SUITCASE, 159900, 1]]);
    expect((await as('at-mkt-one', `${O}/${SUITCASE}/end`, { method: 'POST', json: {} })).status).toBe(404);

    const rows = (await as<AuditEntryView[]>('at-auditor', `/api/operator/audit?entity=${SUITCASE}`)).body
      .result;
    const byRoute = (route: string) =>
      rows.filter((r) => r.route === route).map((r) => [r.account, r.status]);
    expect(byRoute('PUT /api/operator/activity-terms/:skuNo')).toContainEqual(['at-mkt-one', 202]);
    expect(byRoute('POST /api/operator/activity-terms/:skuNo/end')).toEqual(
      expect.arrayContaining([
        ['at-mkt-one', 200],
        ['at-mkt-one', 404],
      ]),
    );
  });
});
