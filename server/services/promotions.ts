import { ActivityType } from '../../schemas/api/product';
import type { ProductPage } from '../../schemas/api/productCard';
import type { ActivityTag, PromotionGroup, PromotionSummary } from '../../schemas/api/promotion';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { pricedItems } from '../domain/checkout';
import { activityFor, type FullDiscountActivity, isLive } from '../domain/full-discount';
import { availabilityOf } from '../domain/sku-availability';
import { inCategory } from '../repos/card-filters';
import { listCartLines } from '../repos/cart-lines';
import { type CardFilter, listCards } from '../repos/product-cards';
import { activityCategories, coveredByActivity, findActivity, listLiveActivities } from '../repos/promotions';
import { loadSkuFacts } from '../repos/sku-facts';
import { addToCart } from './cart';
import { toCheckoutLines } from './cart-checkout';
import { refuse, settle } from './outcome';
import { fullDiscountsFor } from './promotion-pricing';

/** Products shown under each activity on promotion/index. */
const INDEX_PRODUCTS = 4;

export const summaryOf = (a: FullDiscountActivity): PromotionSummary => ({
  activityNo: a.activityNo,
  title: a.title,
  kind: 'fullDiscount',
  scope: a.scope,
  categoryCode: a.categoryCode,
  storeNo: a.storeNo,
  tiers: [...a.tiers],
  startAt: a.startAt,
  endAt: a.endAt,
  top: a.top,
});

const tagOf = (a: FullDiscountActivity): ActivityTag => ({
  activityNo: a.activityNo,
  kind: 'fullDiscount',
  title: a.title,
  tiers: [...a.tiers],
  endAt: a.endAt,
});

/** An activity shoppers may see now; an unknown, ended or future one is 'not found'. */
async function liveActivity(q: Queryable, activityNo: string, now: number): Promise<FullDiscountActivity> {
  const a = await findActivity(q, activityNo);
  if (!a || !isLive(a, now)) return refuse({ refusal: 'promotion_not_found', activityNo });
  return a;
}

/** The caller's selected cart lines that can be bought now, judged against the live activities. */
async function cartGroups(q: Queryable, customerId: number, now: number): Promise<PromotionGroup[]> {
  const lines = (await listCartLines(q, customerId)).filter(
    (l) => l.selected && !availabilityOf(l.sku, now).reason,
  );
  const facts = new Map(lines.map((l) => [l.sku.skuNo, l.sku]));
  const items = pricedItems(toCheckoutLines(lines), facts);
  return (await fullDiscountsFor(q, items, now)).groups;
}

/** promotion/index: the live activities, pinned first, each with its best-selling goods. */
export async function promotionIndex(deps: AppDeps) {
  const now = deps.config.clock();
  const activities = await listLiveActivities(deps.db, now);
  const withProducts = await Promise.all(
    activities.map(async (a) => {
      const page = await listCards(
        deps.db,
        {
          filters: [coveredByActivity(a.activityNo)],
          grain: 'spu',
          sort: 1,
          pageNo: 1,
          pageSize: INDEX_PRODUCTS,
        },
        now,
      );
      return { ...summaryOf(a), products: page.items };
    }),
  );
  return { activities: withProducts, serverTime: now };
}

/** promotion/top: the pinned activities. */
export async function promotionTop(deps: AppDeps) {
  const activities = await listLiveActivities(deps.db, deps.config.clock());
  return { activities: activities.filter((a) => a.top).map(summaryOf) };
}

/** promotion/mbank-index: the bank app's entry; signed in, also where the caller's cart stands. */
export async function promotionMbankIndex(deps: AppDeps, customerId: number | undefined) {
  const now = deps.config.clock();
  const activities = await listLiveActivities(deps.db, now);
  const groups = customerId === undefined ? [] : await cartGroups(deps.db, customerId, now);
  return { activities: activities.map(summaryOf), cartGroups: groups, serverTime: now };
}

