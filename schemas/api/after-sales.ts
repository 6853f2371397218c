/**
 * After-sales contracts (/api/order/*, user-scoped; /api/store-sim/* for the simulated store, operator).
 * One application covers some units of one order item. States and who moves them
 * (server/domain/after-sales.ts holds the table):
 *   applied → awaiting_return (store approves a return, or the timer after the store stayed silent)
 *   applied → refunded (store or timer approves a refund-only application: the money goes back at once)
 *   applied → rejected (store, with a reason)          applied | awaiting_return → cancelled (shopper)
 *   awaiting_return → return_shipped (shopper: confirm-return-logistics with courier and tracking number)
 *   awaiting_return → closed (timer: not shipped back by returnDeadline)
 *   return_shipped → refunded (store receives the parcel; stock comes back)
 *   return_shipped → rejected (store refuses the parcel, with a reason)
 * rejected, cancelled and closed free the quantity for a new application; refunded does not.
 */
import { z } from '../zod';
import { cents, code, count, text } from './primitives';

export const afterSaleTypeSchema = z.enum(['refund_only', 'return_refund']);
export type AfterSaleType = z.infer<typeof afterSaleTypeSchema>;

export const afterSaleStateSchema = z.enum([
  'applied',
  'awaiting_return',
  'return_shipped',
  'refunded',
  'rejected',
  'cancelled',
  'closed',
]);
export type AfterSaleState = z.infer<typeof afterSaleStateSchema>;

export const afterSaleActorSchema = z.enum(['shopper', 'store', 'timer']);
export type AfterSaleActor = z.infer<typeof afterSaleActorSchema>;

/** Reason codes (the screens word them); each type offers its own list (AFTER_SALE_REASONS). */
export const afterSaleReasonSchema = z.enum([
  'not_wanted',
  'not_delivered',
  'wrong_address',
  'damaged',
  'quality_problem',
  'wrong_item',
  'not_as_described',
  'other',
]);
export type AfterSaleReason = z.infer<typeof afterSaleReasonSchema>;

export const AFTER_SALE_REASONS: Record<AfterSaleType, readonly AfterSaleReason[]> = {
  refund_only: ['not_wanted', 'not_delivered', 'wrong_address', 'other'],
  return_refund: ['not_wanted', 'damaged', 'quality_problem', 'wrong_item', 'not_as_described', 'other'],
};

/** What the screens may offer on an application in its current state (the server still checks). */
export const afterSaleActionSchema = z.enum(['cancel', 'shipBack', 'remove']);
export type AfterSaleAction = z.infer<typeof afterSaleActionSchema>;

export const rmaNoSchema = code(40);
const orderItemNoSchema = code(80);
const orderNoSchema = code(64);
/** Ids the file upload hands out; the application stores the ids only. */
export const photoIdsSchema = z.array(code(64)).check(z.maxLength(6));

/**
 * POST apply-rma-v2 (type given), apply-after-sale (return and refund) and apply-only-refund (refund only).
 * Header uniqueCode is required: the same code answers the same application (replayed: true).
 */
export const applyRmaRequestSchema = z.object({
  orderItemNo: orderItemNoSchema,
  type: afterSaleTypeSchema,
  reasonCode: afterSaleReasonSchema,
  quantity: count(1, 999),
  description: z._default(text(200, { multiline: true, what: 'description' }), ''),
  photoIds: z._default(photoIdsSchema, []),
});
export type ApplyRmaRequest = z.infer<typeof applyRmaRequestSchema>;
/** apply-after-sale and apply-only-refund: the path names the type. */
export const applyTypedRmaRequestSchema = z.omit(applyRmaRequestSchema, { type: true });

/** POST calculate-rma-amount: what an application of this type and quantity would refund. */
export const calculateRmaRequestSchema = z.object({
  orderItemNo: orderItemNoSchema,
  type: afterSaleTypeSchema,
  /** Default: every unit still available. */
  quantity: z.optional(count(1, 999)),
});
export const calculateRmaResultSchema = z.object({
  orderItemNo: z.string(),
  type: afterSaleTypeSchema,
  quantity: z.number().check(z.int()).check(z.nonnegative()),
  /** Units not yet claimed by an application that is open or refunded. */
  maxQuantity: z.number().check(z.int()).check(z.nonnegative()),
  priceCents: cents,
  /** What the whole line cost the shopper: goods minus its share of the coupon discount. */
  itemPaidCents: cents,
  goodsCents: cents,
  /** Freight comes back only when the whole order is refunded before it ships. */
  freightCents: cents,
  amountCents: cents,
  /** Types this item may be applied for now. */
  types: z.array(afterSaleTypeSchema),
  reasons: z.array(afterSaleReasonSchema),
});
export type CalculateRmaResult = z.infer<typeof calculateRmaResultSchema>;

export const rmaNoQuerySchema = z.object({ rmaNo: rmaNoSchema });
/** POST rma-remove and rma-cancel. */
export const rmaNoRequestSchema = z.object({ rmaNo: rmaNoSchema });

