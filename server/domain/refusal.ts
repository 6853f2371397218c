import type { AfterSaleState, AfterSaleType } from '../../schemas/api/after-sales';
import type { InvalidReason } from '../../schemas/api/cart-v2';
import type { CouponRefusal } from '../../schemas/api/coupon-order';
import type { TeamRefusal } from '../../schemas/api/group-buy';
import type { ImRefusal } from '../../schemas/api/im';
import type { LotteryRefusal } from '../../schemas/api/lottery';
import type { OrderStatus } from '../../schemas/api/order-status';
import type { QualificationRefusal } from '../../schemas/api/qualification';
import type { SpecialPurchaseRefusal } from '../../schemas/api/special-purchase';
import type { ClaimRefusal } from '../../schemas/api/store-coupon';
import type { AfterSaleEvent, Ineligible } from './after-sales';
import type { LineProblem } from './checkout';

/** The most a customer may have of a SKU now, and why (stock or the per-order limit). */
export interface QuantityLimits {
  name: string;
  stock: number;
  maxQuantity: number;
  purchaseLimit: number;
}

/**
 * Why a rule or a use-case said no, as data: the domain and the services never know about HTTP.
 * server/http/refusals.ts is the one table that turns each code into status, resCode and message, so
 * wording (and later translation) changes in one place. Fields carry what the message and result need.
 */
