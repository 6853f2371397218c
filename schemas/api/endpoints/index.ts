/**
 * Every domain whose endpoints are declared once (ADR 0063). The server's OpenAPI document lists them from
 * here; a route file serves one domain and the SPA imports one domain, never this list (it would carry
 * every declaration into the bundle).
 */
import type { EndpointDomain } from '../endpoint';
import { addressEndpoints } from './address';
import {
  dealEndpoints,
  noticeEndpoints,
  productCardEndpoints,
  productEndpoints,
  shipmentEndpoints,
  storeCouponEndpoints,
} from './catalogue';
import { addressChangeEndpoints, commentEndpoints } from './comments';
import { couponCategoryEndpoints, couponEndpoints } from './coupons';
import {
  ecnyEndpoints,
  productExtraEndpoints,
  purchaseProductEndpoints,
  storeFollowEndpoints,
} from './discovery';
import { favouriteEndpoints, reminderEndpoints } from './favourites';
import { groupBuyEndpoints, teamPaySuccessEndpoints } from './group-buy';
import { lotteryEndpoints } from './lottery';
import { privacyRequestEndpoints } from './privacy';
import { productSpeedEndpoints } from './product-speed';
import { activityEndpoints, fullDiscountCategoryEndpoints, promotionEndpoints } from './promotions';
import { qualificationEndpoints } from './qualification';
import { qualificationOperatorEndpoints } from './qualification-operator';
import { rankEndpoints, shelfEndpoints, shelfOperatorEndpoints } from './rankings';
import { luxuryEndpoints, storeEndpoints } from './stores';

/**
 * The domains of each former registry file, in its order: server/openapi/operations/index.ts places each
 * group where the file was, so the document (and the fuzz test's seeded cases) keep their order.
 */
export const SHOPPING_DOMAINS: readonly EndpointDomain[] = [
  favouriteEndpoints,
  reminderEndpoints,
  addressEndpoints,
];
export const PRIVACY_DOMAINS: readonly EndpointDomain[] = [privacyRequestEndpoints];
export const LOTTERY_DOMAINS: readonly EndpointDomain[] = [lotteryEndpoints];
export const QUALIFICATION_DOMAINS: readonly EndpointDomain[] = [
  qualificationEndpoints,
  qualificationOperatorEndpoints,
];
export const RANKING_DOMAINS: readonly EndpointDomain[] = [
  rankEndpoints,
  shelfEndpoints,
  shelfOperatorEndpoints,
];
export const CATALOGUE_DOMAINS: readonly EndpointDomain[] = [
  productEndpoints,
  shipmentEndpoints,
  productCardEndpoints,
  dealEndpoints,
  noticeEndpoints,
  storeCouponEndpoints,
];
export const COMMENT_DOMAINS: readonly EndpointDomain[] = [commentEndpoints, addressChangeEndpoints];
export const STORE_DOMAINS: readonly EndpointDomain[] = [storeEndpoints, luxuryEndpoints];
export const DISCOVERY_DOMAINS: readonly EndpointDomain[] = [
  ecnyEndpoints,
  storeFollowEndpoints,
  productExtraEndpoints,
  purchaseProductEndpoints,
];

export const COUPON_DOMAINS: readonly EndpointDomain[] = [couponEndpoints, couponCategoryEndpoints];
export const PROMOTION_DOMAINS: readonly EndpointDomain[] = [
  promotionEndpoints,
  fullDiscountCategoryEndpoints,
  activityEndpoints,
];
export const PRODUCT_SPEED_DOMAINS: readonly EndpointDomain[] = [productSpeedEndpoints];
export const GROUP_BUY_DOMAINS: readonly EndpointDomain[] = [groupBuyEndpoints, teamPaySuccessEndpoints];

export const ENDPOINT_DOMAINS: readonly EndpointDomain[] = [
  ...SHOPPING_DOMAINS,
  ...RANKING_DOMAINS,
  ...CATALOGUE_DOMAINS,
  ...COMMENT_DOMAINS,
  ...STORE_DOMAINS,
  ...DISCOVERY_DOMAINS,
  ...PRIVACY_DOMAINS,
  ...LOTTERY_DOMAINS,
  ...QUALIFICATION_DOMAINS,
  ...COUPON_DOMAINS,
  ...PROMOTION_DOMAINS,
  ...PRODUCT_SPEED_DOMAINS,
  ...GROUP_BUY_DOMAINS,
];
