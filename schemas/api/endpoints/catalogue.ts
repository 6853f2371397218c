/**
 * Public browsing: products, their shipment estimates, product lists, daily deals, notices, coupons to
 * claim; the one declaration of each endpoint (ADR 0063), one record per route file. The booth page (a
 * kept layout answered from memory with its own tag) and the pictures (not JSON) stay hand-written in
 * server/routes and server/openapi/operations/catalogue.ts.
 */
import { z } from '../../zod';
import { endpoint } from '../endpoint';
import { noticeListSchema } from '../notice';
import { epochMs } from '../primitives';
import { productBaseFastSchema, productBaseSchema, productPriceSchema, productQuerySchema } from '../product';
import {
  productCardsQuerySchema,
  productCardsRequestSchema,
  productCardsResultSchema,
  productPageSchema,
} from '../productCard';
import { fullDiscountProductQuerySchema, promotionListQuerySchema } from '../promotion';
import { shipmentDetailSchema, shipmentQuerySchema } from '../shipment';
import {
  couponCatchRequestSchema,
  couponCatchResultSchema,
  storeCouponListQuerySchema,
  storeCouponListResultSchema,
} from '../store-coupon';

const CHANNEL = '/api/channel';
const PRODUCT = `${CHANNEL}/product`;
const MARKETING = '/api/marketing';

/** One SKU's product reads: public, tagged (their answer depends on the query alone, so 304 is safe). */
export const productEndpoints = {
  base: endpoint({
    method: 'get',
    path: `${PRODUCT}/base`,
    summary: 'Product detail: the SKU, its SPU and the sibling SKUs',
    tag: 'product',
    auth: 'public',
    query: productQuerySchema,
    result: productBaseSchema,
    etag: true,
  }),
  baseV1: endpoint({
    method: 'get',
    path: `${PRODUCT}/base-v1`,
    summary: 'Product detail, compact answer (speedFlag 1)',
    tag: 'product',
    auth: 'public',
    query: productQuerySchema,
    result: productBaseFastSchema,
    etag: true,
  }),
  // price-v1 exists because the client picks paths by speedFlag; the answer is the same.
  price: endpoint({
    method: 'get',
    path: `${PRODUCT}/price`,
    summary: 'Current price of a SKU',
    tag: 'product',
    auth: 'public',
    query: productQuerySchema,
    result: productPriceSchema,
    etag: true,
  }),
  priceV1: endpoint({
    method: 'get',
    path: `${PRODUCT}/price-v1`,
    summary: 'Current price of a SKU',
    tag: 'product',
    auth: 'public',
    query: productQuerySchema,
    result: productPriceSchema,
    etag: true,
  }),
};

const SHIPMENT_SUMMARY = 'Freight and delivery estimate of a SKU (to the caller’s address when signed in)';

/** Both paths answer the same; the client picks -v1 by speedFlag, as with price and price-v1. */
export const shipmentEndpoints = {
  shipment: endpoint({
    method: 'get',
    path: `${CHANNEL}/product-shipment-detail`,
    summary: SHIPMENT_SUMMARY,
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: shipmentQuerySchema,
    result: shipmentDetailSchema,
  }),
  shipmentV1: endpoint({
    method: 'get',
    path: `${CHANNEL}/product-shipment-detail-v1`,
    summary: SHIPMENT_SUMMARY,
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: shipmentQuerySchema,
    result: shipmentDetailSchema,
  }),
};

export const productCardEndpoints = {
  cards: endpoint({
    method: 'post',
    path: `${CHANNEL}/get-mbank-product-info-v1`,
    summary: 'Product cards of every product row of a booth page, in one call',
    tag: 'product',
    auth: 'public',
    body: productCardsRequestSchema,
    result: productCardsResultSchema,
  }),
  // Spec §7 lists it among the GETs: the same rows as one JSON query parameter (POST stays for long pages).
  cardsByQuery: endpoint({
    method: 'get',
    path: `${CHANNEL}/get-mbank-product-info-v1`,
    summary: 'Product cards of booth product rows, the rows as one JSON query parameter (long pages: POST)',
    tag: 'product',
    auth: 'public',
    query: productCardsQuerySchema,
    result: productCardsResultSchema,
  }),
  fullDiscountProducts: endpoint({
    method: 'get',
    path: `${CHANNEL}/full-discount-product-search`,
    summary:
      'Products a coupon (couponNo) or a full-discount activity (activityNo) covers, one page of cards',
    tag: 'product',
    auth: 'public',
    query: fullDiscountProductQuerySchema,
    result: productPageSchema,
  }),
};

export const dealEndpoints = {
  dailyDeals: endpoint({
    method: 'get',
    path: `${MARKETING}/promotion/list`,
    summary: "Daily deals of one tab, or with activityNo a full-discount activity's goods, one page of cards",
    tag: 'product',
    auth: 'public',
    query: promotionListQuerySchema,
    result: productPageSchema,
  }),
  serverTime: endpoint({
    method: 'get',
    path: `${MARKETING}/count-down/time-init`,
    summary: 'Server time (epoch ms) the countdowns run on',
    tag: 'product',
    auth: 'public',
    result: z.object({ serverTime: epochMs }),
  }),
};

export const noticeEndpoints = {
  list: endpoint({
    method: 'get',
    path: `${CHANNEL}/notice/info`,
    summary: 'System notices',
    tag: 'notice',
    auth: 'public',
    result: noticeListSchema,
  }),
};

export const storeCouponEndpoints = {
  list: endpoint({
    method: 'get',
    path: `${MARKETING}/coupon/store-coupon-list`,
    summary: 'Coupons claimable for a SKU (what the caller holds when signed in)',
    tag: 'coupon',
    auth: 'shopper-if-signed-in',
    query: storeCouponListQuerySchema,
    result: storeCouponListResultSchema,
  }),
  claim: endpoint({
    method: 'post',
    path: `${MARKETING}/coupon/catch`,
    summary: 'Claim a coupon (idempotent per uniqueCode header)',
    tag: 'coupon',
    auth: 'shopper',
    body: couponCatchRequestSchema,
    result: couponCatchResultSchema,
  }),
};
