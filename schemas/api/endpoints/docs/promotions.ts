/** The server's half of promotions/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { activityEndpoints } from '../promotions/activity';
import { fullDiscountCategoryEndpoints } from '../promotions/full-discount-category';
import { promotionEndpoints } from '../promotions/promotion';

const tag = {
  activityNo: 'MJ2026001',
  kind: 'fullDiscount' as const,
  title: '满300减30',
  tiers: [{ thresholdCents: 30000, reductionCents: 3000 }],
  endAt: 1767196799000,
};

export const promotionDocs: EndpointDocs<typeof promotionEndpoints> = {
  index: {
    summary: 'Live full-discount activities (pinned first), each with its best-selling goods',
    tag: 'product',
  },
  top: {
    summary: 'The pinned full-discount activities',
    tag: 'product',
  },
  mbankIndex: {
    summary: "The bank app's promotion entry: live activities and, signed in, how the caller's cart stands",
    tag: 'product',
  },
  addCartSku: {
    summary: 'Add a SKU an activity covers to the cart; answers the activity on the selected lines',
    tag: 'cart',
  },
};

export const fullDiscountCategoryDocs: EndpointDocs<typeof fullDiscountCategoryEndpoints> = {
  categories: {
    summary: "Categories of a full-discount activity's goods, with SKU counts",
    tag: 'product',
  },
};

export const activityDocs: EndpointDocs<typeof activityEndpoints> = {
  tags: {
    summary: 'Activity tags per SKU (the full discount each takes part in now)',
    tag: 'product',
    examples: { body: { skuNos: ['SKU0001', 'SKU0002'] }, result: { SKU0001: [tag], SKU0002: [] } },
  },
  tagsOfOne: {
    summary: "One SKU's activity tags (product page)",
    tag: 'product',
    examples: { result: { skuNo: 'SKU0001', tags: [tag] } },
  },
  specialFlag: {
    summary: 'Whether a SKU is in a full discount or a running flash sale now',
    tag: 'product',
    examples: { result: { skuNo: 'SKU0001', fullDiscount: true, flashSale: false, special: true } },
  },
  sceneCoupons: {
    summary: 'Coupons a screen offers (payResult, cart, productDetail, orderDetail) with their state labels',
    tag: 'coupon',
  },
  claimForNebula: {
    summary: 'Claim a coupon from the nebula (lifestyle app) channel; the same claim as catch',
    tag: 'coupon',
  },
};

export const promotionDocumented = documented(promotionEndpoints, promotionDocs);
export const fullDiscountCategoryDocumented = documented(
  fullDiscountCategoryEndpoints,
  fullDiscountCategoryDocs,
);
export const activityDocumented = documented(activityEndpoints, activityDocs);
