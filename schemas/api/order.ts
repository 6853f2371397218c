/**
 * Order contracts (/api/order/*, user-scoped). Flow: confirmation-info (gives confirmToken) →
 * order-coupon-list / recalculate-amount / check-sku-inventory → create-order (idempotent by the uniqueCode
 * header; the token is single use) → continue-payment (payment.ts). Another customer's order answers 404.
 */
import { z } from '../zod';
import { addressSchema } from './address';
import { orderAfterSaleStatusSchema, orderItemAfterSaleSchema } from './after-sales';
import {
  amountsSchema,
  centsSchema,
  couponNoSchema,
  instalmentStageSchema,
  lineIdSchema,
  lineIdsSchema,
  skuNoSchema,
} from './amounts';
import { orderCouponSchema } from './coupon-order';
import { cancelKindSchema, orderActionSchema, orderStatusSchema, orderTabSchema } from './order-status';
import { code, count, dbId, text } from './primitives';

/** Confirmation tokens are random base64url strings. */
const tokenSchema = code(128);
export const orderNoSchema = code(64);
/** Payment kinds (spec §3): '1' e-CNY (digital yuan), '2' not e-CNY. '1' only for goods payable in e-CNY. */
export const payKindSchema = z.enum(['1', '2']);
export type PayKind = z.infer<typeof payKindSchema>;

/**
 * POST confirmation-info. source 'cart': lineIds (default: the selected lines). source 'buyNow': skuNo +
 * quantity (+ stage). confirmToken alone re-reads an existing confirmation (page reload).
 */
export const confirmationInfoRequestSchema = z.object({
  source: z._default(z.enum(['cart', 'buyNow']), 'cart'),
  lineIds: z.optional(lineIdsSchema),
  skuNo: z.optional(skuNoSchema),
  quantity: z.optional(count(1, 999)),
  stage: z.optional(z.nullable(instalmentStageSchema)),
  confirmToken: z.optional(tokenSchema),
});
export type ConfirmationInfoRequest = z.infer<typeof confirmationInfoRequestSchema>;

export const orderItemSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  priceCents: centsSchema,
  quantity: z.number().check(z.int()).check(z.positive()),
  goodsCents: centsSchema,
  stage: z.nullable(instalmentStageSchema),
  /** Cart line it came from (source 'cart'). */
  lineId: z.nullable(lineIdSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const confirmStoreSchema = z.object({
  storeNo: z.string(),
  storeName: z.string(),
  goodsCents: centsSchema,
  freightCents: centsSchema,
  items: z.array(orderItemSchema),
});

export const confirmationInfoResultSchema = z.object({
  confirmToken: z.string(),
  expiresAt: z.number().check(z.int()),
  source: z.enum(['cart', 'buyNow']),
  items: z.array(orderItemSchema),
  stores: z.array(confirmStoreSchema),
  /** The default address, or null when the customer has none yet. */
  address: z.nullable(addressSchema),
  availableCoupons: z.array(orderCouponSchema),
  /** Preselected (best) coupon, already in amounts. */
  couponNo: z.nullable(z.string()),
  amounts: amountsSchema,
  /** The full-discount (满减, store promotion) part of amounts.discountCents. */
  promotionCents: z._default(centsSchema, 0),
  /** The coupon's part of amounts.discountCents (with promotionCents and any trade-in it adds up). */
  couponCents: z._default(centsSchema, 0),
  /** Every item is payable in e-CNY (price label 8): checkout may offer pay kind '1'. */
  ecnyEligible: z.optional(z.boolean()),
});
export type ConfirmationInfo = z.infer<typeof confirmationInfoResultSchema>;

/** POST recalculate-amount: couponNo null/absent = no coupon. 409 when the coupon does not apply. */
export const recalculateRequestSchema = z.object({
  confirmToken: tokenSchema,
  couponNo: z.optional(z.nullable(couponNoSchema)),
  addressId: z.optional(dbId),
  /** A trade-in estimate to take off; its value shows as tradeInCents and is inside discountCents. */
  tradeInNo: z.optional(z.nullable(code(40))),
});
export const recalculateResultSchema = z.extend(amountsSchema, {
  couponNo: z.nullable(z.string()),
  /** discountCents split: full discount (满减), coupon, trade-in (the three add up to it). */
  promotionCents: z._default(centsSchema, 0),
  couponCents: z._default(centsSchema, 0),
  tradeInCents: z.optional(centsSchema),
});

/** POST check-sku-inventory { confirmToken }: enough is false for any short item. */
export const checkInventoryRequestSchema = z.object({ confirmToken: tokenSchema });
export const checkInventoryResultSchema = z.object({
  enough: z.boolean(),
  items: z.array(
    z.object({
      skuNo: z.string(),
      requested: z.number().check(z.int()).check(z.positive()),
      available: z.number().check(z.int()).check(z.nonnegative()),
      onShelf: z.boolean(),
      enough: z.boolean(),
    }),
  ),
});

export const invoiceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({
    type: z.literal('personal'),
    title: z._default(text(60, { min: 1, what: 'title' }), 'Personal'),
  }),
  z.object({
    type: z.literal('company'),
    title: text(100, { what: 'title' }).check(z.minLength(2, 'company invoice needs the company name')),
    taxNo: z
      .string()
      .check(z.trim())
      .check(z.regex(/^[0-9A-Z]{15,20}$/, 'tax number must be 15-20 digits or capital letters')),
  }),
]);
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * POST create-order. Header uniqueCode is required: the same code returns the same order (replayed: true)
 * and never decrements stock twice. 409 out of stock (result.problems), coupon not applicable, token used.
 */
