/**
 * The operators' lottery API, under /api/operator/lottery (operator token or console session):
 * create an activity with its windows and prizes, edit its rules, list activities and entries, run the draw
 * now and verify a drawn one from its published data. Money in cents, times epoch ms.
 */
import { z } from '../zod';
import { lotteryActivityNoSchema, lotteryActivitySchema, lotteryPrizeSchema } from './lottery';
import { code, count, epochMs, text } from './primitives';

export const operatorPrizeInputSchema = z.object({
  name: text(60, { min: 1, what: 'name' }),
  /** The product the winner's claim order delivers; its picture is the prize's. */
  skuNo: code(32),
  priceCents: z.int().check(z.nonnegative()).check(z.lte(100_000_000)),
  total: count(1, 1000),
});

export const operatorActivityInputSchema = z
  .object({
    activityNo: lotteryActivityNoSchema,
    title: text(60, { min: 1, what: 'title' }),
    rules: text(2000, { min: 1, multiline: true, what: 'rules' }),
    invitedOnly: z._default(z.boolean(), false),
    /** Customer numbers admitted to an invited-only activity. */
    invitees: z._default(z.array(code(32)).check(z.maxLength(500)), []),
    assistCap: count(0, 50),
    joinStartAt: epochMs,
    joinEndAt: epochMs,
    drawAt: epochMs,
    claimDeadline: epochMs,
    prizes: z.array(operatorPrizeInputSchema).check(z.minLength(1)).check(z.maxLength(10)),
  })
  .check(
    z.refine((a) => a.joinStartAt < a.joinEndAt && a.joinEndAt <= a.drawAt && a.drawAt < a.claimDeadline, {
      message: 'windows must be joinStartAt < joinEndAt <= drawAt < claimDeadline',
    }),
  );
export type OperatorActivityInput = z.infer<typeof operatorActivityInputSchema>;

export const operatorRulesInputSchema = z.object({
  rules: text(2000, { min: 1, multiline: true, what: 'rules' }),
});

export const operatorActivityParamSchema = z.object({ activityNo: lotteryActivityNoSchema });

export const operatorActivitySchema = z.extend(lotteryActivitySchema, {
  rules: z.string(),
  prizes: z.array(z.extend(lotteryPrizeSchema, { skuNo: z.nullable(z.string()) })),
  entrantCount: z.int(),
});
export const operatorActivityListSchema = z.object({ list: z.array(operatorActivitySchema) });

export const operatorEntrySchema = z.object({
  customerNo: z.string(),
  nickName: z.string(),
  joinCode: z.string(),
  codeCount: z.int(),
  joinedAt: z.int(),
  /** The prize won, once drawn. */
  prizeNo: z.nullable(z.string()),
  /** won / ordered / lapsed for winners, else null. */
  claimState: z.nullable(z.string()),
});
export const operatorEntryListSchema = z.object({
  activityNo: z.string(),
  list: z.array(operatorEntrySchema),
});

/** The draw run now: joining closes and the draw happens at once (drawn false: it had been drawn already). */
export const operatorDrawResultSchema = z.object({ activityNo: z.string(), drawn: z.boolean() });

/** The published data recomputed by the server's own verifier, step by step (docs/lottery-draw.md). */
export const operatorVerifySchema = z.object({
  activityNo: z.string(),
  drawn: z.boolean(),
  commitmentMatches: z.boolean(),
  entryHashMatches: z.boolean(),
  winnersMatch: z.boolean(),
  verified: z.boolean(),
});
