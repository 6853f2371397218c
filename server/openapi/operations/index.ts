import type { Operation } from '../operation';
import { afterSaleOperations } from './after-sales';
import { approvalOperations } from './approvals';
import { boothSlotOperations } from './booth-slots';
import { catalogueOperations } from './catalogue';
import { commentOperations } from './comments';
import { consoleOperations } from './console';
import { couponOperatorOperations } from './coupon-operator';
import { couponOperations } from './coupons';
import { discoveryOperations } from './discovery';
import { groupBuyOperations } from './group-buy';
import { invoiceOperations } from './invoices';
import { lotteryOperations } from './lottery';
import { lotteryOperatorOperations } from './lottery-operator';
import { messageOperations } from './messages';
import { operatorAccountOperations } from './operator-accounts';
import { orderOperations } from './orders';
import { platformOperations } from './platform';
import { privacyOperations } from './privacy';
import { productSpeedOperations } from './product-speed';
import { promotionOperatorOperations } from './promotion-operator';
import { promotionOperations } from './promotions';
import { qualificationOperations } from './qualification';
import { rankingOperations, shelfOperations } from './rankings';
import { searchOperations } from './search';
import { shareInfoOperations } from './share-info';
import { shoppingOperations } from './shopping';
import { shortLinkOperations } from './short-links';
import { specialPurchaseOperations } from './special-purchases';
import { storeOperations } from './stores';
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
 * Every API operation the server serves. tests/integration/openapi.test.ts fails when this list and
 * the Hono app's routes disagree, so a new route cannot go undocumented.
 */
export const OPERATIONS: readonly Operation[] = [
  ...platformOperations,
  ...privacyOperations,
  ...consoleOperations,
  ...operatorAccountOperations,
  ...approvalOperations,
  ...catalogueOperations,
  ...boothSlotOperations,
  ...searchOperations,
  ...discoveryOperations,
  ...rankingOperations,
  ...shelfOperations,
  ...couponOperations,
  ...promotionOperations,
  ...productSpeedOperations,
  ...groupBuyOperations,
  ...lotteryOperations,
  ...lotteryOperatorOperations,
  ...qualificationOperations,
  ...promotionOperatorOperations,
  ...couponOperatorOperations,
  ...shoppingOperations,
  ...orderOperations,
  ...afterSaleOperations,
  ...invoiceOperations,
  ...commentOperations,
  ...storeOperations,
  ...uploadOperations,
  ...shortLinkOperations,
  ...shareInfoOperations,
  ...specialPurchaseOperations,
  ...messageOperations,
  ...metaOperations,
];