export const createOrderRequestSchema = z.object({
  confirmToken: tokenSchema,
  addressId: dbId,
  couponNo: z.optional(z.nullable(couponNoSchema)),
  invoice: z._default(invoiceSchema, { type: 'none' }),
  remark: z.optional(text(200, { multiline: true, what: 'remark' })),
  /** '1' pays with the e-CNY wallet (refused unless every item is eligible); default '2'. */
  payKind: z._default(payKindSchema, '2'),
  /** A trade-in estimate (/api/marketing/trade-in/estimate) taken off the order, used once. */
  tradeInNo: z.optional(z.nullable(code(40))),
  /**
   * The payable the shopper saw on the confirmation page (cents). When given and the order would now cost
   * something else (a price, discount or freight changed since), the order is refused with a
   * priceChangedSchema result and nothing is taken; the page reloads to show the new amount.
   */
  expectedPayableCents: z.optional(centsSchema),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
export const createOrderResultSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  payableCents: centsSchema,
  payDeadline: z.number().check(z.int()),
  /** true when this answer is for an earlier request with the same uniqueCode. */
  replayed: z.boolean(),
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** result of create-order's 409 when the payable differs from the one the shopper confirmed. */
export const priceChangedSchema = z.object({
  reason: z.literal('priceChanged'),
  expectedPayableCents: centsSchema,
  payableCents: centsSchema,
});
export type PriceChanged = z.infer<typeof priceChangedSchema>;

/** result of a 409 out-of-stock from create-order / check failures. */
export const stockProblemSchema = z.object({
  problems: z.array(
    z.object({
      skuNo: z.string(),
      reason: z.enum(['soldOut', 'overStock', 'overLimit', 'offShelf', 'notStarted', 'storeClosed']),
      available: z.number().check(z.int()).check(z.nonnegative()),
      /** The cart line it came from, when the confirmation came from the cart. */
      lineId: z.optional(z.nullable(z.number().check(z.int()))),
    }),
  ),
});

export const orderLineSchema = z.extend(z.omit(orderItemSchema, { lineId: true, goodsCents: true }), {
  orderItemNo: z.string(),
  goodsCents: centsSchema,
  /** After-sales of this line (order list and detail); absent where the read does not include it. */
  afterSale: z.optional(orderItemAfterSaleSchema),
});

export const orderStoreSchema = z.object({
  orderStoreNo: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  goodsCents: centsSchema,
  discountCents: centsSchema,
  freightCents: centsSchema,
  payableCents: centsSchema,
  items: z.array(orderLineSchema),
});
export type OrderStore = z.infer<typeof orderStoreSchema>;

export const orderSummarySchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  createdAt: z.number().check(z.int()),
  /** Unpaid orders are cancelled automatically at this time. */
  payDeadline: z.number().check(z.int()),
  amounts: amountsSchema,
  itemCount: z.number().check(z.int()).check(z.nonnegative()),
  stores: z.array(orderStoreSchema),
  actions: z.array(orderActionSchema),
  /** After-sales of the order as a whole (schemas/api/after-sales.ts). */
  afterSaleStatus: z.optional(orderAfterSaleStatusSchema),
  /** By orderStoreNo: none, some or all of the part's lines reviewed (what the review entries offer). */
  reviewStates: z._default(z.record(z.string(), z.enum(['none', 'some', 'all'])), {}),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET order-detail-v2?orderNo. */
export const orderDetailSchema = z.extend(orderSummarySchema, {
  address: z.omit(addressSchema, { addressId: true, isDefault: true, updatedAt: true }),
  couponNo: z.nullable(z.string()),
  /** The invoice asked for at checkout (invoiceState says what became of invoices asked for since). */
  invoice: invoiceSchema,
  /**
   * The order's invoices as they stand, over its store parts: 'issued' once any part's invoice is issued,
   * 'applying' while one is being issued, 'none' when none was asked for (or all were reversed).
   */
  invoiceState: z._default(z.enum(['none', 'applying', 'issued']), 'none'),
  remark: z.string(),
  /** The payment kind chosen at checkout: '1' e-CNY wallet, '2' the bank's ordinary cashier. */
  payKind: payKindSchema,
  paidAt: z.nullable(z.number().check(z.int())),
  shippedAt: z.nullable(z.number().check(z.int())),
  receivedAt: z.nullable(z.number().check(z.int())),
  completedAt: z.nullable(z.number().check(z.int())),
  cancelledAt: z.nullable(z.number().check(z.int())),
  cancelKind: z.nullable(cancelKindSchema),
  cancelReason: z.nullable(z.string()),
  refundCents: z.nullable(centsSchema),
  /** Shipped: when the order is received by itself unless the shopper confirms receipt first. */
  autoReceiveAt: z.optional(z.number().check(z.int())),
  /** Received: when it completes by itself (after-sales and reviews stay as their own rules say). */
  autoCompleteAt: z.optional(z.number().check(z.int())),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET order-store-detail?orderStoreNo: one store part of an order, with its order's state. */
export const orderStoreQuerySchema = z.object({ orderStoreNo: code(80) });
export const orderStoreDetailSchema = z.extend(orderStoreSchema, {
  orderNo: z.string(),
  status: orderStatusSchema,
});

/** POST order-list: newest first; removed orders never listed. */
export const orderListRequestSchema = z.object({
  status: z._default(orderTabSchema, 'all'),
  pageNo: z._default(count(1, 10_000), 1),
  pageSize: z._default(count(1, 50), 10),
});
export const orderListResultSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(orderSummarySchema),
});
export type OrderList = z.infer<typeof orderListResultSchema>;

/**
 * GET order-counts: what the 我的 page's order row counts, in one call. Each order count is the
 * total of that tab's order-list, so the two never disagree; afterSale counts the caller's applications
 * still open (applied, awaiting the return, return shipped), the ones the 退款售后 list leads to.
 */
export const orderCountsSchema = z.object({
  awaiting_payment: z.number().check(z.int()).check(z.nonnegative()),
  paid: z.number().check(z.int()).check(z.nonnegative()),
  shipped: z.number().check(z.int()).check(z.nonnegative()),
  to_review: z.number().check(z.int()).check(z.nonnegative()),
  afterSale: z.number().check(z.int()).check(z.nonnegative()),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const orderNoQuerySchema = z.object({ orderNo: orderNoSchema });
/** POST receive / remove / continue-payment use { orderNo }. */
export const orderNoRequestSchema = z.object({ orderNo: orderNoSchema });
/** POST remove: the order is gone from the list. */
export const orderRemoveResultSchema = z.object({ orderNo: orderNoSchema, removed: z.literal(true) });
/** POST cancel (unpaid) and apply-cancel-transaction (paid, refund). Result: the order detail. */
export const cancelRequestSchema = z.object({
  orderNo: orderNoSchema,
  reason: text(100, { what: 'reason' }).check(z.minLength(1, 'choose a reason')),
});
/** GET cancel-reasons: the reasons the cancel sheet offers. */
export const cancelReasonsSchema = z.array(z.string());
