/**
 * Every domain whose endpoints are declared once (ADR 0063), each joined with its doc record. The server's
 * OpenAPI document lists them from here; a route file serves one joined domain (docs/<domain>.ts). The SPA
 * imports single wire declarations (<domain>.ts), never this list nor a doc record: they would carry
 * summaries, examples and every domain's schemas into its chunks (scripts/check-deps-rules.ts refuses it).
 */
import type { DocumentedDomain } from '../endpoint';
import { activityTermsOperatorDocumented } from './docs/activity-terms-operator';
import { addressDocumented } from './docs/address';
import { afterSaleDocumented, storeSimDocumented } from './docs/after-sales';
import { auditDocumented, changeRequestDocumented } from './docs/approvals';
import { boothExperimentDocumented } from './docs/booth-experiments';
import {
  boothFiguresDocumented,
  boothLayoutOperatorDocumented,
  boothPageOperatorDocumented,
} from './docs/booth-operator';
import { cartConfigDocumented, cartDocumented } from './docs/cart';
import {
  dealDocumented,
  noticeDocumented,
  productCardDocumented,
  productDocumented,
  shipmentDocumented,
  storeCouponDocumented,
} from './docs/catalogue';
import {
  offlineStoreOperatorDocumented,
  productOperatorDocumented,
  storeOperatorDocumented,
} from './docs/catalogue-operator';
import { addressChangeDocumented, commentDocumented } from './docs/comments';
import { consoleSessionDocumented } from './docs/console-session';
import { couponOperatorDocumented } from './docs/coupon-operator';
import { couponCategoryDocumented, couponDocumented } from './docs/coupons';
import {
  ecnyDocumented,
  productExtraDocumented,
  purchaseProductDocumented,
  storeFollowDocumented,
} from './docs/discovery';
import { favouriteDocumented, reminderDocumented } from './docs/favourites';
import { groupBuyDocumented, teamPaySuccessDocumented } from './docs/group-buy';
import { groupBuyOperatorDocumented } from './docs/group-buy-operator';
import { invoiceDocumented } from './docs/invoices';
import { purchaseProgrammeOperatorDocumented, tradeInModelOperatorDocumented } from './docs/listing-operator';
import { lotteryDocumented } from './docs/lottery';
import { lotteryOperatorDocumented } from './docs/lottery-operator';
import { imDocumented, operatorMessageDocumented, unreadCountDocumented } from './docs/messages';
import { operatorAccountDocumented, operatorTotpDocumented } from './docs/operator-accounts';
import { orderDocumented } from './docs/orders';
import {
  authLicenseDocumented,
  customerInfoDocumented,
  errorReportDocumented,
  healthDocumented,
  licenseDocumented,
  loginDocumented,
  traceOperatorDocumented,
} from './docs/platform';
import { deletionDocumented, myDataDocumented, privacyRequestDocumented } from './docs/privacy';
import { productSpeedDocumented } from './docs/product-speed';
import { promotionOperatorDocumented } from './docs/promotion-operator';
import { activityDocumented, fullDiscountCategoryDocumented, promotionDocumented } from './docs/promotions';
import { qualificationDocumented } from './docs/qualification';
import { qualificationOperatorDocumented } from './docs/qualification-operator';
import { rankDocumented, shelfDocumented, shelfOperatorDocumented } from './docs/rankings';
import { searchDocumented, searchOperatorDocumented } from './docs/search';
import {
  agreementDocumented,
  channelExtraDocumented,
  channelOperatorDocumented,
  shareDocumented,
  weChatDocumented,
} from './docs/share-info';
import {
  dataTraceDocumented,
  loadShedDocumented,
  noticeOperatorDocumented,
  shortLinkOperatorDocumented,
} from './docs/short-links';
import { specialPurchaseDocumented, tradeInDocumented } from './docs/special-purchases';
import { luxuryDocumented, storeDocumented } from './docs/stores';

/**
 * The domains of each former registry file, in its order: server/openapi/operations/index.ts places each
 * group where the file was, so the document (and the fuzz test's seeded cases) keep their order.
 */
