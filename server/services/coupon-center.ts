import { randomBytes } from 'node:crypto';
import type { MyCouponTab } from '../../schemas/api/coupon-center';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { claimRefusal } from '../domain/coupon-claim';
import { eligibleCentsOf, judgeCoupon } from '../domain/coupon-rules';
import {
  CENTER_TABS,
  centerCouponView,
  EXPIRING_SOON_MS,
  heldCouponView,
  normalisePlainCode,
  PLAIN_CODE_MAX_FAILURES,
  PLAIN_CODE_WINDOW_MS,
  plainCodeFrom,
  plainCodeWait,
} from '../domain/coupon-views';
import type { PricedItem } from '../domain/pricing';
import {
  centerCountsByScope,
  centerCouponNos,
  codeFailuresSince,
  countMyCoupons,
  couponCategories,
  customerIdsByNo,
  findCampaign,
  findMyCoupon,
  findPlainCode,
  insertCampaign,
  insertPlainCodes,
  insertSend,
  issuedOf,
  listMyCoupons,
  lockCodeAttempts,
  markPlainCodeUsed,
  recordCodeFailure,
  sentTo,
} from '../repos/coupon-center';
import { findCoupon, holderCounts, NO_CLAIMS, takeCoupon } from '../repos/coupon-claims';
import { loadSkuFacts } from '../repos/sku-facts';
import { orRefuse, refuse, settle } from './outcome';

/**
 * The coupon center, My coupons, redemption codes and sends. Stock only ever moves through
 * takeCoupon's conditional UPDATE inside a transaction that first locks the template row, so the
 * per-customer limit counted under that lock holds under parallel requests too.
 */

const page = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

/** my-coupon-info: one page of the caller's coupons in a tab. */
export async function myCoupons(
  deps: AppDeps,
  customerId: number,
  q: { tab: MyCouponTab; pageNo: number; pageSize: number },
) {
  const now = deps.config.clock();
  const { list, total } = await listMyCoupons(deps.db, {
    customerId,
    tab: q.tab,
    now,
    ...page(q.pageNo, q.pageSize),
  });
  return {
    tab: q.tab,
    list: list.map((h) => heldCouponView(h, now)),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    hasMore: q.pageNo * q.pageSize < total,
  };
}

/** summary: counts per tab and how many usable ones end within three days. */
export const couponSummary = (deps: AppDeps, customerId: number) =>
  countMyCoupons(deps.db, customerId, deps.config.clock(), EXPIRING_SOON_MS);

/**
 * coupon-price-cal: what the coupon takes off these SKUs if used now. A coupon valid N days from
 * claiming is judged as if claimed now; a fixed-date one by its dates.
 */
export function couponPriceCal(
  deps: AppDeps,
  customerId: number | undefined,
  input: { couponNo: string; items: readonly { skuNo: string; quantity: number }[] },
) {
  const { db, config } = deps;
  return settle(async () => {
    const now = config.clock();
    const notFound = { refusal: 'coupon_not_found', couponNo: input.couponNo } as const;
    const coupon = orRefuse(await findCoupon(db, input.couponNo), notFound);
    // A code- or send-only coupon is not public: only someone who holds one may ask about it.
    if (!coupon.inCenter) {
      const held =
        customerId === undefined
          ? undefined
          : (await issuedOf(db, customerId, [coupon.couponNo])).get(coupon.couponNo);
      if (!held?.length) refuse(notFound);
    }
    const facts = await loadSkuFacts(
      db,
      input.items.map((i) => i.skuNo),
    );
    const items: PricedItem[] = input.items.map((i) => {
      const f = orRefuse(facts.get(i.skuNo), { refusal: 'product_not_found', skuNo: i.skuNo });
      return {
        skuNo: f.skuNo,
        storeNo: f.storeNo,
        storeType: f.storeType,
        categoryCode: f.categoryCode,
        priceCents: f.priceCents,
        quantity: i.quantity,
      };
    });
    const window = coupon.validity.kind === 'days' ? { startAt: now, endAt: now + 1 } : {};
    const judged = judgeCoupon({ ...coupon, ...window }, items, now);
    const goodsCents = items.reduce((a, i) => a + i.priceCents * i.quantity, 0);
    const eligibleCents = eligibleCentsOf(coupon, items);
    return {
      couponNo: coupon.couponNo,
      applicable: judged.applicable,
      ...(judged.reason ? { reason: judged.reason } : {}),
      goodsCents,
      eligibleCents,
      deductCents: judged.deductCents,
      payableCents: goodsCents - judged.deductCents,
    };
  });
}