/** The goods of one live activity (optionally one category of it), a page of cards. */
export function activityProducts(
  deps: AppDeps,
  q: {
    activityNo: string;
    categoryCode?: number | undefined;
    sort: 1 | 2 | 3;
    pageNo: number;
    pageSize: number;
  },
) {
  const now = deps.config.clock();
  return settle(async (): Promise<ProductPage> => {
    await liveActivity(deps.db, q.activityNo, now);
    const filters: CardFilter[] = [coveredByActivity(q.activityNo)];
    if (q.categoryCode !== undefined) filters.push(inCategory(String(q.categoryCode)));
    const { items, total } = await listCards(
      deps.db,
      { filters, grain: 'spu', sort: q.sort, pageNo: q.pageNo, pageSize: q.pageSize },
      now,
    );
    return { items, pageNo: q.pageNo, pageSize: q.pageSize, total, hasMore: q.pageNo * q.pageSize < total };
  });
}

/** get-full-discount-category: the categories of a live activity's goods. */
export function activityCategoryList(deps: AppDeps, activityNo: string) {
  return settle(async () => {
    await liveActivity(deps.db, activityNo, deps.config.clock());
    return { activityNo, categories: await activityCategories(deps.db, activityNo) };
  });
}

/**
 * promotion/add-cart-sku: adds a SKU the activity covers to the cart (the cart's own rules and
 * transaction), then answers where the activity stands on the caller's selected lines.
 */
export function addCartSku(
  deps: AppDeps,
  customerId: number,
  input: { activityNo: string; skuNo: string; quantity: number },
) {
  const now = deps.config.clock();
  return settle(async () => {
    const activity = await liveActivity(deps.db, input.activityNo, now);
    const sku = (await loadSkuFacts(deps.db, [input.skuNo])).get(input.skuNo);
    if (!sku) return refuse({ refusal: 'product_not_found', skuNo: input.skuNo });
    // Judged like the quote: the SKU must take part in this activity, not in an earlier-ranked one.
    if (activityFor(await listLiveActivities(deps.db, now), sku, now)?.activityNo !== activity.activityNo) {
      refuse({ refusal: 'promotion_sku_not_covered', activityNo: activity.activityNo, skuNo: input.skuNo });
    }
    const added = await addToCart(deps, customerId, { skuNo: input.skuNo, quantity: input.quantity });
    if (!added.ok) {
      const { ok: _ok, ...refusal } = added;
      return refuse(refusal);
    }
    const groups = await cartGroups(deps.db, customerId, now);
    return { ...added.value, group: groups.find((g) => g.activityNo === activity.activityNo) ?? null };
  });
}

/** Tags per SKU: the live activity each takes part in (none for an unknown SKU). */
export async function activityTags(
  deps: AppDeps,
  skuNos: readonly string[],
): Promise<Record<string, ActivityTag[]>> {
  const now = deps.config.clock();
  const [facts, activities] = await Promise.all([
    loadSkuFacts(deps.db, [...new Set(skuNos)]),
    listLiveActivities(deps.db, now),
  ]);
  const out: Record<string, ActivityTag[]> = {};
  for (const skuNo of skuNos) {
    const f = facts.get(skuNo);
    const a = f ? activityFor(activities, f, now) : undefined;
    out[skuNo] = a ? [tagOf(a)] : [];
  }
  return out;
}

/** get-activity-special-flag: whether the SKU is in a full discount or a running flash sale now. */
export function activitySpecialFlag(deps: AppDeps, skuNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    const f = (await loadSkuFacts(deps.db, [skuNo])).get(skuNo);
    if (!f) return refuse({ refusal: 'product_not_found', skuNo });
    const fullDiscount = activityFor(await listLiveActivities(deps.db, now), f, now) !== undefined;
    const flashSale =
      f.activityType === ActivityType.flashSale && (f.saleStartAt === null || f.saleStartAt <= now);
    return { skuNo, fullDiscount, flashSale, special: fullDiscount || flashSale };
  });
}
