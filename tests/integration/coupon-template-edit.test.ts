import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import { centerCategoryResultSchema } from '../../schemas/api/coupon-center';
import { editOfTemplate } from '../../schemas/api/coupon-edit-rules';
import {
  type CouponTemplate,
  type CouponTemplateEdit,
  couponTemplateListSchema,
} from '../../schemas/api/coupon-operator';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { storeCouponListResultSchema } from '../../schemas/api/store-coupon';
import { addTemplate, CENTER, COUPON } from './coupons-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

/**
 * ADR 0069: Operators edit a coupon template with its scope, under maker-checker. What
 * shoppers read changes only once a second operator approves; the reviewer compares each field; the fields a
 * template's state fixes are refused naming the field; of two edits asked on the same revision, the one
 * approved second is refused with who changed the template first.
 */
const O = '/api/operator/coupons';
const CR = '/api/operator/change-requests';
const PASSWORD = 'a passphrase long enough';
const SUITCASE = 'SKU2400101'; // category 24
const CREAM = 'SKU2500401'; // store ST1005

let server: TestServer;
let sessions = new Map<string, OperatorSession>();
let li: Shopper;
const ACCOUNTS: [string, OperatorRole][] = [
  ['cpe-mkt-one', 'marketing'],
  ['cpe-mkt-two', 'marketing'],
  ['cpe-editor', 'editor'],
  ['cpe-publisher', 'publisher'],
  ['cpe-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
  li = shopper(server.url, await login(server.url, 'C0001'));
}, 120_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);

const template = async (couponNo: string): Promise<CouponTemplate> => {
  const list = couponTemplateListSchema.parse(ok(await as('cpe-auditor', O))).list;
  const found = list.find((t) => t.couponNo === couponNo);
  if (!found) throw new Error(`${couponNo} is not listed`);
  return found;
};

/** Asks for an edit of the template as cpe-mkt-one: the whole template with `patch` over it. */
const askEdit = (couponNo: string, current: CouponTemplate, patch: Partial<CouponTemplateEdit>) =>
  as<{ changeRequest: { id: number } }>('cpe-mkt-one', `${O}/${couponNo}`, {
    method: 'PUT',
    json: { ...editOfTemplate(current), ...patch },
  });

const approve = (id: number) =>
  as<{ request: ChangeRequestView }>('cpe-mkt-two', `${CR}/${id}/approve`, { method: 'POST', json: {} });

/** The coupons the product page offers on this SKU. */
const offeredOn = async (skuNo: string): Promise<string[]> => {
  const res = await call(server.url, `${COUPON}/store-coupon-list?skuNo=${skuNo}`);
  return storeCouponListResultSchema.parse(ok(res)).coupons.map((c) => c.couponNo);
};
/** The coupon center's tab (0 all, 4 product coupons) as a visitor sees it. */
const centerTab = async (tabId: number): Promise<string[]> =>
  centerCategoryResultSchema
    .parse(ok(await call(server.url, `${CENTER}/category?tabId=${tabId}&pageSize=50`)))
    .list.map((c) => c.couponNo);