// The platform's registry files, first in the document: each group where its file stood.
export const SHORT_LINK_DOMAINS: readonly DocumentedDomain[] = [
  dataTraceDocumented,
  shortLinkOperatorDocumented,
  noticeOperatorDocumented,
  loadShedDocumented,
];
export const BOOTH_EXPERIMENT_DOMAINS: readonly DocumentedDomain[] = [boothExperimentDocumented];
// platform.ts's records, in groups between its hand-written lists.
export const HEALTH_LOGIN_DOMAINS: readonly DocumentedDomain[] = [
  healthDocumented,
  loginDocumented,
  customerInfoDocumented,
];
export const LICENSE_DOMAINS: readonly DocumentedDomain[] = [licenseDocumented, authLicenseDocumented];
/** The header badge's unread count (its router is the message center's), where platform.ts listed it. */
export const UNREAD_COUNT_DOMAINS: readonly DocumentedDomain[] = [unreadCountDocumented];
export const ERROR_REPORT_DOMAINS: readonly DocumentedDomain[] = [errorReportDocumented];
export const TRACE_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [traceOperatorDocumented];
export const BOOTH_PAGE_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [boothPageOperatorDocumented];
// console.ts's records, between its hand-written lists.
export const CONSOLE_SESSION_DOMAINS: readonly DocumentedDomain[] = [consoleSessionDocumented];
export const BOOTH_LAYOUT_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [boothLayoutOperatorDocumented];
export const BOOTH_FIGURES_DOMAINS: readonly DocumentedDomain[] = [boothFiguresDocumented];

export const SHOPPING_DOMAINS: readonly DocumentedDomain[] = [
  favouriteDocumented,
  reminderDocumented,
  addressDocumented,
];
/** The former operations/shopping.ts's cart, in its place just before SHOPPING_DOMAINS. */
export const CART_DOMAINS: readonly DocumentedDomain[] = [cartConfigDocumented, cartDocumented];
/** The former operations/orders.ts, in its place just after SHOPPING_DOMAINS. */
export const ORDER_DOMAINS: readonly DocumentedDomain[] = [orderDocumented];
/** The former operations/after-sales.ts, just after ORDER_DOMAINS. */
export const AFTER_SALE_DOMAINS: readonly DocumentedDomain[] = [afterSaleDocumented, storeSimDocumented];
/** The JSON endpoints of the former operations/invoices.ts, just before its PDF (still there). */
export const INVOICE_DOMAINS: readonly DocumentedDomain[] = [invoiceDocumented];
/** The former operations/messages.ts (the message center, chats, operators' system messages). */
export const MESSAGE_DOMAINS: readonly DocumentedDomain[] = [imDocumented, operatorMessageDocumented];
/** The former operations/search.ts (placed before the discovery domains in the document). */
export const SEARCH_DOMAINS: readonly DocumentedDomain[] = [searchDocumented, searchOperatorDocumented];
/** The former operations/share-info.ts: the share card, WeChat, the channel's extras, the agreement. */
export const SHARE_INFO_DOMAINS: readonly DocumentedDomain[] = [
  shareDocumented,
  weChatDocumented,
  channelExtraDocumented,
  channelOperatorDocumented,
  agreementDocumented,
];
/** The former operations/special-purchases.ts: operator phones, the education offer, trade-in. */
export const SPECIAL_PURCHASE_DOMAINS: readonly DocumentedDomain[] = [
  specialPurchaseDocumented,
  tradeInDocumented,
];
export const PRIVACY_DOMAINS: readonly DocumentedDomain[] = [privacyRequestDocumented];
/** The customer's own privacy calls: the export (hand-written, a file) stands between the two in the document. */
export const MY_DATA_DOMAINS: readonly DocumentedDomain[] = [myDataDocumented];
export const DELETION_DOMAINS: readonly DocumentedDomain[] = [deletionDocumented];
export const LOTTERY_DOMAINS: readonly DocumentedDomain[] = [lotteryDocumented];
export const QUALIFICATION_DOMAINS: readonly DocumentedDomain[] = [
  qualificationDocumented,
  qualificationOperatorDocumented,
];
export const RANKING_DOMAINS: readonly DocumentedDomain[] = [
  rankDocumented,
  shelfDocumented,
  shelfOperatorDocumented,
];
export const CATALOGUE_DOMAINS: readonly DocumentedDomain[] = [
  productDocumented,
  shipmentDocumented,
  productCardDocumented,
  dealDocumented,
  noticeDocumented,
  storeCouponDocumented,
];
export const COMMENT_DOMAINS: readonly DocumentedDomain[] = [commentDocumented, addressChangeDocumented];
export const STORE_DOMAINS: readonly DocumentedDomain[] = [storeDocumented, luxuryDocumented];
export const DISCOVERY_DOMAINS: readonly DocumentedDomain[] = [
  ecnyDocumented,
  storeFollowDocumented,
  productExtraDocumented,
  purchaseProductDocumented,
];

