import type * as z from 'zod';
import { PriceLabel } from '../../schemas/api/product';
import type {
  exclusiveJumpSchema,
  productShadowSchema,
  productShareCardSchema,
  productThemeSchema,
  recommendStageSchema,
  skuSaleFlagSchema,
  soldOutSchema,
  validBuySchema,
} from '../../schemas/api/product-extras';
import type { ProductCard } from '../../schemas/api/productCard';
import type { AppDeps } from '../config';
import { stagePlans } from '../domain/luxury-stages';
import { instalmentsOffered, recommendedStage, THEME_COLOURS, themeOf } from '../domain/product-extras';
import { availabilityOf, type SkuFacts } from '../domain/sku-availability';
import { skuTitle } from '../domain/sku-title';
import { stockStateOf } from '../domain/stock-state';
import { publicUrl } from '../origins';
import { type CardFilter, listCards } from '../repos/product-cards';
import {
  buyableNow,
  hasInterests,
  inCategoryNo,
  inCustomerInterests,
  ofProduct,
  otherThanProduct,
  skuEcnyFlag,
} from '../repos/product-extras';
import { loadSkuFacts } from '../repos/sku-facts';
import { orRefuse, settle } from './outcome';

/** The remaining product calls of spec §7: each reads the SKU's facts at the server's clock. */

const missing = (skuNo: string) => ({ refusal: 'product_not_found', skuNo }) as const;

async function factsOf(deps: AppDeps, skuNo: string): Promise<SkuFacts> {
  return orRefuse((await loadSkuFacts(deps.db, [skuNo])).get(skuNo), missing(skuNo));
}

/** base-shadow: the light answer the page paints first, saying why goods cannot be bought (off shelf, sold out…). */
export const productShadow = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof productShadowSchema>> => {
    const f = await factsOf(deps, skuNo);
    const reason = availabilityOf(f, deps.config.clock()).reason;
    return {
      skuNo: f.skuNo,
      spuNo: f.spuNo,
      name: f.name,
      specName: f.specName,
      imageUrl: f.imageUrl,
      salePriceCents: f.priceCents,
      status: f.spuStatus === 1 && f.skuStatus === 1 ? 1 : 0,
      storeNo: f.storeNo,
      storeName: f.storeName,
      ...(reason ? { unavailable: reason } : {}),
    };
  });

/** theme / theme-v1. */
export const productTheme = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof productThemeSchema>> => {
    const f = await factsOf(deps, skuNo);
    const ecny = await skuEcnyFlag(deps.db, skuNo);
    const theme = themeOf(f, ecny);
    // An operator-flagged e-CNY SKU shows label 8 like one priced in digital yuan.
    const priceLabel = f.priceLabel ?? (ecny ? PriceLabel.digitalYuan : null);
    return {
      skuNo,
      theme,
      ...THEME_COLOURS[theme],
      priceLabel: priceLabel as z.infer<typeof productThemeSchema>['priceLabel'],
    };
  });

/** card: the share card; the link is built from the configured public origin, never a request header. */
export const productShareCard = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof productShareCardSchema>> => {
    const f = await factsOf(deps, skuNo);
    const [row] = await loadMarketPrice(deps, skuNo);
    const path = `/mbankmall/product/detail/${encodeURIComponent(f.spuNo)}/${encodeURIComponent(f.skuNo)}`;
    return {
      skuNo,
      title: skuTitle(f.name, f.specName, 2),
      imageUrl: f.imageUrl,
      salePriceCents: f.priceCents,
      marketPriceCents: row ?? f.priceCents,
      shareUrl: publicUrl(deps.config.publicOrigin, path).href,
    };
  });

async function loadMarketPrice(deps: AppDeps, skuNo: string): Promise<number[]> {
  const cards = await listCards(
    deps.db,
    { filters: [(p) => `k.sku_no = ${p.add(skuNo)}`], grain: 'sku', sort: 1, pageNo: 1, pageSize: 1 },
    deps.config.clock(),
  );
  return cards.items.map((c) => c.marketPriceCents);
}

/** get-sku-sale-flag. */
export const skuSaleFlag = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof skuSaleFlagSchema>> => {
    const f = await factsOf(deps, skuNo);
    const now = deps.config.clock();
    const reason = availabilityOf(f, now).reason;
    return {
      skuNo,
      saleFlag: reason ? 0 : 1,
      stockState: stockStateOf({
        stock: f.stock,
        activityType: f.activityType,
        saleStartAt: f.saleStartAt,
        now,
      }),
      saleStartTime: f.saleStartAt,
      ...(reason ? { unavailable: reason } : {}),
    };
  });

