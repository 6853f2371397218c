/**
 * Scheduled code lotteries (抽奖) under /api/lottery/: activity list and detail, take-in, assist,
 * my lotteries (list), inventory, waiting-prize, win-list, my-code and the published draw data. Money in
 * cents, times epoch ms. The draw is recomputable from draw-data (docs/lottery-draw.md).
 */
import { z } from '../zod';
import { centsSchema } from './amounts';
import { code, countParam } from './primitives';

export const lotteryActivityNoSchema = code(32);
/** A lottery code: eight digits from 10000001. */
export const lotteryCodeSchema = code(8, /^\d{8}$/);

export const lotteryRefusalSchema = z.enum([
  'activity_not_found',
  'not_open',
  'no_consent',
  'scalper',
  'already_joined',
  'entrant_not_found',
  'own_entry',
  'already_helped',
  'assist_cap',
  'not_drawn',
  // Prize claims (services/lottery-claim.ts):
  'not_winner',
  'claim_closed',
  'prize_unavailable',
]);
export type LotteryRefusal = z.infer<typeof lotteryRefusalSchema>;

/**
 * upcoming → open (joining) → closed (waiting for the draw) → drawing (past the draw time, the draw job has not
 * run yet: 开奖中) → drawn. Reads never draw: the job or an operator does.
 */
export const lotteryPhaseSchema = z.enum(['upcoming', 'open', 'closed', 'drawing', 'drawn']);
export type LotteryPhase = z.infer<typeof lotteryPhaseSchema>;

export const lotteryPrizeSchema = z.object({
  prizeNo: z.string(),
  rank: z.int(),
  name: z.string(),
  imageUrl: z.string(),
  priceCents: centsSchema,
  total: z.int(),
  /** Not yet awarded. */
  remaining: z.int(),
});

export const lotteryActivitySchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  invitedOnly: z.boolean(),
  assistCap: z.int(),
  joinStartAt: z.int(),
  joinEndAt: z.int(),
  drawAt: z.int(),
  claimDeadline: z.int(),
  phase: lotteryPhaseSchema,
  /** sha256 of the server seed, published from the start. */
  seedCommitment: z.string(),
  codeCount: z.int(),
});
export type LotteryActivity = z.infer<typeof lotteryActivitySchema>;

export const lotteryListQuerySchema = z.object({
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
/** One page of activities: the code lotteries' and the qualification lotteries' lists share this shape. */
export const activityPageSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.int(), pageNo: z.int(), pageSize: z.int() });
export const lotteryActivityListSchema = activityPageSchema(lotteryActivitySchema);

export const lotteryActivityQuerySchema = z.object({ activityNo: lotteryActivityNoSchema });
/** detail may name the entrant whose assist link was opened (joinCode): the answer then says whose it is. */
export const lotteryDetailQuerySchema = z.extend(lotteryActivityQuerySchema, {
  joinCode: z.optional(code(8, /^\d{8}$/)),
});

export const lotteryDetailSchema = z.extend(lotteryActivitySchema, {
  rules: z.string(),
  prizes: z.array(lotteryPrizeSchema),
  /** The caller's state; all false/0 for a visitor. */
  joined: z.boolean(),
  myCodeCount: z.int(),
  /** The caller's join code: the assist link carries it. */
  myJoinCode: z.nullable(z.string()),
  /** Assist codes the caller may still receive. */
  assistsLeft: z.int(),
  /** With joinCode: that entrant's nickname, masked (null when no entrant has it). */
  inviterNick: z.nullable(z.string()),
  /** With joinCode: the caller already helped that entrant. */
  helpedInviter: z.boolean(),
});

export const takeInRequestSchema = z.object({ activityNo: lotteryActivityNoSchema });
export const takeInResultSchema = z.object({ activityNo: z.string(), joinCode: z.string() });

export const assistRequestSchema = z.object({
  activityNo: lotteryActivityNoSchema,
  /** The entrant's join code from the assist link. */
  joinCode: lotteryCodeSchema,
});
export const assistResultSchema = z.object({ activityNo: z.string(), code: z.string() });

export const myCodeSchema = z.object({
  code: z.string(),
  source: z.enum(['join', 'assist']),
  /** The helper's nickname, masked; null for the join code. */
  helperNick: z.nullable(z.string()),
  createdAt: z.int(),
  won: z.boolean(),
});
export const myCodeResultSchema = z.object({ activityNo: z.string(), list: z.array(myCodeSchema) });

export const myLotterySchema = z.object({
  activity: lotteryActivitySchema,
  joinCode: z.string(),
  codeCount: z.int(),
  /** null until drawn or when the caller did not win. */
  prize: z.nullable(lotteryPrizeSchema),
  /** The win's claim: won (to claim), ordered, claimed or lapsed; null without a win. */
  claimState: z.nullable(z.enum(['won', 'ordered', 'claimed', 'lapsed'])),
});
export const myLotteryListSchema = z.object({ list: z.array(myLotterySchema) });

export const inventoryResultSchema = z.object({
  activityNo: z.string(),
  prizes: z.array(lotteryPrizeSchema),
});

export const waitingPrizeSchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  code: z.string(),
  prize: lotteryPrizeSchema,
  claimDeadline: z.int(),
});
export const waitingPrizeListSchema = z.object({ list: z.array(waitingPrizeSchema) });

export const winnerSchema = z.object({
  code: z.string(),
  /** Masked: first character and stars. */
  nickName: z.string(),
  prizeNo: z.string(),
  prizeName: z.string(),
});
export const winListSchema = z.object({
  activityNo: z.string(),
  drawn: z.boolean(),
  list: z.array(winnerSchema),
});

/** Everything needed to recompute the draw; seed and entries are null until the draw. */
export const drawDataSchema = z.object({
  activityNo: z.string(),
  algorithm: z.string(),
  seedCommitment: z.string(),
  seed: z.nullable(z.string()),
  entryHash: z.nullable(z.string()),
  /** "code owner" lines, ascending; owner is the entrant's join code. */
  entries: z.nullable(z.array(z.string())),
  prizes: z.array(z.object({ prizeNo: z.string(), count: z.int() })),
  drawnAt: z.nullable(z.int()),
  winners: z.array(z.object({ index: z.int(), prizeNo: z.string(), code: z.string() })),
});
