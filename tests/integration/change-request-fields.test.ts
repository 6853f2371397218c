import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequestView } from '../../schemas/api/approvals';
import type { OperatorGroupBuy } from '../../schemas/api/group-buy-operator';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import type { OperatorPromotion } from '../../schemas/api/promotion-operator';
import type { OperatorPurchase } from '../../schemas/api/purchase-operator';
import type { OperatorShelf } from '../../schemas/api/shelves';
import type { OperatorTradeInModel } from '../../schemas/api/trade-in-operator';
import { startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok } from './shopping-helpers';

/**
 * Every kind of change request carries what it replaces (the approver sees old → new for listings,
 * group buys, promotions and activity terms, not only for booth pages), read again while it is pending and
 * kept as it was when approved.
 */
const PASSWORD = 'a passphrase long enough';
let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['cf-maker', 'marketing'],
  ['cf-checker', 'marketing'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 180_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);
const list = async <T>(path: string): Promise<T[]> => {
  const r = ok(await as<T[] | { list: T[] }>('cf-checker', path));
  return Array.isArray(r) ? r : r.list;
};

/** Asks for a write as the maker (202) and answers the change request's detail as the checker reads it. */
async function asked(path: string, method: 'POST' | 'PUT', json: unknown = {}): Promise<ChangeRequestView> {
  const res = await as<{ changeRequest: { id: number } }>('cf-maker', path, { method, json });
  expect(res.status, res.body.resMsg).toBe(202);
  return detail(res.body.result.changeRequest.id);
}
const detail = async (id: number) =>
  ok(await as<ChangeRequestView>('cf-checker', `/api/operator/change-requests/${id}`));
const approve = async (id: number) => {
  const res = await as(`cf-checker`, `/api/operator/change-requests/${id}/approve`, {
    method: 'POST',
    json: {},
  });
  expect(res.status, res.body.resMsg).toBe(200);
};

