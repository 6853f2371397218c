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
export const productBase = endpoint({
  method: 'get',
  path: `${PRODUCT}/base`,
  auth: 'public',
  query: productQuerySchema,
  result: productBaseSchema,
});

export const productBaseV1 = endpoint({
  method: 'get',
  path: `${PRODUCT}/base-v1`,
  auth: 'public',
  query: productQuerySchema,
  result: productBaseFastSchema,
});

// price-v1 exists because the client picks paths by speedFlag; the answer is the same.
export const productPrice = endpoint({
  method: 'get',
  path: `${PRODUCT}/price`,
  auth: 'public',
  query: productQuerySchema,
  result: productPriceSchema,
});

export const productPriceV1 = endpoint({
  method: 'get',
  path: `${PRODUCT}/price-v1`,
  auth: 'public',
  query: productQuerySchema,
  result: productPriceSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productEndpoints = {
  base: productBase,
  baseV1: productBaseV1,
  price: productPrice,
  priceV1: productPriceV1,
};

/** Both paths answer the same; the client picks -v1 by speedFlag, as with price and price-v1. */
export const shipmentShipment = endpoint({
  method: 'get',
  path: `${CHANNEL}/product-shipment-detail`,
  auth: 'shopper-if-signed-in',
  query: shipmentQuerySchema,
  result: shipmentDetailSchema,
});

export const shipmentShipmentV1 = endpoint({
  method: 'get',
  path: `${CHANNEL}/product-shipment-detail-v1`,
  auth: 'shopper-if-signed-in',
  query: shipmentQuerySchema,
  result: shipmentDetailSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const shipmentEndpoints = {
  shipment: shipmentShipment,
  shipmentV1: shipmentShipmentV1,
};

export const productCardCards = endpoint({
  method: 'post',
  path: `${CHANNEL}/get-mbank-product-info-v1`,
  auth: 'public',
  body: productCardsRequestSchema,
  result: productCardsResultSchema,
});

// Spec §7 lists it among the GETs: the same rows as one JSON query parameter (POST stays for long pages).
export const productCardCardsByQuery = endpoint({
  method: 'get',
  path: `${CHANNEL}/get-mbank-product-info-v1`,
  auth: 'public',
  query: productCardsQuerySchema,
  result: productCardsResultSchema,
});

export const productCardFullDiscountProducts = endpoint({
  method: 'get',
  path: `${CHANNEL}/full-discount-product-search`,
  auth: 'public',
  query: fullDiscountProductQuerySchema,
  result: productPageSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productCardEndpoints = {
  cards: productCardCards,
  cardsByQuery: productCardCardsByQuery,
  fullDiscountProducts: productCardFullDiscountProducts,
};

export const dealDailyDeals = endpoint({
  method: 'get',
  path: `${MARKETING}/promotion/list`,
  auth: 'public',
  query: promotionListQuerySchema,
  result: productPageSchema,
});

export const dealServerTime = endpoint({
  method: 'get',
  path: `${MARKETING}/count-down/time-init`,
  auth: 'public',
  result: z.object({ serverTime: epochMs }),
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const dealEndpoints = {
  dailyDeals: dealDailyDeals,
  serverTime: dealServerTime,
};

export const noticeList = endpoint({
  method: 'get',
  path: `${CHANNEL}/notice/info`,
  auth: 'public',
  result: noticeListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const noticeEndpoints = {
  list: noticeList,
};

export const storeCouponList = endpoint({
  method: 'get',
  path: `${MARKETING}/coupon/store-coupon-list`,
  auth: 'shopper-if-signed-in',
  query: storeCouponListQuerySchema,
  result: storeCouponListResultSchema,
});

export const storeCouponClaim = endpoint({
  method: 'post',
  path: `${MARKETING}/coupon/catch`,
  auth: 'shopper',
  body: couponCatchRequestSchema,
  result: couponCatchResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const storeCouponEndpoints = {
  list: storeCouponList,
  claim: storeCouponClaim,
};
