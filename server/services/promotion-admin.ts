import type {
  OperatorPromotion,
  OperatorPromotionCreate,
  OperatorPromotionEdit,
} from '../../schemas/api/promotion-operator';
import type { AppDeps } from '../config';
import { type FullDiscountActivity, isLive } from '../domain/full-discount';
import {
  type ActivityWrite,
  endActivity,
  insertActivity,
  missingReferences,
  replaceActivity,
} from '../repos/promotion-admin';
import { findActivity, listAllActivities } from '../repos/promotions';
import { summaryOf } from './promotions';

/** Why an operator's full-discount call was refused, for the route to answer 400/404/409. */
export type PromotionAdminProblem =
  | { kind: 'not_found' }
  | { kind: 'exists' }
  | { kind: 'bad_input'; message: string };

type Answer = { activity: OperatorPromotion; problem?: undefined } | { problem: PromotionAdminProblem };

const phaseOf = (a: FullDiscountActivity, now: number): OperatorPromotion['phase'] =>
  isLive(a, now) ? 'live' : now < a.startAt ? 'upcoming' : 'ended';

const operatorView = (a: FullDiscountActivity, now: number): OperatorPromotion => ({
  ...summaryOf(a),
  skuNos: [...a.skuNos],
  seq: a.seq,
  phase: phaseOf(a, now),
});

/** The input as the tables store it: only the scope's own reference is kept. */
const toWrite = (input: OperatorPromotionEdit): ActivityWrite => ({
  title: input.title,
  scope: input.scope,
  categoryCode: input.scope === 'category' ? (input.categoryCode ?? null) : null,
  storeNo: input.scope === 'store' ? (input.storeNo ?? null) : null,
  skuNos: input.scope === 'sku' ? [...(input.skuNos ?? [])].sort() : [],
  startAt: input.startAt,
  endAt: input.endAt,
  top: input.top,
  seq: input.seq,
  tiers: [...input.tiers].map((t) => ({
    thresholdCents: t.thresholdCents,
    reductionCents: t.reductionCents,
  })),
});

/** Same activity, field by field (a retried create with the same content is answered, not refused). */
const sameActivity = (a: FullDiscountActivity, w: ActivityWrite) =>
  JSON.stringify({ ...operatorView(a, 0), activityNo: '' }) ===
  JSON.stringify({ ...operatorView({ ...w, activityNo: '' }, 0) });

async function badReferences(deps: AppDeps, w: ActivityWrite): Promise<PromotionAdminProblem | undefined> {
  const missing = await missingReferences(deps.db, w);
  return missing.length > 0 ? { kind: 'bad_input', message: `unknown ${missing.join(', ')}` } : undefined;
}

export async function operatorPromotions(deps: AppDeps) {
  const now = deps.config.clock();
  return { list: (await listAllActivities(deps.db)).map((a) => operatorView(a, now)) };
}

/**
 * Creates an activity. Creating the same number again with the same content answers the activity (a
 * retry after a lost answer); with other content it is refused as existing.
 */
export async function createPromotion(deps: AppDeps, input: OperatorPromotionCreate): Promise<Answer> {
  const now = deps.config.clock();
  const w = toWrite(input);
  const bad = await badReferences(deps, w);
  if (bad) return { problem: bad };
  const made = await deps.db.transaction((tx) => insertActivity(tx, input.activityNo, w));
  const a = await findActivity(deps.db, input.activityNo);
  if (!a) return { problem: { kind: 'not_found' } };
  if (!made && !sameActivity(a, w)) return { problem: { kind: 'exists' } };
  return { activity: operatorView(a, now) };
}

/** Replaces an activity's title, scope, tiers, window, pin and seq (one transaction). */
export async function editPromotion(
  deps: AppDeps,
  activityNo: string,
  input: OperatorPromotionEdit,
): Promise<Answer> {
  const w = toWrite(input);
  const bad = await badReferences(deps, w);
  if (bad) return { problem: bad };
  const saved = await deps.db.transaction((tx) => replaceActivity(tx, activityNo, w));
  const a = saved ? await findActivity(deps.db, activityNo) : undefined;
  return a ? { activity: operatorView(a, deps.config.clock()) } : { problem: { kind: 'not_found' } };
}

/** Ends an activity now: shoppers stop seeing it and the next quote no longer takes it off. */
export async function endPromotion(deps: AppDeps, activityNo: string): Promise<Answer> {
  const now = deps.config.clock();
  const ended = await endActivity(deps.db, activityNo, now);
  const a = ended ? await findActivity(deps.db, activityNo) : undefined;
  return a ? { activity: operatorView(a, now) } : { problem: { kind: 'not_found' } };
}