describe('editing a coupon template', () => {
  it('is refused to editors, publishers and the auditor', async () => {
    await addTemplate(server, 'CPE-ROLE');
    const t = await template('CPE-ROLE');
    for (const who of ['cpe-editor', 'cpe-publisher', 'cpe-auditor']) {
      const res = await as(who, `${O}/CPE-ROLE`, { method: 'PUT', json: editOfTemplate(t) });
      expect(res.status, who).toBe(403);
    }
  });

  it('moves the scope and the stock only once another operator approves, and logs both steps', async () => {
    await addTemplate(server, 'CPE-SCOPE', { quantity: 5 });
    const t = await template('CPE-SCOPE');
    expect(t).toMatchObject({ scope: 'all', issued: 0, revision: 0, skuNos: [] });
    expect(await offeredOn(SUITCASE)).toContain('CPE-SCOPE');

    const asked = await askEdit('CPE-SCOPE', t, { scope: 'sku', skuNos: [CREAM], totalQuantity: 8 });
    expect(asked.status, asked.body.resMsg).toBe(202);
    const id = asked.body.result.changeRequest.id;
    // Not yet: shoppers still get the whole-mall coupon.
    expect(await offeredOn(SUITCASE)).toContain('CPE-SCOPE');
    expect(await centerTab(4)).not.toContain('CPE-SCOPE');

    // The reviewer compares the template as it is with the asked one, field by field.
    const pending = ok(await as<ChangeRequestView>('cpe-mkt-two', `${CR}/${id}`));
    expect(pending.before).toMatchObject({ scope: 'all', totalQuantity: 5 });
    expect(pending.after).toMatchObject({ scope: 'sku', skuNos: [CREAM], totalQuantity: 8 });
    expect(pending.after).not.toHaveProperty('baseRevision');

    expect((await as(`cpe-mkt-one`, `${CR}/${id}/approve`, { method: 'POST', json: {} })).status).toBe(403);
    const approved = await approve(id);
    expect(approved.status, approved.body.resMsg).toBe(200);

    expect(await offeredOn(SUITCASE)).not.toContain('CPE-SCOPE');
    expect(await offeredOn(CREAM)).toContain('CPE-SCOPE');
    expect(await centerTab(4)).toContain('CPE-SCOPE');
    expect(await template('CPE-SCOPE')).toMatchObject({
      scope: 'sku',
      skuNos: [CREAM],
      totalQuantity: 8,
      remainingQuantity: 8,
      revision: 1,
      updatedBy: 'cpe-mkt-one',
    });

    const audit = ok(await as<AuditEntryView[]>('cpe-auditor', '/api/operator/audit?entity=CPE-SCOPE'));
    const rows = audit.filter((r) => r.route === 'PUT /api/operator/coupons/:couponNo');
    expect(rows.map((r) => [r.disposition, r.status, r.account, r.approvedBy]).sort()).toEqual([
      ['applied', 200, 'cpe-mkt-one', 'cpe-mkt-two'],
      ['requested', 202, 'cpe-mkt-one', null],
    ]);
  });

  it('names a scope target the catalogue lacks and a scope without its target, at once', async () => {
    await addTemplate(server, 'CPE-TARGET');
    const t = await template('CPE-TARGET');
    const cases: [Partial<CouponTemplateEdit>, string][] = [
      [{ scope: 'sku', skuNos: ['SKU-NOPE'] }, 'skuNos'],
      [{ scope: 'store', storeNo: 'ST-NOPE' }, 'storeNo'],
      [{ scope: 'category' }, 'categoryCode'],
      [{ scope: 'sku', skuNos: [CREAM, CREAM] }, 'skuNos'],
    ];
    for (const [patch, field] of cases) {
      const res = await askEdit('CPE-TARGET', t, patch);
      expect(res.status, field).toBe(400);
      expect(res.body.resMsg, field).toContain(field);
    }
    const requests = ok(await as<ChangeRequestView[]>('cpe-auditor', CR));
    expect(requests.filter((r) => r.entity === 'CPE-TARGET')).toEqual([]);
  });

  it('once a coupon is issued, lets only the name, more stock, a later end and the listing change', async () => {
    await addTemplate(server, 'CPE-HELD', { quantity: 3 });
    ok(await li.post(`${COUPON}/catch`, { couponNo: 'CPE-HELD' }));
    const t = await template('CPE-HELD');
    expect(t.issued).toBe(1);
    const refused: [Partial<CouponTemplateEdit>, string][] = [
      [{ discountCents: t.discountCents + 100 }, 'discountCents'],
      [{ scope: 'sku', skuNos: [CREAM] }, 'scope'],
      [{ totalQuantity: 2 }, 'totalQuantity'],
      [{ endAt: t.endAt - 60_000 }, 'endAt'],
      [{ perCustomerLimit: 2 }, 'perCustomerLimit'],
    ];
    for (const [patch, field] of refused) {
      const res = await askEdit('CPE-HELD', t, patch);
      expect(res.status, field).toBe(409);
      expect(res.body.resMsg, field).toContain(field);
      expect(res.body.result, field).toMatchObject({ field });
    }
    const allowed = await askEdit('CPE-HELD', t, {
      name: '改名后的券',
      totalQuantity: 10,
      endAt: t.endAt + 86_400_000,
      inCenter: false,
    });
    expect(allowed.status, allowed.body.resMsg).toBe(202);
    expect((await approve(allowed.body.result.changeRequest.id)).status).toBe(200);
    expect(await template('CPE-HELD')).toMatchObject({
      name: '改名后的券',
      totalQuantity: 10,
      remainingQuantity: 9,
      inCenter: false,
    });
  });

  it('logs each edit refused when asked, once, with who asked, what and why (ADR 0074)', async () => {
    await addTemplate(server, 'CPE-AUDIT', { quantity: 3 });
    ok(await li.post(`${COUPON}/catch`, { couponNo: 'CPE-AUDIT' }));
    const t = await template('CPE-AUDIT');
    // A field the template's state fixes (409), a target the catalogue lacks (400), a body its schema refuses.
    expect((await askEdit('CPE-AUDIT', t, { discountCents: t.discountCents + 100 })).status).toBe(409);
    expect((await askEdit('CPE-AUDIT', t, { name: '' })).status).toBe(400);
    const audit = ok(await as<AuditEntryView[]>('cpe-auditor', '/api/operator/audit?entity=CPE-AUDIT'));
    const rows = audit
      .filter((r) => r.route === 'PUT /api/operator/coupons/:couponNo')
      .map((r) => ({
        account: r.account,
        disposition: r.disposition,
        reason: r.reason,
        status: r.status,
        discountCents: (r.patch as { discountCents?: number }).discountCents,
        changeRequestId: r.changeRequestId,
      }));
    const base = { account: 'cpe-mkt-one', disposition: 'refused', changeRequestId: null };
    expect(rows.sort((a, b) => a.status - b.status)).toEqual([
      { ...base, reason: 'invalid', status: 400, discountCents: t.discountCents },
      { ...base, reason: 'state', status: 409, discountCents: t.discountCents + 100 },
    ]);
  });

  it('of two edits asked on the same revision, applies one and tells the other who changed it', async () => {
    await addTemplate(server, 'CPE-RACE', { quantity: 5 });
    const t = await template('CPE-RACE');
    const first = await askEdit('CPE-RACE', t, { name: '第一个改动', totalQuantity: 6 });
    const second = await askEdit('CPE-RACE', t, { name: '第二个改动', totalQuantity: 7 });
    expect([first.status, second.status]).toEqual([202, 202]);
    const ids = [first.body.result.changeRequest.id, second.body.result.changeRequest.id];

    // Both approved at once: the template's row lock and revision let exactly one through.
    const answers = await Promise.all(ids.map((id) => approve(id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.resMsg).toContain('cpe-mkt-one');

    const won = answers.findIndex((a) => a.status === 200);
    const after = await template('CPE-RACE');
    expect(after).toMatchObject({
      name: won === 0 ? '第一个改动' : '第二个改动',
      totalQuantity: won === 0 ? 6 : 7,
      revision: 1,
    });
    // The refused request waits again, unapplied; its maker can ask anew on the new revision.
    const loser = ok(await as<ChangeRequestView>('cpe-auditor', `${CR}/${ids[1 - won]}`));
    expect(loser.state).toBe('pending');
  });

  it('refuses any change to an ended template', async () => {
    const now = Date.now();
    await addTemplate(server, 'CPE-ENDED', { startAt: now - 2 * 86_400_000, endAt: now - 86_400_000 });
    const t = await template('CPE-ENDED');
    expect(t.phase).toBe('ended');
    const res = await askEdit('CPE-ENDED', t, { name: '结束后改名' });
    expect(res.status).toBe(409);
    expect(res.body.result).toMatchObject({ field: 'name', reason: 'ended' });
  });
});

describe('creating a coupon template with its scope (ADR 0074)', () => {
  const create = (couponNo: string, extra: Record<string, unknown>) => ({
    couponNo,
    name: `新建 ${couponNo}`,
    couponType: 2,
    thresholdCents: 0,
    discountCents: 500,
    totalQuantity: 4,
    perCustomerLimit: 1,
    startAt: Date.now() - 60_000,
    endAt: Date.now() + 86_400_000,
    ...extra,
  });

  it('asks for a product-scoped template, shows the reviewer its scope, and covers only those products once approved', async () => {
    const asked = await as<{ changeRequest: { id: number } }>('cpe-mkt-one', O, {
      method: 'POST',
      json: create('CPC-SKU', { scope: 'sku', skuNos: [CREAM] }),
    });
    expect(asked.status, asked.body.resMsg).toBe(202);
    const id = asked.body.result.changeRequest.id;
    const pending = ok(await as<ChangeRequestView>('cpe-mkt-two', `${CR}/${id}`));
    expect(pending.before).toBeNull();
    expect(pending.after).toMatchObject({ couponNo: 'CPC-SKU', scope: 'sku', skuNos: [CREAM] });

    const approved = await approve(id);
    expect(approved.status, approved.body.resMsg).toBe(200);
    expect(await template('CPC-SKU')).toMatchObject({ scope: 'sku', skuNos: [CREAM], totalQuantity: 4 });
    expect(await offeredOn(CREAM)).toContain('CPC-SKU');
    expect(await offeredOn(SUITCASE)).not.toContain('CPC-SKU');
  });

  it('shows a create without a scope as covering the whole mall', async () => {
    const asked = await as<{ changeRequest: { id: number } }>('cpe-mkt-one', O, {
      method: 'POST',
      json: create('CPC-ALL', {}),
    });
    expect(asked.status, asked.body.resMsg).toBe(202);
    const pending = ok(
      await as<ChangeRequestView>('cpe-mkt-two', `${CR}/${asked.body.result.changeRequest.id}`),
    );
    expect(pending.after).toMatchObject({ scope: 'all' });
  });

  it('names a scope target the catalogue lacks and a scope without its target, at once, with no request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'sku', skuNos: ['SKU-NOPE'] }, 'skuNos'],
      [{ scope: 'store', storeNo: 'ST-NOPE' }, 'storeNo'],
      [{ scope: 'category' }, 'categoryCode'],
      [{ scope: 'all', storeNo: 'ST1005' }, 'storeNo'],
    ];
    for (const [extra, field] of cases) {
      const res = await as('cpe-mkt-one', O, { method: 'POST', json: create('CPC-BAD', extra) });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    const requests = ok(await as<ChangeRequestView[]>('cpe-auditor', CR));
    expect(
      requests.filter((r) => r.entity.includes('CPC-BAD') || JSON.stringify(r.after).includes('CPC-BAD')),
    ).toEqual([]);
  });
});