export type Refusal =
  // products and stock
  | { refusal: 'product_not_found'; skuNo: string }
  // stores
  | { refusal: 'store_not_found'; storeNo: string }
  | { refusal: 'store_directory_not_found'; directoryId: number }
  | { refusal: 'offline_store_not_found'; offlineNo: string }
  | { refusal: 'not_luxury'; skuNo: string }
  // e-CNY payment kind and purchase-type products
  | { refusal: 'ecny_not_eligible'; names: string[]; skuNos: string[] }
  | { refusal: 'not_purchase_product'; spuNo: string }
  | { refusal: 'purchase_limit'; name: string; limit: number; bought: number }
  | { refusal: 'purchase_no_delivery'; name: string; province: string }
  | { refusal: 'sku_unavailable'; name: string; reason: InvalidReason }
  | ({ refusal: 'stock_short' } & QuantityLimits)
  | ({ refusal: 'over_limit' } & QuantityLimits)
  // cart
  | { refusal: 'cart_full'; limit: number }
  | { refusal: 'cart_lines_missing'; lineIds: number[] }
  | { refusal: 'instalments_unavailable'; name: string }
  | { refusal: 'nothing_chosen' }
  | { refusal: 'cart_lines_unbuyable'; problems: LineProblem[] }
  // confirmation and order creation; name is the first problem's product name
  | { refusal: 'buy_now_incomplete' }
  | { refusal: 'items_unbuyable'; problems: LineProblem[]; name: string }
  | { refusal: 'order_items_unbuyable'; problems: LineProblem[]; name: string }
  | { refusal: 'confirmation_not_found' }
  | { refusal: 'confirmation_expired' }
  | { refusal: 'order_already_submitted'; orderNo: string }
  | { refusal: 'cart_changed'; lineIds: (number | null)[] }
  | { refusal: 'price_changed'; expectedPayableCents: number; payableCents: number }
  // coupons
  | { refusal: 'coupon_refused'; couponNo: string; reason: CouponRefusal }
  | { refusal: 'coupon_not_found'; couponNo: string }
  // promotions (full-discount activities)
  | { refusal: 'promotion_not_found'; activityNo: string }
  | { refusal: 'promotion_sku_not_covered'; activityNo: string; skuNo: string }
  | { refusal: 'claim_code_reused' }
  | { refusal: 'claim_refused'; couponNo: string; name: string; reason: ClaimRefusal }
  | { refusal: 'coupon_claim_not_open'; couponNo: string; name: string; opensAt: number }
  | { refusal: 'coupon_code_wrong'; attemptsLeft: number }
  | { refusal: 'coupon_code_used' }
  | { refusal: 'coupon_code_throttled'; retryAfterMs: number }
  | { refusal: 'coupon_campaign_not_found' }
  | { refusal: 'coupon_campaign_ended' }
  | { refusal: 'coupon_stock_short'; couponNo: string; remaining: number; needed: number }
  // orders
  | { refusal: 'order_not_found'; orderNo: string }
  | { refusal: 'transition_refused'; verb: string; status: OrderStatus; hint: string }
  // after-sales (domain/after-sales.ts)
  | { refusal: 'after_sale_not_found'; rmaNo: string }
  | { refusal: 'order_item_not_found'; orderItemNo: string }
  | { refusal: 'after_sale_ineligible'; orderItemNo: string; type: AfterSaleType; reason: Ineligible }
  | { refusal: 'after_sale_quantity'; orderItemNo: string; available: number }
  | {
      refusal: 'after_sale_transition_refused';
      rmaNo: string;
      event: AfterSaleEvent | 'remove';
      state: AfterSaleState;
    }
  | { refusal: 'after_sale_code_reused' }
  /** A photo id that is not a picture the caller uploaded (another customer's reads as absent). */
  | { refusal: 'upload_not_found'; fileId: string }
  | { refusal: 'after_sale_open'; orderNo: string }
  | { refusal: 'refund_exceeds_paid'; orderNo: string; paidCents: number }
  // reviews (domain/reviews.ts)
  | { refusal: 'review_not_open'; orderItemNo: string; status: OrderStatus }
  | { refusal: 'review_exists'; orderItemNo: string }
  | { refusal: 'review_not_found'; reviewNo: string }
  | { refusal: 'follow_up_exists'; reviewNo: string }
  | { refusal: 'order_store_not_found'; orderStoreNo: string }
  | { refusal: 'address_change_freight'; orderNo: string }
  // invoices (domain/invoices.ts)
  | { refusal: 'invoice_not_open'; orderStoreNo: string; reason: 'unpaid' | 'refunded' }
  | { refusal: 'invoice_exists'; orderStoreNo: string }
  | { refusal: 'invoice_not_found'; applyNo: string }
  | { refusal: 'invoice_reissue_refused'; applyNo: string; reason: 'not_issued' | 'already_reissued' }
  // group buy
  | { refusal: 'team_refused'; reason: TeamRefusal }
  // message center and instant messages
  | { refusal: 'im_refused'; reason: ImRefusal }
  // lottery
  | { refusal: 'lottery_refused'; reason: LotteryRefusal }
  | { refusal: 'qualification_refused'; reason: QualificationRefusal }
  // operator-phone purchase, education offer, trade-in
  | { refusal: 'special_purchase_refused'; reason: SpecialPurchaseRefusal; retryAfterMs?: number }
  // addresses
  | { refusal: 'address_not_found'; addressId: number }
  | { refusal: 'address_limit'; limit: number }
  | { refusal: 'mbank_address_refused'; problem: 'malformed' | 'unverified' | 'unreadable' | 'incomplete' }
  // reminders
  | { refusal: 'remind_in_stock' }
  | { refusal: 'remind_on_sale' }
  // login code exchange
  | { refusal: 'login_code_expired' }
  | { refusal: 'login_code_invalid' }
  // customer
  | { refusal: 'customer_not_found' }
  // an agreement version the server never published
  | { refusal: 'license_version_unknown'; version: string }
  // account deletion: asked twice, or cancelled when nothing is pending
  | { refusal: 'privacy_refused'; reason: 'deletion_pending' | 'nothing_to_cancel' }
  // device/decrypt, informational pages and the agreement
  | { refusal: 'device_info_refused'; problem: 'malformed' | 'unverified' | 'incomplete' }
  | { refusal: 'info_page_refused'; reason: 'page_missing' | 'stale_version' }
  // the WeChat JS-SDK signature: only pages on the mall's public origin are signed
  | { refusal: 'wechat_url_refused'; problem: 'malformed' | 'foreign_origin' }
  // booth pages for shoppers; page describes the key asked for ('pageCode 10', 'pageId e-cny')
  | { refusal: 'booth_fixture_missing'; page: string }
  | { refusal: 'booth_page_missing'; page: string }
  // opensAt: when the first scheduled version goes live (the shopper's "coming soon"), null if none is
  | { refusal: 'booth_unpublished'; page: string; opensAt: number | null }
  | { refusal: 'preview_invalid' };

export type RefusalCode = Refusal['refusal'];

/** What a use-case answers: its value, or the refusal (flat, so `outcome.refusal` names it). */
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);
