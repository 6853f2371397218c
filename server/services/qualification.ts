import type {
  QualificationActivity,
  QualificationRefusal,
  QualificationState,
} from '../../schemas/api/qualification';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { findActivity, findEntry, type LotteryActivityRow } from '../repos/lottery';
import {
  enteredBy,
  entrantCount,
  findCodeWord,
  findQualification,
  isWinner,
  listQualifications,
  ordersOf,
  type QualificationRow,
  salesOf,
} from '../repos/qualification';
import { phaseOf } from './lottery';
import { refuse, settle } from './outcome';
import { holdAsOf } from './qualification-hold';
import { ensureCodeWord } from './qualification-words';

export const qualificationRefused = (reason: QualificationRefusal): never =>
  refuse({ refusal: 'qualification_refused', reason });

export const productView = (q: QualificationRow) => ({
  skuNo: q.sku_no,
  spuNo: q.spu_no,
  name: q.name,
  specName: q.spec_name,
  imageUrl: q.image_url,
  storeName: q.store_name,
  launchPriceCents: q.launch_price_cents,
  salePriceCents: q.sale_price_cents,
});

export async function activityView(
  db: Queryable,
  a: LotteryActivityRow,
  q: QualificationRow,
  now: number,
): Promise<QualificationActivity> {
  return {
    activityNo: a.activity_no,
    title: a.title,
    imageUrl: a.image_url,
    invitedOnly: a.invited_only,
    joinStartAt: Number(a.join_start_at),
    joinEndAt: Number(a.join_end_at),
    drawAt: Number(a.draw_at),
    claimDeadline: Number(a.claim_deadline),
    phase: phaseOf(a, now),
    seedCommitment: a.seed_hash,
    entrants: await entrantCount(db, a.activity_no),
    quota: q.quota,
    product: productView(q),
  };
}

/**
 * The activity with its hold as it stands now (past the deadline: released, whether or not the release job
 * has run), or 404 when it is not a qualification activity. A read: a due draw is not run here (ADR 0071)
 * and held units are not given back (ADR 0074); the draw job, the release job or an operator does that.
 */
export async function loadQualification(db: AppDeps['db'], activityNo: string, now: number) {
  const a = await findActivity(db, activityNo);
  const q = await findQualification(db, activityNo);
  if (!a || !q) return qualificationRefused('not_qualification');
  return { a, q: holdAsOf(q, Number(a.claim_deadline), now) };
}

/** The caller's standing in one activity; their own rows only (the id comes from the session). */
export async function mineOf(db: Queryable, a: LotteryActivityRow, customerId: number | null, now: number) {
  const none = { state: 'none' as QualificationState, code: null, codeWord: null, orderNo: null };
  if (customerId === null) return none;
  const entry = await findEntry(db, a.activity_no, customerId);
  if (!entry) return none;
  const codeWord = (await findCodeWord(db, a.activity_no, customerId)) ?? null;
  const base = { code: entry.join_code, codeWord };
  if (a.state !== 'drawn') return { ...base, state: 'registered' as const, orderNo: null };
  const live = (await ordersOf(db, a.activity_no, customerId)).find((o) => o.status !== 'cancelled');
  if (live) {
    const state = live.status === 'awaiting_payment' ? ('ordered' as const) : ('purchased' as const);
    return { ...base, state, orderNo: live.order_no };
  }
  const won = await isWinner(db, a.activity_no, customerId);
  if (!won) return { ...base, state: 'lost' as const, orderNo: null };
  return { ...base, state: now < a.claim_deadline ? ('won' as const) : ('lapsed' as const), orderNo: null };
}

export async function qualificationActivities(deps: AppDeps, p: { pageNo: number; pageSize: number }) {
  const now = deps.config.clock();
  const { rows, total } = await listQualifications(deps.db, p.pageSize, (p.pageNo - 1) * p.pageSize);
  const list = [];
  for (const q of rows) {
    const a = await findActivity(deps.db, q.activity_no);
    if (a) list.push(await activityView(deps.db, a, q, now));
  }
  return { list, total, pageNo: p.pageNo, pageSize: p.pageSize };
}

export async function qualificationDetail(deps: AppDeps, customerId: number | null, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    const { a, q } = await loadQualification(deps.db, activityNo, now);
    return {
      ...(await activityView(deps.db, a, q, now)),
      rules: a.rules,
      mine: await mineOf(deps.db, a, customerId, now),
    };
  });
}

/** The caller's qualification activities, newest entry first, with their standing in each. */
export async function myQualifications(deps: AppDeps, customerId: number) {
  const now = deps.config.clock();
  const list = [];
  for (const { activity_no } of await enteredBy(deps.db, customerId)) {
    const a = await findActivity(deps.db, activity_no);
    const q = await findQualification(deps.db, activity_no);
    if (!a || !q) continue;
    list.push({
      activity: await activityView(deps.db, a, q, now),
      mine: await mineOf(deps.db, a, customerId, now),
    });
  }
  return { list };
}

export async function qualificationInventory(deps: AppDeps, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    const { q } = await loadQualification(deps.db, activityNo, now);
    const sales = await salesOf(deps.db, activityNo);
    return {
      activityNo,
      quota: q.quota,
      held: q.held,
      winners: sales.winners,
      purchased: sales.purchased,
      releasedAt: q.released_at === null ? null : Number(q.released_at),
    };
  });
}

/** Rights to buy the caller holds and has not used, before their deadline. */
export async function qualificationWaiting(deps: AppDeps, customerId: number) {
  const list = [];
  for (const { activity } of (await myQualifications(deps, customerId)).list) {
    const a = await findActivity(deps.db, activity.activityNo);
    if (!a) continue;
    const mine = await mineOf(deps.db, a, customerId, deps.config.clock());
    if (mine.state !== 'won' || mine.code === null) continue;
    list.push({
      activityNo: activity.activityNo,
      title: activity.title,
      code: mine.code,
      product: activity.product,
      claimDeadline: activity.claimDeadline,
    });
  }
  return { list };
}

/** Every code word the caller holds, with the standing it stands for. */
export async function myCodeList(deps: AppDeps, customerId: number) {
  const list = [];
  for (const { activity, mine } of (await myQualifications(deps, customerId)).list) {
    if (mine.code === null) continue;
    // An entry made through the plain lottery call has no word yet: it gets one now.
    const codeWord =
      mine.codeWord ?? (await ensureCodeWord(deps.db, activity.activityNo, customerId, deps.config.clock()));
    list.push({
      activityNo: activity.activityNo,
      title: activity.title,
      code: mine.code,
      codeWord,
      state: mine.state,
      claimDeadline: activity.claimDeadline,
    });
  }
  return { list };
}
