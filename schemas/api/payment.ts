/**
 * Payment contracts. continue-payment opens the simulated bank cashier (an HTML page the server serves at
 * /cashier/pay?payToken=…). Its buttons record the attempt and redirect to
 * {returnUrl}?orderNo=…&payStatus=success|failed|cancelled; the SPA then fires the pay-view-closing event
 * and reads query-pay-success-page or common/pay/result. A pay token settles once (idempotent).
 */
import { z } from '../zod';
import { centsSchema } from './amounts';
import { orderNoSchema } from './order';
import { orderStatusSchema } from './order-status';
import { text } from './primitives';

export const CASHIER_PATH = '/cashier/pay';
export const PAY_RESULT_PATH = '/mbankmall/order/result';

/** POST /api/order/continue-payment. returnUrl must be inside the mall on an allowed origin. */
export const continuePaymentRequestSchema = z.object({
  orderNo: orderNoSchema,
  returnUrl: z.optional(text(2048, { min: 1, trim: false, what: 'returnUrl' })),
});
export const continuePaymentResultSchema = z.object({
  cashierUrl: z.string(),
  payToken: z.string(),
  payableCents: centsSchema,
  payDeadline: z.number().check(z.int()),
});
export type ContinuePaymentResult = z.infer<typeof continuePaymentResultSchema>;

/** The outcome of the last cashier visit; 'pending' while none finished. */
export const payStatusSchema = z.enum(['pending', 'success', 'failed', 'cancelled']);
export type PayStatus = z.infer<typeof payStatusSchema>;

export const nextStepSchema = z.object({
  kind: z.enum(['viewOrder', 'retryPay', 'continueShopping', 'orderList']),
  label: z.string(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** GET query-pay-success-page?orderNo and GET /api/order/common/pay/result?orderNo (same shape). */
export const payResultSchema = z.object({
  orderNo: z.string(),
  payStatus: payStatusSchema,
  orderStatus: orderStatusSchema,
  payableCents: centsSchema,
  /** What the customer was charged (0 unless paid; refunds do not change it). */
  paidCents: centsSchema,
  paidAt: z.nullable(z.number().check(z.int())),
  payDeadline: z.number().check(z.int()),
  /** A retry is possible (order still awaiting payment). */
  canRetry: z.boolean(),
  attempts: z.number().check(z.int()).check(z.nonnegative()),
  nextSteps: z.array(nextStepSchema),
});
export type PayResult = z.infer<typeof payResultSchema>;
export const payResultQuerySchema = z.object({ orderNo: orderNoSchema });
