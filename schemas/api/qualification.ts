/**
 * The qualification lottery (抽签购, the phone maker's launch) under /api/lottery/huawei/: a
 * qualification activity is a scheduled code lottery (schemas/api/lottery.ts, the same verifiable draw and
 * draw-data) whose winners gain the right to buy one scarce phone at its launch price before the deadline.
 * Each entrant also holds a code word: random, unique, readable aloud. Money in cents, times epoch ms.
 */
import { z } from '../zod';
import { addressSchema } from './address';
import { centsSchema } from './amounts';
import { activityPageSchema, lotteryActivityNoSchema, lotteryPhaseSchema } from './lottery';
import { cents, code, count, dbId, dbIdParam, epochMs, text } from './primitives';

export const qualificationRefusalSchema = z.enum([
  'not_qualification',
  'not_qualified',
  'lapsed',
  'already_ordered',
  'sold_out',
  'no_address',
  'not_entered',
  'not_due',
  'activity_exists',
  'sku_not_found',
]);
export type QualificationRefusal = z.infer<typeof qualificationRefusalSchema>;

/**
 * The caller's standing: none (not entered), registered (waiting for the draw), won (may buy), lost,
 * ordered (an order awaits payment), purchased (paid), lapsed (won but the deadline passed unbought).
 */
export const qualificationStateSchema = z.enum([
  'none',
  'registered',
  'won',
  'lost',
  'ordered',
  'purchased',
  'lapsed',
]);
export type QualificationState = z.infer<typeof qualificationStateSchema>;

export const qualificationProductSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  storeName: z.string(),
  /** What qualified buyers pay. */
  launchPriceCents: centsSchema,
  /** The ordinary price, shown struck through. */
  salePriceCents: centsSchema,
});
export type QualificationProduct = z.infer<typeof qualificationProductSchema>;

export const qualificationActivitySchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  invitedOnly: z.boolean(),
  joinStartAt: z.int(),
  joinEndAt: z.int(),
  drawAt: z.int(),
  /** Winners buy before this; afterwards the right lapses and held units go back to stock. */
  claimDeadline: z.int(),
  phase: lotteryPhaseSchema,
  /** sha256 of the draw's seed, published from the start (docs/lottery-draw.md). */
  seedCommitment: z.string(),
  /** Entrants so far (one code each: qualification activities take no assists). */
  entrants: z.int(),
  /** Phones on offer to the winners. */
  quota: z.int(),
  product: qualificationProductSchema,
});
export type QualificationActivity = z.infer<typeof qualificationActivitySchema>;

/** The list and one activity are asked for as the code lotteries' are (lotteryListQuerySchema, lotteryActivityQuerySchema). */
export const qualificationActivityListSchema = activityPageSchema(qualificationActivitySchema);

/** The caller's part in one activity. */
export const qualificationMineSchema = z.object({
  state: qualificationStateSchema,
  /** The lottery code drawn on; null when not entered. */
  code: z.nullable(z.string()),
  codeWord: z.nullable(z.string()),
  /** The order placed with the right to buy (awaiting payment or paid). */
  orderNo: z.nullable(z.string()),
});

export const qualificationDetailSchema = z.extend(qualificationActivitySchema, {
  rules: z.string(),
  mine: qualificationMineSchema,
});

export const qualificationTakeInRequestSchema = z.object({ activityNo: lotteryActivityNoSchema });
export const qualificationTakeInResultSchema = z.object({
  activityNo: z.string(),
  code: z.string(),
  codeWord: z.string(),
});

export const myQualificationSchema = z.object({
  activity: qualificationActivitySchema,
  mine: qualificationMineSchema,
});
export const myQualificationListSchema = z.object({ list: z.array(myQualificationSchema) });

export const qualificationInventorySchema = z.object({
  activityNo: z.string(),
  quota: z.int(),
  /** Units still held for winners who have not ordered (0 once released at the deadline). */
  held: z.int(),
  winners: z.int(),
  purchased: z.int(),
  releasedAt: z.nullable(z.int()),
});

