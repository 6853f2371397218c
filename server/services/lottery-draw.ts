import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import { DRAW_ALGORITHM, drawWinners, entryListText } from '../domain/lottery-draw';
import type { JobSpec } from '../jobs/runner';
import {
  drawEntries,
  dueActivities,
  findActivity,
  insertWinner,
  markDrawn,
  prizesOf,
  setEntryHash,
  takePrize,
  winnersOf,
} from '../repos/lottery';
import { lapseUnclaimed } from '../repos/lottery-claim';
import { notifyDrawn } from './message-events';
import { refuse, settle } from './outcome';

/**
 * Draws one activity in one transaction: the conditional switch to 'drawn' (repos markDrawn) decides who
 * draws, so duplicate timers, several processes on one database and restarts draw it exactly once.
 * Returns whether this call drew it.
 */
export async function drawOne(db: Db, activityNo: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seed = await markDrawn(tx, activityNo, now);
    if (seed === undefined) return false;
    // Read after the switch: joining closed before draw_at and the activity row is now locked.
    const rows = await drawEntries(tx, activityNo);
    const owners = new Map(rows.map((r) => [r.code, r.customer_id]));
    const prizes = (await prizesOf(tx, activityNo)).map((p) => ({ prizeNo: p.prize_no, count: p.total }));
    const { entryHash, wins } = drawWinners(seed, rows, prizes);
    await setEntryHash(tx, activityNo, entryHash);
    for (const w of wins) {
      // Never more winners than the prize's inventory: a failed take rolls the whole draw back.
      if (!(await takePrize(tx, w.prizeNo)))
        throw new Error(`lottery ${activityNo}: prize ${w.prizeNo} exhausted`);
      await insertWinner(tx, {
        activityNo,
        code: w.code,
        customerId: owners.get(w.code) ?? 0,
        prizeNo: w.prizeNo,
        index: w.index,
      });
    }
    await notifyDrawn(tx, activityNo, now); // every entrant hears the result (message center)
    return true;
  });
}

/**
 * Draws every due activity (or just `only`); returns how many this call drew. One activity that fails to draw
 * does not hold back the others (since shoppers' reads no longer draw, the job is the only way a draw
 * happens): each is tried, and the first failure is thrown afterwards, for the job's log.
 */
export async function drawDue(db: Db, now: number, only?: string): Promise<number> {
  // One activity (an operator's draw): its refusal or failure is the caller's answer, as it is.
  if (only !== undefined) return (await drawOne(db, only, now)) ? 1 : 0;
  const due = await dueActivities(db, now);
  let drawn = 0;
  const failures: unknown[] = [];
  for (const activityNo of due) {
    try {
      if (await drawOne(db, activityNo, now)) drawn += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `lottery draw: ${failures.length} of ${due.length} due activities failed`,
    );
  }
  return drawn;
}

/**
 * The published inputs and result of the draw; seed and entries only once drawn (before: the commitment). A
 * read: it never draws, the job below or an operator does.
 */
export async function drawData(deps: AppDeps, activityNo: string) {
  return settle(async () => {
    const a =
      (await findActivity(deps.db, activityNo)) ??
      refuse({ refusal: 'lottery_refused', reason: 'activity_not_found' });
    const drawn = a.state === 'drawn';
    const prizes = (await prizesOf(deps.db, activityNo)).map((p) => ({
      prizeNo: p.prize_no,
      count: p.total,
    }));
    const entries = drawn ? entryListText(await drawEntries(deps.db, activityNo)) : null;
    const winners = drawn ? await winnersOf(deps.db, activityNo) : [];
    return {
      activityNo,
      algorithm: DRAW_ALGORITHM,
      seedCommitment: a.seed_hash,
      seed: drawn ? a.seed : null,
      entryHash: drawn ? a.entry_hash : null,
      entries: entries === null ? null : entries === '' ? [] : entries.split('\n'),
      prizes,
      drawnAt: a.drawn_at === null ? null : Number(a.drawn_at),
      winners: winners.map((w) => ({ index: w.draw_index, prizeNo: w.prize_no, code: w.code })),
    };
  });
}

/**
 * The draw job, on the sweep interval (0 = off, as in tests that drive the clock); the same run lapses
 * prizes unclaimed at their deadline (repos/lottery-claim.ts lapseUnclaimed, exactly once by its state switch).
 */
export function lotteryDrawJob(deps: AppDeps): JobSpec | null {
  const every = deps.config.shopping.sweepIntervalMs;
  if (every <= 0) return null;
  return {
    name: 'lottery-draw',
    everyMs: every,
    run: async () => {
      const now = deps.config.clock();
      await drawDue(deps.db, now);
      await deps.db.transaction((tx) => lapseUnclaimed(tx, now));
    },
  };
}