/** coupon-center/category-list: the tabs and how many coupons each lists now. */
export async function centerTabs(deps: AppDeps) {
  const counts = await centerCountsByScope(deps.db, deps.config.clock());
  return {
    tabs: CENTER_TABS.map((t) => ({
      ...t,
      count: t.scopes.reduce((a, s) => a + (counts.get(s) ?? 0), 0),
    })),
  };
}

/** coupon-center/category: one page of a tab, each coupon labelled for the caller (when logged in). */
export async function centerCoupons(
  deps: AppDeps,
  customerId: number | undefined,
  q: { tabId: number; pageNo: number; pageSize: number },
) {
  const { db, config } = deps;
  const now = config.clock();
  const tab = CENTER_TABS.find((t) => t.tabId === q.tabId) ?? CENTER_TABS[0];
  const { couponNos, total } = await centerCouponNos(db, {
    scopes: tab?.scopes ?? [],
    now,
    ...page(q.pageNo, q.pageSize),
  });
  const coupons = (await Promise.all(couponNos.map((no) => findCoupon(db, no)))).flatMap((c) =>
    c ? [c] : [],
  );
  const mine = customerId === undefined ? new Map() : await issuedOf(db, customerId, couponNos);
  return {
    personal: customerId !== undefined,
    list: coupons.map((c) => centerCouponView(c, mine.get(c.couponNo) ?? [], now)),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    hasMore: q.pageNo * q.pageSize < total,
  };
}

/** The issued coupon as My coupons shows it (read after the commit). */
async function heldView(db: Queryable, customerId: number, id: number, now: number) {
  const held = await findMyCoupon(db, customerId, id);
  // The row was made (or found) for this very customer in the transaction that just committed.
  if (!held) throw new Error(`issued coupon ${id} of customer ${customerId} vanished`);
  return heldCouponView(held, now);
}

/**
 * Takes one of the template for this customer inside tx: the template row is locked first, then its
 * claim rules (limit unless a send, stock) are checked and the stock taken conditionally.
 */
async function issueLocked(
  tx: Queryable,
  r: { customerId: number; couponNo: string; now: number; source: 'code' | 'send'; checkLimit: boolean },
): Promise<number> {
  const c = orRefuse(await findCoupon(tx, r.couponNo, { forUpdate: true }), {
    refusal: 'coupon_not_found',
    couponNo: r.couponNo,
  });
  const refused = { couponNo: c.couponNo, name: c.name };
  if (r.checkLimit) {
    const held = (await holderCounts(tx, r.customerId, [c.couponNo])).get(c.couponNo) ?? NO_CLAIMS;
    const reason = claimRefusal(c, held, r.now);
    if (reason) refuse({ refusal: 'claim_refused', ...refused, reason });
  } else if (c.status !== 1 || r.now >= c.claimEndAt) {
    refuse({ refusal: 'claim_refused', ...refused, reason: 'ended' });
  }
  const id = await takeCoupon(tx, {
    customerId: r.customerId,
    couponNo: c.couponNo,
    claimCode: null,
    now: r.now,
    validity: c.validity,
    source: r.source,
  });
  return orRefuse(id, { refusal: 'claim_refused', ...refused, reason: 'soldOut' });
}

type CodeAttempt =
  | { kind: 'given'; id: number }
  | { kind: 'live' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'used' }
  | { kind: 'throttled'; retryAfterMs: number };

/**
 * catchPlainCodeCoupon: redeems a one-use code. Attempts of one customer are serialised on their
 * throttle row; more than PLAIN_CODE_MAX_FAILURES wrong (or spent) codes in PLAIN_CODE_WINDOW_MS pause
 * them. A wrong attempt is committed before the refusal is answered, so it always counts. The same
 * customer redeeming their own code again gets the same coupon back.
 */
