/** The server's half of catalogue/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */

import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { dealEndpoints } from '../catalogue/deal';
import { noticeEndpoints } from '../catalogue/notice';
import { productEndpoints } from '../catalogue/product';
import { productCardEndpoints } from '../catalogue/product-card';
import { shipmentEndpoints } from '../catalogue/shipment';
import { storeCouponEndpoints } from '../catalogue/store-coupon';

export const productDocs: EndpointDocs<typeof productEndpoints> = {
  base: {
    summary: 'Product detail: the SKU, its SPU and the sibling SKUs',
    tag: 'product',
    etag: true,
  },
  baseV1: {
    summary: 'Product detail, compact answer (speedFlag 1)',
    tag: 'product',
    etag: true,
  },
  price: {
    summary: 'Current price of a SKU',
    tag: 'product',
    etag: true,
  },
  priceV1: {
    summary: 'Current price of a SKU',
    tag: 'product',
    etag: true,
  },
};

const SHIPMENT_SUMMARY = 'Freight and delivery estimate of a SKU (to the caller’s address when signed in)';

/** Both paths answer the same; the client picks -v1 by speedFlag, as with price and price-v1. */
export const shipmentDocs: EndpointDocs<typeof shipmentEndpoints> = {
  shipment: {
    summary: SHIPMENT_SUMMARY,
    tag: 'product',
  },
  shipmentV1: {
    summary: SHIPMENT_SUMMARY,
    tag: 'product',
  },
};

export const productCardDocs: EndpointDocs<typeof productCardEndpoints> = {
  cards: {
    summary: 'Product cards of every product row of a booth page, in one call',
    tag: 'product',
  },
  cardsByQuery: {
    summary: 'Product cards of booth product rows, the rows as one JSON query parameter (long pages: POST)',
    tag: 'product',
  },
  fullDiscountProducts: {
    summary:
      'Products a coupon (couponNo) or a full-discount activity (activityNo) covers, one page of cards',
    tag: 'product',
  },
};

export const dealDocs: EndpointDocs<typeof dealEndpoints> = {
  dailyDeals: {
    summary: "Daily deals of one tab, or with activityNo a full-discount activity's goods, one page of cards",
    tag: 'product',
  },
  serverTime: {
    summary: 'Server time (epoch ms) the countdowns run on',
    tag: 'product',
  },
};

export const noticeDocs: EndpointDocs<typeof noticeEndpoints> = {
  list: {
    summary: 'System notices',
    tag: 'notice',
  },
};

export const storeCouponDocs: EndpointDocs<typeof storeCouponEndpoints> = {
  list: {
    summary: 'Coupons claimable for a SKU (what the caller holds when signed in)',
    tag: 'coupon',
  },
  claim: {
    summary: 'Claim a coupon (idempotent per uniqueCode header)',
    tag: 'coupon',
  },
};

export const productDocumented = documented(productEndpoints, productDocs);
export const shipmentDocumented = documented(shipmentEndpoints, shipmentDocs);
export const productCardDocumented = documented(productCardEndpoints, productCardDocs);
export const dealDocumented = documented(dealEndpoints, dealDocs);
export const noticeDocumented = documented(noticeEndpoints, noticeDocs);
export const storeCouponDocumented = documented(storeCouponEndpoints, storeCouponDocs);
