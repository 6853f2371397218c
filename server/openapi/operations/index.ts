import {
  ACTIVITY_TERMS_OPERATOR_DOMAINS,
  APPROVAL_DOMAINS,
  BOOTH_EXPERIMENT_DOMAINS,
  BOOTH_FIGURES_DOMAINS,
  BOOTH_LAYOUT_OPERATOR_DOMAINS,
  BOOTH_PAGE_OPERATOR_DOMAINS,
  CATALOGUE_DOMAINS,
  CATALOGUE_OPERATOR_DOMAINS,
  COMMENT_DOMAINS,
  CONSOLE_SESSION_DOMAINS,
  COUPON_DOMAINS,
  COUPON_OPERATOR_DOMAINS,
  DELETION_DOMAINS,
  DISCOVERY_DOMAINS,
  ERROR_REPORT_DOMAINS,
  GROUP_BUY_DOMAINS,
  GROUP_BUY_OPERATOR_DOMAINS,
  HEALTH_LOGIN_DOMAINS,
  LICENSE_DOMAINS,
  LISTING_OPERATOR_DOMAINS,
  LOTTERY_DOMAINS,
  LOTTERY_OPERATOR_DOMAINS,
  MY_DATA_DOMAINS,
  OPERATOR_ACCOUNT_DOMAINS,
  PRIVACY_DOMAINS,
  PRODUCT_SPEED_DOMAINS,
  PROMOTION_DOMAINS,
  PROMOTION_OPERATOR_DOMAINS,
  QUALIFICATION_DOMAINS,
  RANKING_DOMAINS,
  SHOPPING_DOMAINS,
  SHORT_LINK_DOMAINS,
  STORE_DOMAINS,
  TRACE_OPERATOR_DOMAINS,
} from '../../../schemas/api/endpoints';
import { declaredOperations } from '../endpoint-operations';
import type { Operation } from '../operation';
import { afterSaleOperations } from './after-sales';
import { auditExportOperations } from './approvals';
import { boothSlotOperations } from './booth-slots';
import { boothPageOperations, pictureOperations } from './catalogue';
import { boothAssetOperations, figuresExportOperations } from './console';
import { invoiceOperations } from './invoices';
import { messageOperations } from './messages';
import { orderOperations } from './orders';
import { customerInfoOperations, trackingUploadOperations, unreadCountOperations } from './platform';
import { privacyExportOperations } from './privacy';
import { searchOperations } from './search';
import { shareInfoOperations } from './share-info';
import { shoppingOperations } from './shopping';
import { specialPurchaseOperations } from './special-purchases';
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
  ...declaredOperations(HEALTH_LOGIN_DOMAINS),
  ...customerInfoOperations,
  ...declaredOperations(LICENSE_DOMAINS),
  ...unreadCountOperations,
  ...declaredOperations(ERROR_REPORT_DOMAINS),
  ...trackingUploadOperations,
  ...declaredOperations(TRACE_OPERATOR_DOMAINS),
  ...declaredOperations(BOOTH_PAGE_OPERATOR_DOMAINS),
  ...declaredOperations(MY_DATA_DOMAINS),
  ...privacyExportOperations,
  ...declaredOperations(DELETION_DOMAINS),
  ...declaredOperations(PRIVACY_DOMAINS),
  ...declaredOperations(CONSOLE_SESSION_DOMAINS),
  ...declaredOperations(BOOTH_LAYOUT_OPERATOR_DOMAINS),
  ...boothAssetOperations,
  ...declaredOperations(BOOTH_FIGURES_DOMAINS),
  ...figuresExportOperations,
  ...declaredOperations(BOOTH_EXPERIMENT_DOMAINS),
  ...declaredOperations(OPERATOR_ACCOUNT_DOMAINS),
  ...declaredOperations(APPROVAL_DOMAINS),
  ...auditExportOperations,
  ...boothPageOperations,
  ...declaredOperations(CATALOGUE_DOMAINS),
  ...pictureOperations,
  ...boothSlotOperations,
  ...searchOperations,
  ...declaredOperations(DISCOVERY_DOMAINS),
  ...declaredOperations(RANKING_DOMAINS),
  ...declaredOperations(COUPON_DOMAINS),
  ...declaredOperations(PROMOTION_DOMAINS),
  ...declaredOperations(PRODUCT_SPEED_DOMAINS),
  ...declaredOperations(GROUP_BUY_DOMAINS),
  ...declaredOperations(LOTTERY_DOMAINS),
  ...declaredOperations(LOTTERY_OPERATOR_DOMAINS),
  ...declaredOperations(QUALIFICATION_DOMAINS),
  ...declaredOperations(PROMOTION_OPERATOR_DOMAINS),
  ...declaredOperations(GROUP_BUY_OPERATOR_DOMAINS),
  ...declaredOperations(CATALOGUE_OPERATOR_DOMAINS),
  ...declaredOperations(LISTING_OPERATOR_DOMAINS),
  ...declaredOperations(ACTIVITY_TERMS_OPERATOR_DOMAINS),
  ...declaredOperations(COUPON_OPERATOR_DOMAINS),
  ...shoppingOperations,
  ...declaredOperations(SHOPPING_DOMAINS),
  ...orderOperations,
  ...afterSaleOperations,
  ...invoiceOperations,
  ...declaredOperations(COMMENT_DOMAINS),
  ...declaredOperations(STORE_DOMAINS),
  ...uploadOperations,
  ...declaredOperations(SHORT_LINK_DOMAINS),
  ...shareInfoOperations,
  ...specialPurchaseOperations,
  ...messageOperations,
  ...metaOperations,
];