const page = async (deps: AppDeps, filters: CardFilter[], size: number): Promise<ProductCard[]> =>
  (
    await listCards(
      deps.db,
      { filters, grain: 'spu', sort: 1, pageNo: 1, pageSize: size },
      deps.config.clock(),
    )
  ).items;

/** base-sold-out: the product's other buyable SKUs first, then best sellers of its category. */
export const soldOutInfo = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof soldOutSchema>> => {
    const f = await factsOf(deps, skuNo);
    const now = deps.config.clock();
    const soldOut = availabilityOf(f, now).reason === 'soldOut';
    if (!soldOut) return { skuNo, soldOut, alternatives: [] };
    const siblings = (
      await listCards(
        deps.db,
        { filters: [ofProduct(f.spuNo), buyableNow(now)], grain: 'sku', sort: 1, pageNo: 1, pageSize: 6 },
        now,
      )
    ).items;
    const similar = await page(
      deps,
      [inCategoryNo(f.categoryCode), otherThanProduct(f.spuNo), buyableNow(now)],
      6,
    );
    return { skuNo, soldOut, alternatives: [...siblings, ...similar].slice(0, 6) };
  });

/** getRecommendStage: every interest-free plan of the amount, and the one to preselect. */
export const recommendStage = (deps: AppDeps, skuNo: string, quantity: number) =>
  settle(async (): Promise<z.infer<typeof recommendStageSchema>> => {
    const f = await factsOf(deps, skuNo);
    const totalCents = f.priceCents * quantity;
    if (!instalmentsOffered(f)) return { skuNo, eligible: false, totalCents, recommended: null, plans: [] };
    return {
      skuNo,
      eligible: true,
      totalCents,
      recommended: recommendedStage(totalCents),
      plans: stagePlans(totalCents),
    };
  });

/** product/recommend: more of the same category that can be bought now, best sellers first. */
export const productRecommend = (deps: AppDeps, skuNo: string, pageSize: number) =>
  settle(async () => {
    const f = await factsOf(deps, skuNo);
    const now = deps.config.clock();
    return page(deps, [inCategoryNo(f.categoryCode), otherThanProduct(f.spuNo), buyableNow(now)], pageSize);
  });

/** recommend/cmbmobile-v1: the categories the caller favoured or bought from, else the mall's best sellers. */
export async function channelRecommend(deps: AppDeps, customerId: number | null, pageSize: number) {
  const now = deps.config.clock();
  if (customerId !== null && (await hasInterests(deps.db, customerId))) {
    const mine = await page(deps, [inCustomerInterests(customerId), buyableNow(now)], pageSize);
    if (mine.length >= pageSize) return mine;
    const more = await page(deps, [buyableNow(now)], pageSize * 2);
    const seen = new Set(mine.map((c) => c.spuNo));
    return [...mine, ...more.filter((c) => !seen.has(c.spuNo))].slice(0, pageSize);
  }
  return page(deps, [buyableNow(now)], pageSize);
}

/** get-exclusive-jump-flag: telecom offers go through the operator-phone page; education offers are checked at checkout. */
export const exclusiveJump = (deps: AppDeps, skuNo: string) =>
  settle(async (): Promise<z.infer<typeof exclusiveJumpSchema>> => {
    const f = await factsOf(deps, skuNo);
    if (f.priceLabel === PriceLabel.telecomExclusive)
      return { skuNo, exclusive: true, kind: 'telecom', jumpPath: '/unicom-design' };
    if (f.priceLabel === PriceLabel.educationOffer)
      return { skuNo, exclusive: true, kind: 'education', jumpPath: null };
    return { skuNo, exclusive: false, kind: null, jumpPath: null };
  });

/** valid-buy-products: the same availability rule as the cart and create-order. */
export async function validBuyProducts(
  deps: AppDeps,
  skuNos: string[],
): Promise<z.infer<typeof validBuySchema>> {
  const unique = [...new Set(skuNos)];
  const facts = await loadSkuFacts(deps.db, unique);
  const now = deps.config.clock();
  const result: z.infer<typeof validBuySchema> = { valid: [], invalid: [] };
  for (const skuNo of unique) {
    const f = facts.get(skuNo);
    const reason = f ? availabilityOf(f, now).reason : 'unknown';
    if (reason) result.invalid.push({ skuNo, reason });
    else result.valid.push(skuNo);
  }
  return result;
}