export const qualificationWaitingSchema = z.object({
  list: z.array(
    z.object({
      activityNo: z.string(),
      title: z.string(),
      code: z.string(),
      product: qualificationProductSchema,
      claimDeadline: z.int(),
    }),
  ),
});

export const qualificationMyCodeSchema = z.object({
  activityNo: z.string(),
  codeWord: z.nullable(z.string()),
  list: z.array(z.object({ code: z.string(), createdAt: z.int(), won: z.boolean() })),
});

export const qualificationCodeListSchema = z.object({
  list: z.array(
    z.object({
      activityNo: z.string(),
      title: z.string(),
      code: z.string(),
      codeWord: z.string(),
      state: qualificationStateSchema,
      claimDeadline: z.int(),
    }),
  ),
});

export const codeWordRequestSchema = z.object({ activityNo: lotteryActivityNoSchema });
export const codeWordResultSchema = z.object({ activityNo: z.string(), codeWord: z.string() });

export const qualificationConfirmQuerySchema = z.object({
  activityNo: lotteryActivityNoSchema,
  addressId: z.optional(dbIdParam),
});
export const qualificationConfirmationSchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  product: qualificationProductSchema,
  quantity: z.literal(1),
  goodsCents: centsSchema,
  freightCents: centsSchema,
  payableCents: centsSchema,
  claimDeadline: z.int(),
  state: qualificationStateSchema,
  /** The given address, else the default, else the first; null when the caller has none. */
  address: z.nullable(addressSchema),
});

export const qualificationOrderRequestSchema = z.object({
  activityNo: lotteryActivityNoSchema,
  addressId: dbId,
});
export const qualificationOrderResultSchema = z.object({
  orderNo: z.string(),
  payableCents: centsSchema,
  payDeadline: z.number(),
  replayed: z.boolean(),
});
export type QualificationOrderResult = z.infer<typeof qualificationOrderResultSchema>;

/** Operator: a new qualification activity; quota units of the SKU are held for its winners at once. */
export const qualificationCreateRequestSchema = z
  .object({
    activityNo: lotteryActivityNoSchema,
    title: text(60, { min: 1, what: 'title' }),
    rules: text(2000, { min: 1, what: 'rules', multiline: true }),
    imageUrl: z._default(text(300), ''),
    skuNo: code(32),
    launchPriceCents: cents.check(z.gte(1)),
    quota: count(1, 10_000),
    invitedOnly: z._default(z.boolean(), false),
    /** Customer numbers invited when invitedOnly. */
    invites: z._default(z.array(code(32)).check(z.maxLength(500)), []),
    joinStartAt: epochMs,
    joinEndAt: epochMs,
    drawAt: epochMs,
    claimDeadline: epochMs,
  })
  .check(
    z.refine((a) => a.joinStartAt < a.joinEndAt && a.joinEndAt <= a.drawAt && a.drawAt < a.claimDeadline, {
      message: 'times must satisfy joinStartAt < joinEndAt <= drawAt < claimDeadline',
    }),
  );
export const qualificationCreatedSchema = z.object({
  activityNo: z.string(),
  seedCommitment: z.string(),
  held: z.int(),
});

export const qualificationEntriesSchema = z.object({
  activityNo: z.string(),
  list: z.array(z.object({ code: z.string(), customerNo: z.string(), joinedAt: z.int(), won: z.boolean() })),
});

export const qualificationDrawRequestSchema = z.object({ activityNo: lotteryActivityNoSchema });
export const qualificationDrawResultSchema = z.object({
  activityNo: z.string(),
  /** Whether this call drew it (false: it was already drawn, by the timer or an earlier call). */
  drewNow: z.boolean(),
  winners: z.int(),
});

/**
 * GET /api/operator/qualification/activities: every qualification activity as operators see it — what
 * shoppers see, the winners so far and the moves its phase allows (the draw, once its time has come and
 * it is not drawn yet; the timer draws it too).
 */
export const operatorQualificationSchema = z.extend(qualificationActivitySchema, {
  winners: z.int(),
  actions: z.array(z.enum(['draw'])),
});
export type OperatorQualification = z.infer<typeof operatorQualificationSchema>;
export const operatorQualificationListSchema = z.object({ list: z.array(operatorQualificationSchema) });
