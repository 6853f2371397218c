/** The server's half of coupons/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */

import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { couponEndpoints } from '../coupons/coupon';
import { couponCategoryEndpoints } from '../coupons/coupon-category';

export const couponDocs: EndpointDocs<typeof couponEndpoints> = {
  mine: {
    summary: "The caller's coupons in one tab (usable, used, expired), one page, each with its state label",
    tag: 'coupon',
  },
  summary: {
    summary: "Counts of the caller's coupons per tab and how many usable ones end within three days",
    tag: 'coupon',
    examples: { result: { usable: 3, used: 1, expired: 0, expiringSoon: 1 } },
  },
  priceCal: {
    summary:
      'What a coupon takes off the given SKUs if used now (cents); code-only coupons for their holders',
    tag: 'coupon',
    examples: {
      body: { couponNo: 'CP0001', items: [{ skuNo: 'SKU0001', quantity: 2 }] },
      result: {
        couponNo: 'CP0001',
        applicable: true,
        goodsCents: 39800,
        eligibleCents: 39800,
        deductCents: 3000,
        payableCents: 36800,
      },
    },
  },
  redeemCode: {
    summary: 'Redeem a one-use code; 5 wrong codes in 10 minutes pause the caller (429 with retryAfterMs)',
    tag: 'coupon',
  },
  tokenSend: {
    summary: "A campaign link's coupon for the caller, once per campaign",
    tag: 'coupon',
  },
  tokenSendAfterLogin: {
    summary: 'The same right after sign-on: answers sent: false with a reason instead of refusing',
    tag: 'coupon',
    examples: {
      body: { token: 'CAMPAIGN0001' },
      result: { sent: false, already: false, reason: 'ended' },
    },
  },
  batchSend: {
    summary: 'Operator: one coupon to each listed customer, once per (batchNo, customer), all or nothing',
    tag: 'coupon',
    examples: {
      body: { batchNo: 'B20261129', couponNo: 'CP0001', customerNos: ['C0001', 'C0002', 'C9999'] },
      result: { batchNo: 'B20261129', sent: 1, already: 1, unknownCustomerNos: ['C9999'] },
    },
  },
  plainCodes: {
    summary: 'Operator: new one-use redemption codes for a coupon',
    tag: 'coupon',
  },
  campaign: {
    summary: 'Operator: a campaign link token that gives its coupon once per customer',
    tag: 'coupon',
  },
  centerTabs: {
    summary: "The coupon center's tabs and how many coupons each lists",
    tag: 'coupon',
  },
  centerCoupons: {
    summary: "One page of a center tab, each coupon with the caller's state label (personal when signed in)",
    tag: 'coupon',
  },
};

export const couponCategoryDocs: EndpointDocs<typeof couponCategoryEndpoints> = {
  categories: {
    summary: "The categories of the goods a coupon covers, with SKU counts (its product list's filter)",
    tag: 'coupon',
  },
};

export const couponDocumented = documented(couponEndpoints, couponDocs);
export const couponCategoryDocumented = documented(couponCategoryEndpoints, couponCategoryDocs);
