/**
 * The operators' group-buy API: list, create, edit, pause, resume and end 拼团
 * activities under /api/operator/group-buy. Money in integer cents, times epoch ms, the team window in
 * minutes (the table keeps milliseconds).
 */
import { z } from '../zod';
import { activityNoSchema } from './group-buy';
import { cents, code, count, epochMs, text } from './primitives';

/** A team waits at most a week for its members after the leader paid. */
export const MAX_WINDOW_MINUTES = 7 * 24 * 60;

const activityFields = {
  skuNo: code(64),
  title: text(40, { min: 1, what: 'title' }),
  teamPriceCents: cents.check(z.gte(1)),
  /** Members a team needs, the leader included (the table's check: 2–20). */
  teamSize: count(2, 20),
  windowMinutes: count(5, MAX_WINDOW_MINUTES),
  startAt: epochMs,
  endAt: epochMs,
  /** Shelf order: lower first. */
  seq: z._default(count(0, 9999), 10),
};

function checkWindow(a: { startAt: number; endAt: number }, ctx: z.core.$RefinementCtx) {
  if (a.endAt <= a.startAt)
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt must be after startAt' });
}

/** PUT /api/operator/group-buy/{activityNo}: the whole activity as it should be from now on. */
export const operatorGroupBuyEditSchema = z.object(activityFields).check(z.superRefine(checkWindow));
export type OperatorGroupBuyEdit = z.infer<typeof operatorGroupBuyEditSchema>;

/** POST /api/operator/group-buy: a new activity under a number of the operator's choosing. */
export const operatorGroupBuyCreateSchema = z
  .object({ activityNo: activityNoSchema, ...activityFields })
  .check(z.superRefine(checkWindow));
export type OperatorGroupBuyCreate = z.infer<typeof operatorGroupBuyCreateSchema>;

export const operatorGroupBuyParamSchema = z.object({ activityNo: activityNoSchema });

/**
 * Where an activity stands: upcoming (not started), live (on the shelf), paused (taken off the shelf by an
 * operator; teams already open keep running to their own end), ended (past its end, or ended early).
 */
export const groupBuyPhaseSchema = z.enum(['upcoming', 'live', 'paused', 'ended']);
export type GroupBuyPhase = z.infer<typeof groupBuyPhaseSchema>;

export const groupBuyActionSchema = z.enum(['edit', 'pause', 'resume', 'end']);
export type GroupBuyAction = z.infer<typeof groupBuyActionSchema>;

/**
 * The state machine's allowed moves, one table for the server (which refuses the rest with 409) and the
 * console (which offers only these buttons). An ended activity is history: nothing moves it again.
 */
const ACTIONS: Readonly<Record<GroupBuyPhase, readonly GroupBuyAction[]>> = {
  upcoming: ['edit', 'pause', 'end'],
  live: ['edit', 'pause', 'end'],
  paused: ['edit', 'resume', 'end'],
  ended: [],
};
export const groupBuyActionsOf = (phase: GroupBuyPhase): readonly GroupBuyAction[] => ACTIONS[phase];

/** One activity as operators see it: its fields, the product's name and price, phase and teams. */
export const operatorGroupBuySchema = z.object({
  activityNo: z.string(),
  skuNo: z.string(),
  title: z.string(),
  productName: z.string(),
  salePriceCents: z.int(),
  teamPriceCents: z.int(),
  teamSize: z.int(),
  windowMinutes: z.int(),
  startAt: z.number(),
  endAt: z.number(),
  seq: z.int(),
  phase: groupBuyPhaseSchema,
  actions: z.array(groupBuyActionSchema),
  openTeams: z.int(),
  succeededTeams: z.int(),
});
export type OperatorGroupBuy = z.infer<typeof operatorGroupBuySchema>;

export const operatorGroupBuyListSchema = z.object({ list: z.array(operatorGroupBuySchema) });
