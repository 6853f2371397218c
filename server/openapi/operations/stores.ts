import {
  luxuryConfirmationRequestSchema,
  luxuryConfirmationSchema,
  luxuryCouponListRequestSchema,
  luxuryCouponListSchema,
  luxuryStageRequestSchema,
  luxuryStageSchema,
} from '../../../schemas/api/luxury';
import { productPageSchema } from '../../../schemas/api/productCard';
import {
  offlineCategoryListSchema,
  offlineCategoryQuerySchema,
  offlineDetailQuerySchema,
  offlineDistanceQuerySchema,
  offlineDistanceSchema,
  offlineListQuerySchema,
  offlineListSchema,
  offlineStoreSchema,
  storeDetailSchema,
  storeDirectoryTreeSchema,
  storeInfoSchema,
  storeListQuerySchema,
  storeListSchema,
  storeNavListSchema,
  storeProductListQuerySchema,
  storeQuerySchema,
  storeRecommendSchema,
  storeTabProductsQuerySchema,
} from '../../../schemas/api/store';
import type { Operation } from '../operation';

const channel = (name: string, summary: string, parts: Pick<Operation, 'query' | 'result'>): Operation => ({
  method: 'get',
  path: `/api/channel/${name}`,
  summary,
  tag: 'product',
  auth: 'none',
  ...parts,
});

const luxury = (name: string, summary: string, parts: Pick<Operation, 'body' | 'result'>): Operation => ({
  method: 'post',
  path: `/api/order/${name}`,
  summary,
  tag: 'order',
  auth: 'user',
  ...parts,
});

/** Stores, their physical shops and the luxury checkout (issue 14). */
export const storeOperations: Operation[] = [
  channel('store/detail', 'A store’s details: ratings, company, licences, service promises, shops', {
    query: storeQuerySchema,
    result: storeDetailSchema,
  }),
  channel('store/get-store-info', 'A store’s home-page header: name, logo, rating, followers, products', {
    query: storeQuerySchema,
    result: storeInfoSchema,
  }),
  channel('store/list', 'Open stores of one kind (the luxury store list), best rated first', {
    query: storeListQuerySchema,
    result: storeListSchema,
  }),
  channel('store/get-store-nav', 'The tabs of a store’s home page (recommended, all, new, its directories)', {
    query: storeQuerySchema,
    result: storeNavListSchema,
  }),
  channel('store/get-recommend', 'A store’s best sellers', {
    query: storeQuerySchema,
    result: storeRecommendSchema,
  }),
  channel('store/directory-tree', 'A store’s own directory, two levels, with product counts', {
    query: storeQuerySchema,
    result: storeDirectoryTreeSchema,
  }),
  channel('store/product-list', 'Every product of a store once, by a spec sort key, paged', {
    query: storeProductListQuerySchema,
    result: productPageSchema,
  }),
  channel('store/get-product-list', 'A store tab’s products: new arrivals or one directory, paged', {
    query: storeTabProductsQuerySchema,
    result: productPageSchema,
  }),
  channel('store-offline/list', 'Physical shops, nearest first from the given point (metres by the server)', {
    query: offlineListQuerySchema,
    result: offlineListSchema,
  }),
  channel('store-offline/detail', 'One physical shop, with its distance from the given point', {
    query: offlineDetailQuerySchema,
    result: offlineStoreSchema,
  }),
  channel('store-offline/category-list', 'Kinds of physical shop with how many of each', {
    query: offlineCategoryQuerySchema,
    result: offlineCategoryListSchema,
  }),
  channel('store-offline/distance', 'Metres from a point to each of the given shops', {
    query: offlineDistanceQuerySchema,
    result: offlineDistanceSchema,
  }),
  luxury(
    'luxury-confirmation-info',
    'Start (buy now) or re-read a luxury confirmation with its instalment plans',
    {
      body: luxuryConfirmationRequestSchema,
      result: luxuryConfirmationSchema,
    },
  ),
  luxury(
    'luxury-stage',
    'Choose the instalments (3, 6, 12 or in full) and get the plans for the payable amount',
    {
      body: luxuryStageRequestSchema,
      result: luxuryStageSchema,
    },
  ),
  luxury('luxury-order-coupon-list', 'The caller’s coupons judged against a luxury confirmation', {
    body: luxuryCouponListRequestSchema,
    result: luxuryCouponListSchema,
  }),
];
