/**
 * Special purchases: the operator-phone purchase (price label 26, spec "operator verification
 * send and check and skuInfo query" under /api/order/), the education offer (label 101, apple-edu-verify)
 * and trade-in (spec "trade-in endpoints" under /api/marketing/). Amounts are integer cents.
 */
import { z } from '../zod';
import { centsSchema, skuNoSchema } from './amounts';
import { code, epochMs, text } from './primitives';

/** A mainland mobile number the simulated operator can serve: 11 digits, second digit 3-9. */
export const operatorPhoneSchema = z
  .string()
  .check(z.trim())
  .check(z.regex(/^1[3-9]\d{9}$/, 'phone must be an 11-digit mobile number'));

/** The one-time code the operator texts: six digits. */
export const operatorCodeSchema = z
  .string()
  .check(z.trim())
  .check(z.regex(/^\d{6}$/, 'code must be 6 digits'));

export const operatorSendRequestSchema = z.object({ phone: operatorPhoneSchema, skuNo: skuNoSchema });
export type OperatorSendRequest = z.infer<typeof operatorSendRequestSchema>;

export const operatorSendResultSchema = z.object({
  /** The number the text went to, masked (186****5678). */
  sentTo: z.string(),
  expiresAt: epochMs,
  /** The earliest moment another code may be asked for this number. */
  resendAt: epochMs,
});
export type OperatorSendResult = z.infer<typeof operatorSendResultSchema>;

export const operatorCheckRequestSchema = z.extend(operatorSendRequestSchema, { code: operatorCodeSchema });
export type OperatorCheckRequest = z.infer<typeof operatorCheckRequestSchema>;

/** A customer's verified number for one SKU: the telecom price applies to their orders of it until `until`. */
export const operatorVerifiedSchema = z.object({
  phoneMasked: z.string(),
  until: epochMs,
});

export const operatorCheckResultSchema = z.object({
  verified: operatorVerifiedSchema,
  telecomPriceCents: centsSchema,
});

export const operatorSkuInfoQuerySchema = z.object({ skuNo: skuNoSchema });

export const operatorSkuInfoSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  salePriceCents: centsSchema,
  telecomPriceCents: centsSchema,
  stock: z.number().check(z.int()).check(z.nonnegative()),
  /** The caller's verification for this SKU, null when none is valid now. */
  verified: z.nullable(operatorVerifiedSchema),
});
export type OperatorSkuInfo = z.infer<typeof operatorSkuInfoSchema>;

/** Education verification (apple-edu-verify): a school e-mail and a student number. */
export const eduVerifyRequestSchema = z.object({
  email: z
    .string()
    .check(z.trim())
    .check(z.maxLength(100))
    .check(z.regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'email must be an e-mail address')),
  studentNo: code(20, /^[A-Za-z0-9]+$/),
  name: text(30, { min: 1, what: 'name' }),
});
export type EduVerifyRequest = z.infer<typeof eduVerifyRequestSchema>;

export const eduStateSchema = z.enum(['none', 'pending', 'approved', 'rejected']);
export type EduState = z.infer<typeof eduStateSchema>;
export const eduRejectReasonSchema = z.enum(['school_unknown', 'student_no_invalid']);
export type EduRejectReason = z.infer<typeof eduRejectReasonSchema>;

export const eduVerificationSchema = z.object({
  state: eduStateSchema,
  /** The school the e-mail domain belongs to (known once decided), else null. */
  school: z.nullable(z.string()),
  emailMasked: z.nullable(z.string()),
  submittedAt: z.nullable(epochMs),
  /** When the verifier answers (pending) or answered. */
  decideAt: z.nullable(epochMs),
  reason: z.nullable(eduRejectReasonSchema),
  /** Approved: the education price applies until then. */
  validUntil: z.nullable(epochMs),
});
export type EduVerification = z.infer<typeof eduVerificationSchema>;

export const eduPriceQuerySchema = z.object({ skuNo: skuNoSchema });
export const eduPriceSchema = z.object({
  skuNo: z.string(),
  salePriceCents: centsSchema,
  educationPriceCents: centsSchema,
  verification: eduVerificationSchema,
});
export type EduPrice = z.infer<typeof eduPriceSchema>;

/** Trade-in: the appraiser's device table and an estimate held for the customer. */
export const tradeInConditionSchema = z.enum(['like_new', 'good', 'fair', 'broken']);
export type TradeInCondition = z.infer<typeof tradeInConditionSchema>;

export const tradeInModelSchema = z.object({
  modelCode: z.string(),
  brand: z.string(),
  name: z.string(),
  /** What a like-new one is worth; the other conditions take a share of it. */
  topValueCents: centsSchema,
});
export const tradeInModelsSchema = z.object({ models: z.array(tradeInModelSchema) });

export const tradeInModelCodeSchema = code(32);
export const tradeInEstimateNoSchema = code(40);

export const tradeInEstimateRequestSchema = z.object({
  modelCode: tradeInModelCodeSchema,
  condition: tradeInConditionSchema,
  /** A device that does not power on is worth nothing but recycling. */
  powersOn: z.boolean(),
});
export type TradeInEstimateRequest = z.infer<typeof tradeInEstimateRequestSchema>;

export const tradeInEstimateSchema = z.object({
  estimateNo: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  condition: tradeInConditionSchema,
  valueCents: centsSchema,
  createdAt: epochMs,
  expiresAt: epochMs,
  /** The order that used it, once used. */
  usedOrderNo: z.nullable(z.string()),
});
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;
export const tradeInEstimateListSchema = z.object({ estimates: z.array(tradeInEstimateSchema) });

export const tradeInEligibilityQuerySchema = z.object({ skuNo: skuNoSchema });
export const tradeInEligibilitySchema = z.object({ skuNo: z.string(), allowed: z.boolean() });

/** Why a special-purchase call said no (server/i18n/special-purchase.ts words each). */
export const specialPurchaseRefusalSchema = z.enum([
  'not_telecom_sku',
  'not_subscriber',
  'send_too_soon',
  'send_limit',
  'no_code',
  'code_expired',
  'code_wrong',
  'code_used',
  'code_locked',
  'not_education_sku',
  'edu_pending',
  'trade_in_model_unknown',
  'trade_in_not_found',
  'trade_in_expired',
  'trade_in_used',
  'trade_in_not_allowed',
]);
export type SpecialPurchaseRefusal = z.infer<typeof specialPurchaseRefusalSchema>;