/** POST confirm-return-logistics: the parcel the shopper sent back. */
export const returnLogisticsRequestSchema = z.object({
  rmaNo: rmaNoSchema,
  courier: text(30, { min: 1, what: 'courier' }),
  trackingNo: code(40),
});

/** POST order-rma-list: the caller's applications, newest first; filter by order or order item. */
export const rmaListRequestSchema = z.object({
  orderNo: z.optional(orderNoSchema),
  orderItemNo: z.optional(orderItemNoSchema),
  pageNo: z._default(count(1, 10_000), 1),
  pageSize: z._default(count(1, 50), 10),
});

export const afterSaleItemSchema = z.object({
  skuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  priceCents: cents,
  quantity: z.number().check(z.int()).check(z.positive()),
});

export const afterSaleSummarySchema = z.object({
  rmaNo: z.string(),
  orderNo: z.string(),
  orderItemNo: z.string(),
  type: afterSaleTypeSchema,
  state: afterSaleStateSchema,
  reasonCode: afterSaleReasonSchema,
  quantity: z.number().check(z.int()).check(z.positive()),
  goodsCents: cents,
  freightCents: cents,
  amountCents: cents,
  item: afterSaleItemSchema,
  createdAt: z.number().check(z.int()),
  actions: z.array(afterSaleActionSchema),
});
export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;

export const afterSaleHistorySchema = z.object({
  from: z.nullable(afterSaleStateSchema),
  to: afterSaleStateSchema,
  actor: afterSaleActorSchema,
  note: z.string(),
  at: z.number().check(z.int()),
});

/** GET view-rma-v2?rmaNo. */
export const afterSaleDetailSchema = z.extend(afterSaleSummarySchema, {
  description: z.string(),
  photoIds: z.array(z.string()),
  rejectReason: z.nullable(z.string()),
  courier: z.nullable(z.string()),
  trackingNo: z.nullable(z.string()),
  /** The store answers by then, or the application is approved automatically. */
  approveDeadline: z.number().check(z.int()),
  /** An approved return must be shipped back by then, or it closes. */
  returnDeadline: z.nullable(z.number().check(z.int())),
  approvedAt: z.nullable(z.number().check(z.int())),
  shippedBackAt: z.nullable(z.number().check(z.int())),
  receivedAt: z.nullable(z.number().check(z.int())),
  refundedAt: z.nullable(z.number().check(z.int())),
  endedAt: z.nullable(z.number().check(z.int())),
  /** The refund paid back to the order's payment, once. */
  refund: z.nullable(z.object({ amountCents: cents, refundedAt: z.number().check(z.int()) })),
  history: z.array(afterSaleHistorySchema),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetailSchema>;

export const applyRmaResultSchema = z.extend(afterSaleDetailSchema, {
  /** true when this answer is for an earlier request with the same uniqueCode. */
  replayed: z.boolean(),
});
export type ApplyRmaResult = z.infer<typeof applyRmaResultSchema>;

export const rmaListResultSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(afterSaleSummarySchema),
});
export type RmaList = z.infer<typeof rmaListResultSchema>;

export const rmaRemoveResultSchema = z.object({ rmaNo: z.string(), removed: z.boolean() });

/** After-sales of one order line, as order reads show it. */
export const orderItemAfterSaleSchema = z.object({
  /** Units claimed by applications that are open or refunded. */
  appliedQuantity: z.number().check(z.int()).check(z.nonnegative()),
  refundedQuantity: z.number().check(z.int()).check(z.nonnegative()),
  refundedCents: cents,
  /** The newest application, if any. */
  latest: z.nullable(z.object({ rmaNo: z.string(), state: afterSaleStateSchema })),
  /** Types the shopper may apply for now (empty: no entry point). */
  canApply: z.array(afterSaleTypeSchema),
});
export type OrderItemAfterSale = z.infer<typeof orderItemAfterSaleSchema>;

/** The order as a whole: none, an application is open, some units refunded, every unit refunded. */
export const orderAfterSaleStatusSchema = z.enum(['none', 'applying', 'partly_refunded', 'refunded']);
export type OrderAfterSaleStatus = z.infer<typeof orderAfterSaleStatusSchema>;

// The simulated store (operator token).

export const storeSimRmaRequestSchema = z.object({ rmaNo: rmaNoSchema });
export const storeSimRejectRequestSchema = z.object({
  rmaNo: rmaNoSchema,
  reason: text(100, { min: 1, what: 'reason' }),
});
export const storeSimListQuerySchema = z.object({ state: z.optional(afterSaleStateSchema) });
export const storeSimListResultSchema = z.array(
  z.omit(z.extend(afterSaleSummarySchema, { customerId: z.number().check(z.int()) }), { actions: true }),
);
/** What one timer pass did. */
export const storeSimSweepResultSchema = z.object({
  approved: z.array(z.string()),
  closed: z.array(z.string()),
});
