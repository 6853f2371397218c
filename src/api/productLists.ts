import { dealDailyDeals } from '../../schemas/api/endpoints/catalogue/deal';
import { type ProductPage, productPageSchema } from '../../schemas/api/productCard';
import { call } from './call';
import { get, pageAnswerKey, servedResult } from './client';

/**
 * The paged product lists beside booth pages: daily deals and the e-CNY zone (a coupon's goods:
 * couponCenter.ts fetchCouponProducts). A module apart from the booth's own calls (booth.ts), so the home
 * page's first route does not carry them.
 */
export interface ProductListQuery {
  sort: 1 | 2 | 3;
  pageNo: number;
  pageSize?: number;
}

/** The first page of the deal list the page carries (a server-rendered first screen's), left in place. */
export const servedDailyDeals = (tab: number, q: ProductListQuery): ProductPage | undefined =>
  servedResult(pageAnswerKey(dealDailyDeals.path, { tab, ...q }), productPageSchema);

/**
 * The e-CNY zone's list, on its path: its declaration (schemas/api/endpoints/discovery/ecny.ts) brings the
 * search schemas into the kit every first screen loads, 0.5 KB each (ADR 0063, "Still on paths").
 */
const ECNY_LIST = '/api/channel/ecny-product-search';

/** The e-CNY zone's first page the page carries (a server-rendered first screen's). */
export const servedEcnyProducts = (q: ProductListQuery): ProductPage | undefined =>
  servedResult(pageAnswerKey(ECNY_LIST, { ...q }), productPageSchema);

export const productLists = {
  dailyDeal: (tab: number, q: ProductListQuery): Promise<ProductPage> =>
    call(dealDailyDeals, { query: { tab, ...q } }, { silent: true }),
  ecny: (q: ProductListQuery): Promise<ProductPage> =>
    get(ECNY_LIST, { ...q }, { schema: productPageSchema, silent: true }),
};