export function catchPlainCode(deps: AppDeps, customerId: number, rawCode: string) {
  const { db, config } = deps;
  return settle(async () => {
    const now = config.clock();
    const code = normalisePlainCode(rawCode);
    const attempt = await db.transaction(async (tx): Promise<CodeAttempt> => {
      await lockCodeAttempts(tx, customerId);
      const failures = await codeFailuresSince(tx, customerId, now - PLAIN_CODE_WINDOW_MS);
      const wait = plainCodeWait(failures, now);
      if (wait > 0) return { kind: 'throttled', retryAfterMs: wait };
      const found = await findPlainCode(tx, code);
      if (found && found.customerId === customerId && found.customerCouponId !== null) {
        return { kind: 'given', id: found.customerCouponId };
      }
      if (!found || found.customerId !== null) {
        await recordCodeFailure(tx, customerId, now);
        if (found) return { kind: 'used' };
        return { kind: 'wrong', attemptsLeft: Math.max(0, PLAIN_CODE_MAX_FAILURES - failures.length - 1) };
      }
      return { kind: 'live' };
    });
    if (attempt.kind === 'throttled')
      refuse({ refusal: 'coupon_code_throttled', retryAfterMs: attempt.retryAfterMs });
    if (attempt.kind === 'wrong')
      refuse({ refusal: 'coupon_code_wrong', attemptsLeft: attempt.attemptsLeft });
    if (attempt.kind === 'used') refuse({ refusal: 'coupon_code_used' });
    if (attempt.kind === 'given') return { coupon: await heldView(db, customerId, attempt.id, now) };
    // A live code: redeem it in its own transaction, which rolls back whole if the template refuses.
    const id = await db.transaction(async (tx) => {
      await lockCodeAttempts(tx, customerId);
      const found = await findPlainCode(tx, code);
      if (!found) return refuse({ refusal: 'coupon_code_wrong', attemptsLeft: 0 });
      if (found.customerId === customerId && found.customerCouponId !== null) return found.customerCouponId;
      if (found.customerId !== null) return refuse({ refusal: 'coupon_code_used' });
      const issued = await issueLocked(tx, {
        customerId,
        couponNo: found.couponNo,
        now,
        source: 'code',
        checkLimit: true,
      });
      if (!(await markPlainCodeUsed(tx, { code, customerId, customerCouponId: issued, now }))) {
        refuse({ refusal: 'coupon_code_used' });
      }
      return issued;
    });
    return { coupon: await heldView(db, customerId, id, now) };
  });
}

/** operator: new one-use codes for a template (CSPRNG; a rare collision is simply drawn again). */
export function createPlainCodes(deps: AppDeps, couponNo: string, count: number) {
  const { db, config } = deps;
  return settle(async () => {
    orRefuse(await findCoupon(db, couponNo), { refusal: 'coupon_not_found', couponNo });
    const now = config.clock();
    const codes: string[] = [];
    while (codes.length < count) {
      const batch: string[] = [];
      while (batch.length < count - codes.length) {
        const c = plainCodeFrom(randomBytes(32));
        if (c) batch.push(c);
      }
      codes.push(...(await db.transaction((tx) => insertPlainCodes(tx, couponNo, batch, now))));
    }
    return { couponNo, codes };
  });
}

/** operator: a campaign link's token that gives the coupon once per customer. */
export function createCampaign(deps: AppDeps, couponNo: string, endsAt: number | undefined) {
  const { db, config } = deps;
  return settle(async () => {
    orRefuse(await findCoupon(db, couponNo), { refusal: 'coupon_not_found', couponNo });
    const token = `CT${randomBytes(18).toString('base64url')}`;
    await db.transaction((tx) =>
      insertCampaign(tx, { token, couponNo, now: config.clock(), endsAt: endsAt ?? null }),
    );
    return { token, couponNo };
  });
}

/**
 * token-coupon-send: the campaign's coupon for the caller, once per (campaign, customer): a repeated or
 * racing call finds the send row (both wait on the template lock) and answers already: true.
 */
