/**
 * Stores and their physical shops (/api/channel/store/*, /api/channel/store-offline/*, public reads) and
 * the luxury checkout (/api/order/luxury-*, shopper): the one declaration of each endpoint (ADR 0063).
 * store/search and directory-sku-search are the search domain's.
 */
import { endpoint } from '../endpoint';
import {
  luxuryConfirmationRequestSchema,
  luxuryConfirmationSchema,
  luxuryCouponListRequestSchema,
  luxuryCouponListSchema,
  luxuryStageRequestSchema,
  luxuryStageSchema,
} from '../luxury';
import { productPageSchema } from '../productCard';
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
} from '../store';

const STORE = '/api/channel/store';
const OFFLINE = '/api/channel/store-offline';
const ORDER = '/api/order';

export const storeEndpoints = {
  detail: endpoint({
    method: 'get',
    path: `${STORE}/detail`,
    summary: 'A store’s details: ratings, company, licences, service promises, shops',
    tag: 'product',
    auth: 'public',
    query: storeQuerySchema,
    result: storeDetailSchema,
  }),
  info: endpoint({
    method: 'get',
    path: `${STORE}/get-store-info`,
    summary: 'A store’s home-page header: name, logo, rating, followers, products',
    tag: 'product',
    auth: 'public',
    query: storeQuerySchema,
    result: storeInfoSchema,
  }),
  list: endpoint({
    method: 'get',
    path: `${STORE}/list`,
    summary: 'Open stores of one kind (the luxury store list), best rated first',
    tag: 'product',
    auth: 'public',
    query: storeListQuerySchema,
    result: storeListSchema,
  }),
  nav: endpoint({
    method: 'get',
    path: `${STORE}/get-store-nav`,
    summary: 'The tabs of a store’s home page (recommended, all, new, its directories)',
    tag: 'product',
    auth: 'public',
    query: storeQuerySchema,
    result: storeNavListSchema,
  }),
  recommend: endpoint({
    method: 'get',
    path: `${STORE}/get-recommend`,
    summary: 'A store’s best sellers',
    tag: 'product',
    auth: 'public',
    query: storeQuerySchema,
    result: storeRecommendSchema,
  }),
  directoryTree: endpoint({
    method: 'get',
    path: `${STORE}/directory-tree`,
    summary: 'A store’s own directory, two levels, with product counts',
    tag: 'product',
    auth: 'public',
    query: storeQuerySchema,
    result: storeDirectoryTreeSchema,
  }),
  products: endpoint({
    method: 'get',
    path: `${STORE}/product-list`,
    summary: 'Every product of a store once, by a spec sort key, paged',
    tag: 'product',
    auth: 'public',
    query: storeProductListQuerySchema,
    result: productPageSchema,
  }),
  tabProducts: endpoint({
    method: 'get',
    path: `${STORE}/get-product-list`,
    summary: 'A store tab’s products: new arrivals or one directory, paged',
    tag: 'product',
    auth: 'public',
    query: storeTabProductsQuerySchema,
    result: productPageSchema,
  }),
  offlineList: endpoint({
    method: 'get',
    path: `${OFFLINE}/list`,
    summary: 'Physical shops, nearest first from the given point (metres by the server)',
    tag: 'product',
    auth: 'public',
    query: offlineListQuerySchema,
    result: offlineListSchema,
  }),
  offlineDetail: endpoint({
    method: 'get',
    path: `${OFFLINE}/detail`,
    summary: 'One physical shop, with its distance from the given point',
    tag: 'product',
    auth: 'public',
    query: offlineDetailQuerySchema,
    result: offlineStoreSchema,
  }),
  offlineKinds: endpoint({
    method: 'get',
    path: `${OFFLINE}/category-list`,
    summary: 'Kinds of physical shop with how many of each',
    tag: 'product',
    auth: 'public',
    query: offlineCategoryQuerySchema,
    result: offlineCategoryListSchema,
  }),
  offlineDistances: endpoint({
    method: 'get',
    path: `${OFFLINE}/distance`,
    summary: 'Metres from a point to each of the given shops',
    tag: 'product',
    auth: 'public',
    query: offlineDistanceQuerySchema,
    result: offlineDistanceSchema,
  }),
};

export const luxuryEndpoints = {
  confirmation: endpoint({
    method: 'post',
    path: `${ORDER}/luxury-confirmation-info`,
    summary: 'Start (buy now) or re-read a luxury confirmation with its instalment plans',
    tag: 'order',
    auth: 'shopper',
    body: luxuryConfirmationRequestSchema,
    result: luxuryConfirmationSchema,
  }),
  stage: endpoint({
    method: 'post',
    path: `${ORDER}/luxury-stage`,
    summary: 'Choose the instalments (3, 6, 12 or in full) and get the plans for the payable amount',
    tag: 'order',
    auth: 'shopper',
    body: luxuryStageRequestSchema,
    result: luxuryStageSchema,
  }),
  coupons: endpoint({
    method: 'post',
    path: `${ORDER}/luxury-order-coupon-list`,
    summary: 'The caller’s coupons judged against a luxury confirmation',
    tag: 'order',
    auth: 'shopper',
    body: luxuryCouponListRequestSchema,
    result: luxuryCouponListSchema,
  }),
};
