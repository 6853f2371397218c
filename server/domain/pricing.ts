import type { Amounts, StageOption } from '../../schemas/api/amounts';
import { INSTALMENT_STAGES } from '../../schemas/api/amounts';
import { provinceKey } from './provinces';

/** One priced item: all the money rules need. */
export interface PricedItem {
  skuNo: string;
  storeNo: string;
  storeType: string;
  categoryCode: number;
  priceCents: number;
  quantity: number;
}

/** Below this a standard store charges freight; luxury stores always ship free. */
export const FREE_FREIGHT_FROM_CENTS = 9900;
export const BASE_FREIGHT_CENTS = 800;
/** Remote regions pay a surcharge per store parcel. */
export const REMOTE_SURCHARGE_CENTS = 1500;
/** By short Chinese name (provinces.ts): Xinjiang and Tibet. */
const REMOTE_PROVINCES = new Set(['新疆', '西藏']);

/** Remote regions: a freight surcharge here, and slower delivery estimates (domain/shipping.ts). */
export const isRemoteProvince = (province: string | null): boolean =>
  province !== null && REMOTE_PROVINCES.has(provinceKey(province));

/** The order at which a standard store's parcel ships free; null when it always does (luxury). */
export const freeFreightFrom = (storeType: string): number | null =>
  storeType === 'luxury' ? null : FREE_FREIGHT_FROM_CENTS;

export const goodsOf = (i: PricedItem): number => i.priceCents * i.quantity;

export function freightFor(storeType: string, storeGoodsCents: number, province: string | null): number {
  const base = storeType !== 'luxury' && storeGoodsCents < FREE_FREIGHT_FROM_CENTS ? BASE_FREIGHT_CENTS : 0;
  return base + (isRemoteProvince(province) ? REMOTE_SURCHARGE_CENTS : 0);
}

/**
 * Splits a discount over parts in proportion to their weight with integers only: each part gets the floor
 * of its share, the remainder goes to the heaviest part, so the parts always add up to the total.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - parts.reduce((a, b) => a + b, 0);
  let heaviest = 0;
  for (let i = 1; i < weights.length; i++) if ((weights[i] ?? 0) > (weights[heaviest] ?? 0)) heaviest = i;
  parts[heaviest] = (parts[heaviest] ?? 0) + rest;
  return parts;
}

export interface StorePricing {
  storeNo: string;
  goodsCents: number;
  discountCents: number;
  freightCents: number;
  payableCents: number;
}

/**
 * Per-store and total amounts. discountByStore is the coupon deduction already split over stores.
 * payable = goods - discount + freight holds for every store and for the total.
 */
export function priceStores(
  items: readonly PricedItem[],
  discountByStore: ReadonlyMap<string, number>,
  province: string | null,
): { stores: StorePricing[]; amounts: Amounts } {
  const order: string[] = [];
  const goods = new Map<string, number>();
  const type = new Map<string, string>();
  for (const i of items) {
    if (!goods.has(i.storeNo)) order.push(i.storeNo);
    goods.set(i.storeNo, (goods.get(i.storeNo) ?? 0) + goodsOf(i));
    type.set(i.storeNo, i.storeType);
  }
  const stores = order.map((storeNo) => {
    const goodsCents = goods.get(storeNo) ?? 0;
    const discountCents = Math.min(discountByStore.get(storeNo) ?? 0, goodsCents);
    const freightCents = freightFor(type.get(storeNo) ?? 'standard', goodsCents, province);
    return {
      storeNo,
      goodsCents,
      discountCents,
      freightCents,
      payableCents: goodsCents - discountCents + freightCents,
    };
  });
  const sum = (k: keyof Omit<StorePricing, 'storeNo'>) => stores.reduce((a, s) => a + s[k], 0);
  return {
    stores,
    amounts: {
      goodsCents: sum('goodsCents'),
      discountCents: sum('discountCents'),
      freightCents: sum('freightCents'),
      payableCents: sum('payableCents'),
    },
  };
}

/** Interest-free: the first stages pay the floor, the last one the remainder; no fee. */
export function stageOptionsFor(goodsCents: number): StageOption[] {
  return INSTALMENT_STAGES.map((stage) => {
    const perStageCents = Math.floor(goodsCents / stage);
    return { stage, perStageCents, lastStageCents: goodsCents - perStageCents * (stage - 1), feeCents: 0 };
  });
}
