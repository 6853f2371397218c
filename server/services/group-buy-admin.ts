import {
  type GroupBuyAction,
  type GroupBuyPhase,
  groupBuyActionsOf,
  type OperatorGroupBuy,
  type OperatorGroupBuyCreate,
  type OperatorGroupBuyEdit,
} from '../../schemas/api/group-buy-operator';
import type { AppDeps } from '../config';
import type { ActivityRow } from '../repos/group-buy';
import { findActivity } from '../repos/group-buy';
import {
  endActivity,
  type GroupBuyWrite,
  insertActivity,
  listAllActivities,
  replaceActivity,
  setPaused,
  skuPrice,
} from '../repos/group-buy-admin';

/** Why an operator's group-buy call was refused, for the route to answer 400/404/409 in the caller's words. */
export type GroupBuyAdminProblem =
  | { kind: 'not_found' }
  | { kind: 'exists'; activityNo: string }
  | { kind: 'unknown_sku'; skuNo: string }
  | { kind: 'price_not_below'; saleCents: number }
  | { kind: 'not_allowed'; action: GroupBuyAction; phase: GroupBuyPhase };

type Answer = { activity: OperatorGroupBuy; problem?: undefined } | { problem: GroupBuyAdminProblem };

const MINUTE = 60_000;

/** The state machine's phase of an activity at `now` (ADR 0057): ended wins over paused over upcoming. */
export function phaseOf(
  a: Pick<ActivityRow, 'start_at' | 'end_at' | 'paused_at'>,
  now: number,
): GroupBuyPhase {
  if (Number(a.end_at) <= now) return 'ended';
  if (a.paused_at !== null) return 'paused';
  return Number(a.start_at) > now ? 'upcoming' : 'live';
}

const operatorView = (a: ActivityRow, openTeams: number, now: number): OperatorGroupBuy => {
  const phase = phaseOf(a, now);
  return {
    activityNo: a.activity_no,
    skuNo: a.sku_no,
    title: a.title,
    productName: a.name,
    salePriceCents: a.sale_price_cents,
    teamPriceCents: a.team_price_cents,
    teamSize: a.team_size,
    windowMinutes: Math.round(Number(a.window_ms) / MINUTE),
    startAt: Number(a.start_at),
    endAt: Number(a.end_at),
    seq: a.seq,
    phase,
    actions: [...groupBuyActionsOf(phase)],
    openTeams,
    succeededTeams: a.succeeded,
  };
};

const toWrite = (input: OperatorGroupBuyEdit): GroupBuyWrite => ({
  skuNo: input.skuNo,
  title: input.title,
  teamPriceCents: input.teamPriceCents,
  teamSize: input.teamSize,
  windowMs: input.windowMinutes * MINUTE,
  startAt: input.startAt,
  endAt: input.endAt,
  seq: input.seq,
});

/** The SKU exists and the team price is a discount on it. */
async function priceProblem(deps: AppDeps, w: GroupBuyWrite): Promise<GroupBuyAdminProblem | undefined> {
  const sale = await skuPrice(deps.db, w.skuNo);
  if (sale === undefined) return { kind: 'unknown_sku', skuNo: w.skuNo };
  return w.teamPriceCents < sale ? undefined : { kind: 'price_not_below', saleCents: sale };
}

async function viewOf(deps: AppDeps, activityNo: string): Promise<Answer> {
  const now = deps.config.clock();
  const row = (await listAllActivities(deps.db)).find((a) => a.activity_no === activityNo);
  return row ? { activity: operatorView(row, row.open_teams, now) } : { problem: { kind: 'not_found' } };
}

/** Refuses an action the activity's phase does not allow (the same table the console reads). */
async function allowed(deps: AppDeps, activityNo: string, action: GroupBuyAction) {
  const a = await findActivity(deps.db, activityNo);
  if (!a) return { kind: 'not_found' } as const;
  const phase = phaseOf(a, deps.config.clock());
  return groupBuyActionsOf(phase).includes(action)
    ? undefined
    : ({ kind: 'not_allowed', action, phase } as const);
}

export async function operatorGroupBuys(deps: AppDeps) {
  const now = deps.config.clock();
  return { list: (await listAllActivities(deps.db)).map((a) => operatorView(a, a.open_teams, now)) };
}

/**
 * Creates an activity. The same number again with the same fields answers the activity (a retry after a
 * lost answer, or a replayed approval); with other fields it is refused as taken.
 */
export async function createGroupBuy(deps: AppDeps, input: OperatorGroupBuyCreate): Promise<Answer> {
  const w = toWrite(input);
  const bad = await priceProblem(deps, w);
  if (bad) return { problem: bad };
  const made = await deps.db.transaction((tx) => insertActivity(tx, input.activityNo, w));
  const a = await findActivity(deps.db, input.activityNo);
  if (!a) return { problem: { kind: 'not_found' } };
  const same =
    a.sku_no === w.skuNo &&
    a.title === w.title &&
    a.team_price_cents === w.teamPriceCents &&
    a.team_size === w.teamSize &&
    Number(a.window_ms) === w.windowMs &&
    Number(a.start_at) === w.startAt &&
    Number(a.end_at) === w.endAt &&
    a.seq === w.seq;
  if (!made && !same) return { problem: { kind: 'exists', activityNo: input.activityNo } };
  return viewOf(deps, input.activityNo);
}

/** Replaces an activity's product, price, team size, window, times and order; an ended one is history. */
export async function editGroupBuy(
  deps: AppDeps,
  activityNo: string,
  input: OperatorGroupBuyEdit,
): Promise<Answer> {
  const refused = await allowed(deps, activityNo, 'edit');
  if (refused) return { problem: refused };
  const w = toWrite(input);
  const bad = await priceProblem(deps, w);
  if (bad) return { problem: bad };
  const now = deps.config.clock();
  const saved = await deps.db.transaction((tx) => replaceActivity(tx, activityNo, w, now));
  if (!saved) return { problem: { kind: 'not_allowed', action: 'edit', phase: 'ended' } };
  return viewOf(deps, activityNo);
}

/**
 * Pauses, resumes or ends an activity now, when its phase allows it. A move that already happened (a
 * retried pause of a paused activity) is refused like any other move the phase does not allow: the answer
 * names the phase, so the caller sees where the activity stands.
 */
export async function moveGroupBuy(
  deps: AppDeps,
  activityNo: string,
  action: Exclude<GroupBuyAction, 'edit'>,
): Promise<Answer> {
  const refused = await allowed(deps, activityNo, action);
  if (refused) return { problem: refused };
  const now = deps.config.clock();
  const moved = await deps.db.transaction((tx) =>
    action === 'end' ? endActivity(tx, activityNo, now) : setPaused(tx, activityNo, action === 'pause', now),
  );
  if (!moved) {
    const a = await findActivity(deps.db, activityNo);
    return { problem: { kind: 'not_allowed', action, phase: a ? phaseOf(a, now) : 'ended' } };
  }
  return viewOf(deps, activityNo);
}