describe('change requests: before and after for every kind', () => {
  it('a group buy edit carries the old team price beside the new one', async () => {
    const a = (await list<OperatorGroupBuy>('/api/operator/group-buy')).find((g) =>
      g.actions.includes('edit'),
    );
    if (!a) throw new Error('no editable group buy in the seed');
    const { activityNo, teamPriceCents, skuNo, title, teamSize, windowMinutes, startAt, endAt, seq } = a;
    const newPrice = teamPriceCents - 1;
    const r = await asked(`/api/operator/group-buy/${activityNo}`, 'PUT', {
      ...{ skuNo, title, teamSize, windowMinutes, startAt, endAt, seq },
      teamPriceCents: newPrice,
    });
    expect(r.before).toMatchObject({ teamPriceCents, title, teamSize });
    expect(r.after).toMatchObject({ teamPriceCents: newPrice, title, teamSize });
  });

  it('a promotion edit carries the old tiers and title in the body’s shape', async () => {
    const p = (await list<OperatorPromotion>('/api/operator/promotions')).find((x) => x.phase !== 'ended');
    if (!p) throw new Error('no running promotion in the seed');
    const tiers = p.tiers.map((t) => ({
      thresholdCents: t.thresholdCents,
      reductionCents: t.reductionCents,
    }));
    const r = await asked(`/api/operator/promotions/${p.activityNo}`, 'PUT', {
      title: `${p.title}·改`,
      scope: p.scope,
      ...(p.categoryCode === null ? {} : { categoryCode: p.categoryCode }),
      ...(p.storeNo === null ? {} : { storeNo: p.storeNo }),
      ...(p.skuNos.length > 0 ? { skuNos: p.skuNos } : {}),
      tiers,
      startAt: p.startAt,
      endAt: p.endAt,
      top: p.top,
      seq: p.seq,
    });
    expect(r.before).toEqual(expect.objectContaining({ title: p.title, tiers }));
    expect(r.after).toEqual(expect.objectContaining({ title: `${p.title}·改`, tiers }));
  });

  it('activity terms: none before the first; the gift being replaced by a trial shows on both sides', async () => {
    const path = '/api/operator/activity-terms/SKU2400101';
    const gift = { kind: 'gift', giftSkuNo: 'SKU2400302', giftQuantity: 1 };
    const first = await asked(path, 'PUT', gift);
    expect([first.before, first.after]).toEqual([null, gift]);
    await approve(first.id);
    const r = await asked(path, 'PUT', { kind: 'trial', trialPriceCents: 100, trialLimit: 1 });
    expect(r.before).toEqual(gift);
    expect(r.after).toEqual({ kind: 'trial', trialPriceCents: 100, trialLimit: 1 });
  });

  it('a shelf save carries the shelf it replaces; a new shelf has nothing before', async () => {
    const s = (await list<OperatorShelf>('/api/operator/shelves'))[0];
    if (!s) throw new Error('no shelf in the seed');
    const edit = await asked(`/api/operator/shelves/${s.shelfNo}`, 'PUT', {
      title: 'cf 新标题',
      skuNos: s.skuNos,
    });
    expect(edit.before).toMatchObject({ title: s.title, skuNos: s.skuNos, status: s.status });
    // The schema's defaults are what the save will store: the approver reads them too.
    expect(edit.after).toMatchObject({ title: 'cf 新标题', skuNos: s.skuNos, status: 1, sort: 0 });
    const fresh = await asked('/api/operator/shelves/cf-new-shelf', 'PUT', { title: 'x', skuNos: s.skuNos });
    expect(fresh.before).toBeNull();
  });

  it('a purchase programme edit and its withdrawal name what changes', async () => {
    const p = (await list<OperatorPurchase>('/api/operator/purchase-programmes')).find(
      (x) => x.phase === 'listed',
    );
    if (!p) throw new Error('no listed purchase programme in the seed');
    const { partnerName, batchWeekdays, cutoffHour, transitDays, excludedProvinces, notes } = p;
    const edit = await asked(`/api/operator/purchase-programmes/${p.spuNo}`, 'PUT', {
      ...{ partnerName, batchWeekdays, cutoffHour, transitDays, excludedProvinces, notes },
      perCustomerLimit: p.perCustomerLimit + 1,
    });
    expect(edit.before).toMatchObject({ perCustomerLimit: p.perCustomerLimit, partnerName });
    expect(edit.after).toMatchObject({ perCustomerLimit: p.perCustomerLimit + 1, partnerName });
    const withdraw = await asked(`/api/operator/purchase-programmes/${p.spuNo}/withdraw`, 'POST');
    expect([withdraw.before, withdraw.after]).toEqual([{ phase: 'listed' }, { phase: 'withdrawn' }]);
  });

  it('a trade-in model: a pending request shows what it replaces now; an applied one what it replaced', async () => {
    const m = (await list<OperatorTradeInModel>('/api/operator/trade-in-models')).find(
      (x) => x.phase === 'listed',
    );
    if (!m) throw new Error('no listed trade-in model in the seed');
    const path = `/api/operator/trade-in-models/${m.modelCode}`;
    const body = (topValueCents: number) => ({ brand: m.brand, name: m.name, topValueCents, sort: m.sort });
    const first = await asked(path, 'PUT', body(m.topValueCents + 100));
    const second = await asked(path, 'PUT', body(m.topValueCents + 200));
    expect(first.before).toMatchObject({ topValueCents: m.topValueCents });
    expect(second.before).toMatchObject({ topValueCents: m.topValueCents });

    await approve(first.id);
    // The second would now replace the first's value, not the one there when it was asked.
    expect((await detail(second.id)).before).toMatchObject({ topValueCents: m.topValueCents + 100 });
    await approve(second.id);
    // Decided requests keep what they replaced, though the model has moved on since.
    expect((await detail(first.id)).before).toMatchObject({ topValueCents: m.topValueCents });
    expect((await detail(second.id)).before).toMatchObject({ topValueCents: m.topValueCents + 100 });
    expect((await detail(second.id)).after).toMatchObject({ topValueCents: m.topValueCents + 200 });
  });
});
