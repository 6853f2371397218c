import {
  AFTER_SALE_DOMAINS,
  CART_DOMAINS,
  CATALOGUE_DOMAINS,
  COMMENT_DOMAINS,
  COUPON_DOMAINS,
  DISCOVERY_DOMAINS,
  GROUP_BUY_DOMAINS,
  INVOICE_DOMAINS,
  LOTTERY_DOMAINS,
  MESSAGE_DOMAINS,
  ORDER_DOMAINS,
  PRIVACY_DOMAINS,
  PRODUCT_SPEED_DOMAINS,
  PROMOTION_DOMAINS,
  QUALIFICATION_DOMAINS,
  RANKING_DOMAINS,
  SEARCH_DOMAINS,
  SHARE_INFO_DOMAINS,
  SHOPPING_DOMAINS,
  SPECIAL_PURCHASE_DOMAINS,
  STORE_DOMAINS,
} from '../../../schemas/api/endpoints';
import { declaredOperations } from '../endpoint-operations';
import type { Operation } from '../operation';
import { activityTermsOperatorOperations } from './activity-terms-operator';
import { approvalOperations } from './approvals';
import { boothExperimentOperations } from './booth-experiments';
import { boothSlotOperations } from './booth-slots';
import { boothPageOperations, pictureOperations } from './catalogue';
import { catalogueOperatorOperations } from './catalogue-operator';
import { consoleOperations } from './console';
import { couponOperatorOperations } from './coupon-operator';
import { groupBuyOperatorOperations } from './group-buy-operator';
import { invoiceOperations } from './invoices';
import { listingOperatorOperations } from './listing-operator';
import { lotteryOperatorOperations } from './lottery-operator';
import { operatorAccountOperations } from './operator-accounts';
import { platformOperations } from './platform';
import { privacyOperations } from './privacy';
import { promotionOperatorOperations } from './promotion-operator';
import { shortLinkOperations } from './short-links';
import { uploadOperations } from './uploads';

/** This document's own two operations (served by server/openapi/routes.ts). */
const metaOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tag: 'reference',
    auth: 'none',
    produces: 'application/openapi+json',
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'Interactive reference page of this document (?lang=zh-CN|en)',
    tag: 'reference',
    auth: 'none',
    produces: 'text/html',
  },
];

/**
 * Every API operation the server serves: the hand-written registry of the domains not yet declared once,
 * and the declared endpoints (schemas/api/endpoints, ADR 0063). tests/integration/openapi.test.ts fails when this list and
 * the Hono app's routes disagree, so a new route cannot go undocumented.
 */
export const OPERATIONS: readonly Operation[] = [
  ...platformOperations,
  ...privacyOperations,
  ...declaredOperations(PRIVACY_DOMAINS),
  ...consoleOperations,
  ...boothExperimentOperations,
  ...operatorAccountOperations,
  ...approvalOperations,
  ...boothPageOperations,
  ...declaredOperations(CATALOGUE_DOMAINS),
  ...pictureOperations,
  ...boothSlotOperations,
  ...declaredOperations(SEARCH_DOMAINS),
  ...declaredOperations(DISCOVERY_DOMAINS),
  ...declaredOperations(RANKING_DOMAINS),
  ...declaredOperations(COUPON_DOMAINS),
  ...declaredOperations(PROMOTION_DOMAINS),
  ...declaredOperations(PRODUCT_SPEED_DOMAINS),
  ...declaredOperations(GROUP_BUY_DOMAINS),
  ...declaredOperations(LOTTERY_DOMAINS),
  ...lotteryOperatorOperations,
  ...declaredOperations(QUALIFICATION_DOMAINS),
  ...promotionOperatorOperations,
  ...groupBuyOperatorOperations,
  ...catalogueOperatorOperations,
  ...listingOperatorOperations,
  ...activityTermsOperatorOperations,
  ...couponOperatorOperations,
  ...declaredOperations(CART_DOMAINS),
  ...declaredOperations(SHOPPING_DOMAINS),
  ...declaredOperations(ORDER_DOMAINS),
  ...declaredOperations(AFTER_SALE_DOMAINS),
  ...declaredOperations(INVOICE_DOMAINS),
  ...invoiceOperations,
  ...declaredOperations(COMMENT_DOMAINS),
  ...declaredOperations(STORE_DOMAINS),
  ...uploadOperations,
  ...shortLinkOperations,
  ...declaredOperations(SHARE_INFO_DOMAINS),
  ...declaredOperations(SPECIAL_PURCHASE_DOMAINS),
  ...declaredOperations(MESSAGE_DOMAINS),
  ...metaOperations,
];
