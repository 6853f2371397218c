/**
 * Claiming a lottery prize: GET /api/lottery/order-confirmation?activityNo= shows the winner what
 * they are about to order; POST /api/lottery/order-create {activityNo, addressId} (uniqueCode header) places
 * the order at the prize price, paid through the cashier like any order. Money in cents, times epoch ms.
 */
import { z } from '../zod';
import { addressSchema } from './address';
import { centsSchema } from './amounts';
import { lotteryActivityNoSchema } from './lottery';
import { dbId } from './primitives';

/** won: not ordered yet; ordered: an order awaits payment; claimed: paid; lapsed: the deadline passed. */
export const claimStateSchema = z.enum(['won', 'ordered', 'claimed', 'lapsed']);
export type ClaimState = z.infer<typeof claimStateSchema>;

export const orderConfirmationQuerySchema = z.object({ activityNo: lotteryActivityNoSchema });

export const orderConfirmationSchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  /** The winning code. */
  code: z.string(),
  prizeNo: z.string(),
  prizeName: z.string(),
  prizeImageUrl: z.string(),
  /** The prize price: what the order costs (no freight, no coupons). */
  priceCents: centsSchema,
  claimDeadline: z.int(),
  state: claimStateSchema,
  /** The claim order once there is one. */
  orderNo: z.nullable(z.string()),
  /** The default (else latest) address; null when the customer has none yet. */
  address: z.nullable(addressSchema),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const claimOrderRequestSchema = z.object({ activityNo: lotteryActivityNoSchema, addressId: dbId });

export const claimOrderResultSchema = z.object({
  orderNo: z.string(),
  payableCents: centsSchema,
  payDeadline: z.int(),
  /** true when this answers an earlier call (same uniqueCode) or the prize was already ordered. */
  replayed: z.boolean(),
});
export type ClaimOrderResult = z.infer<typeof claimOrderResultSchema>;