export const COUPON_DOMAINS: readonly DocumentedDomain[] = [couponDocumented, couponCategoryDocumented];
export const PROMOTION_DOMAINS: readonly DocumentedDomain[] = [
  promotionDocumented,
  fullDiscountCategoryDocumented,
  activityDocumented,
];
export const PRODUCT_SPEED_DOMAINS: readonly DocumentedDomain[] = [productSpeedDocumented];
export const GROUP_BUY_DOMAINS: readonly DocumentedDomain[] = [groupBuyDocumented, teamPaySuccessDocumented];

// The operators' registry files, converted one by one: each group stands where its file stood.
export const COUPON_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [couponOperatorDocumented];
export const PROMOTION_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [promotionOperatorDocumented];
export const GROUP_BUY_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [groupBuyOperatorDocumented];
export const LOTTERY_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [lotteryOperatorDocumented];
export const LISTING_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [
  tradeInModelOperatorDocumented,
  purchaseProgrammeOperatorDocumented,
];
export const ACTIVITY_TERMS_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [activityTermsOperatorDocumented];
export const CATALOGUE_OPERATOR_DOMAINS: readonly DocumentedDomain[] = [
  productOperatorDocumented,
  storeOperatorDocumented,
  offlineStoreOperatorDocumented,
];
export const APPROVAL_DOMAINS: readonly DocumentedDomain[] = [changeRequestDocumented, auditDocumented];
export const OPERATOR_ACCOUNT_DOMAINS: readonly DocumentedDomain[] = [
  operatorAccountDocumented,
  operatorTotpDocumented,
];

export const ENDPOINT_DOMAINS: readonly DocumentedDomain[] = [
  ...HEALTH_LOGIN_DOMAINS,
  ...LICENSE_DOMAINS,
  ...UNREAD_COUNT_DOMAINS,
  ...ERROR_REPORT_DOMAINS,
  ...TRACE_OPERATOR_DOMAINS,
  ...BOOTH_PAGE_OPERATOR_DOMAINS,
  ...MY_DATA_DOMAINS,
  ...DELETION_DOMAINS,
  ...CONSOLE_SESSION_DOMAINS,
  ...BOOTH_LAYOUT_OPERATOR_DOMAINS,
  ...BOOTH_FIGURES_DOMAINS,
  ...BOOTH_EXPERIMENT_DOMAINS,
  ...SHORT_LINK_DOMAINS,
  ...SHOPPING_DOMAINS,
  ...CART_DOMAINS,
  ...ORDER_DOMAINS,
  ...AFTER_SALE_DOMAINS,
  ...INVOICE_DOMAINS,
  ...MESSAGE_DOMAINS,
  ...SEARCH_DOMAINS,
  ...SHARE_INFO_DOMAINS,
  ...SPECIAL_PURCHASE_DOMAINS,
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
  ...COUPON_OPERATOR_DOMAINS,
  ...ACTIVITY_TERMS_OPERATOR_DOMAINS,
  ...LOTTERY_OPERATOR_DOMAINS,
  ...LISTING_OPERATOR_DOMAINS,
  ...CATALOGUE_OPERATOR_DOMAINS,
  ...APPROVAL_DOMAINS,
  ...OPERATOR_ACCOUNT_DOMAINS,
  ...GROUP_BUY_OPERATOR_DOMAINS,
  ...PROMOTION_OPERATOR_DOMAINS,
];