export function tokenCouponSend(deps: AppDeps, customerId: number, token: string) {
  const { db, config } = deps;
  return settle(async () => {
    const now = config.clock();
    const campaign = orRefuse(await findCampaign(db, token), { refusal: 'coupon_campaign_not_found' });
    if (campaign.endsAt !== null && now >= campaign.endsAt) refuse({ refusal: 'coupon_campaign_ended' });
    const sendKey = `campaign:${token}`;
    const r = await db.transaction(async (tx) => {
      // The template lock first: two sends to one customer run one after another.
      orRefuse(await findCoupon(tx, campaign.couponNo, { forUpdate: true }), {
        refusal: 'coupon_not_found',
        couponNo: campaign.couponNo,
      });
      const earlier = (await sentTo(tx, sendKey, [customerId])).get(customerId);
      if (earlier !== undefined) return { id: earlier, already: true };
      const id = await issueLocked(tx, {
        customerId,
        couponNo: campaign.couponNo,
        now,
        source: 'send',
        checkLimit: false,
      });
      await insertSend(tx, { sendKey, customerId, customerCouponId: id, now });
      return { id, already: false };
    });
    return { sent: !r.already, already: r.already, coupon: await heldView(db, customerId, r.id, now) };
  });
}

/**
 * token-coupon-send-login: the same, called right after the bank sign-on; what would be a refusal is an
 * answer with sent: false and a reason, so a spent campaign never stands in the way of signing in.
 */
export async function tokenCouponSendLogin(deps: AppDeps, customerId: number, token: string) {
  const outcome = await tokenCouponSend(deps, customerId, token);
  if (outcome.ok) return outcome.value;
  const reason =
    outcome.refusal === 'coupon_campaign_not_found' || outcome.refusal === 'coupon_not_found'
      ? ('unknownToken' as const)
      : outcome.refusal === 'claim_refused' && outcome.reason === 'soldOut'
        ? ('soldOut' as const)
        : ('ended' as const);
  return { sent: false, already: false, reason };
}

/**
 * batch-send-coupons (operator): one coupon to each listed customer, once per (batch, customer). All or
 * nothing: with too little stock for the customers not yet served, nobody gets one and the answer says
 * how many are left. Sends ignore the per-customer claim limit (the operator decides).
 */
export function batchSendCoupons(
  deps: AppDeps,
  input: { batchNo: string; couponNo: string; customerNos: readonly string[] },
) {
  const { db, config } = deps;
  return settle(async () => {
    const now = config.clock();
    const wanted = [...new Set(input.customerNos)];
    const ids = await customerIdsByNo(db, wanted);
    const sendKey = `batch:${input.batchNo}`;
    return db.transaction(async (tx) => {
      const c = orRefuse(await findCoupon(tx, input.couponNo, { forUpdate: true }), {
        refusal: 'coupon_not_found',
        couponNo: input.couponNo,
      });
      const customerIds = [...ids.values()];
      const done = await sentTo(tx, sendKey, customerIds);
      const todo = customerIds.filter((id) => !done.has(id));
      if (todo.length > 0 && (c.status !== 1 || now >= c.claimEndAt)) {
        refuse({ refusal: 'claim_refused', couponNo: c.couponNo, name: c.name, reason: 'ended' });
      }
      if (todo.length > c.remainingQuantity) {
        refuse({
          refusal: 'coupon_stock_short',
          couponNo: c.couponNo,
          remaining: c.remainingQuantity,
          needed: todo.length,
        });
      }
      for (const customerId of todo) {
        const id = await takeCoupon(tx, {
          customerId,
          couponNo: c.couponNo,
          claimCode: null,
          now,
          validity: c.validity,
          source: 'send',
        });
        if (id === undefined) {
          refuse({ refusal: 'coupon_stock_short', couponNo: c.couponNo, remaining: 0, needed: todo.length });
        }
        await insertSend(tx, { sendKey, customerId, customerCouponId: id, now });
      }
      return {
        batchNo: input.batchNo,
        sent: todo.length,
        already: done.size,
        unknownCustomerNos: wanted.filter((no) => !ids.has(no)),
      };
    });
  });
}

/** get-coupon-category: the categories of a coupon's goods (its product list's filter); unknown: not found. */
export function couponCategoryList(deps: AppDeps, couponNo: string) {
  return settle(async () => {
    orRefuse(await findCoupon(deps.db, couponNo), { refusal: 'coupon_not_found', couponNo });
    return { couponNo, categories: await couponCategories(deps.db, couponNo) };
  });
}
