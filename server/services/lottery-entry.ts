import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { licenseStatus } from '../repos/licenses';
import {
  countAssist,
  findActivity,
  findEntry,
  findEntryByJoinCode,
  hasHelped,
  insertCode,
  insertEntry,
  isInvited,
  type LotteryActivityRow,
  takeNextCode,
} from '../repos/lottery';
import { lotteryRefused } from './lottery';
import { settle } from './outcome';

/** Signed in (the route), consent given, invited when the activity is invited-only, joining window open. */
async function mayTakePart(
  db: Queryable,
  a: LotteryActivityRow | undefined,
  customerId: number,
  now: number,
) {
  if (!a) return lotteryRefused('activity_not_found');
  if (a.state !== 'scheduled' || now < a.join_start_at || now >= a.join_end_at) lotteryRefused('not_open');
  if (!(await licenseStatus(db, customerId)).isAuth) lotteryRefused('no_consent');
  if (a.invited_only && !(await isInvited(db, a.activity_no, customerId))) lotteryRefused('scalper');
  return a;
}

/**
 * Take-in: one entry and its join code per customer. The activity row is locked first, so parallel
 * requests of one customer queue up and the second finds the entry (the primary key backs this up).
 */
export async function takeIn(deps: AppDeps, customerId: number, activityNo: string) {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const a = await mayTakePart(tx, await findActivity(tx, activityNo, true), customerId, now);
      if (await findEntry(tx, activityNo, customerId)) lotteryRefused('already_joined');
      const code = await takeNextCode(tx, a.activity_no);
      if (!(await insertEntry(tx, activityNo, customerId, code, now))) lotteryRefused('already_joined');
      await insertCode(tx, { activityNo, code, customerId, helperId: null, now });
      return { activityNo, joinCode: code };
    }),
  );
}

/**
 * Assist: a signed-in friend (not the entrant) adds one code to the entrant's codes, once per entrant,
 * up to the activity's cap. Under the activity lock; the conditional count and the unique index make the
 * cap and the once-only rule hold even without it.
 */
export async function assist(deps: AppDeps, helperId: number, activityNo: string, joinCode: string) {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const a = await mayTakePart(tx, await findActivity(tx, activityNo, true), helperId, now);
      const owner =
        (await findEntryByJoinCode(tx, activityNo, joinCode)) ?? lotteryRefused('entrant_not_found');
      if (owner.customer_id === helperId) lotteryRefused('own_entry');
      if (await hasHelped(tx, activityNo, owner.customer_id, helperId)) lotteryRefused('already_helped');
      if (!(await countAssist(tx, activityNo, owner.customer_id, a.assist_cap))) lotteryRefused('assist_cap');
      const code = await takeNextCode(tx, activityNo);
      const added = await insertCode(tx, { activityNo, code, customerId: owner.customer_id, helperId, now });
      if (!added) lotteryRefused('already_helped');
      return { activityNo, code };
    }),
  );
}
