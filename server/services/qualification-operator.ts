import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  OperatorQualification,
  qualificationCreateRequestSchema,
} from '../../schemas/api/qualification';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { seedCommitment } from '../domain/lottery-draw';
import { findCustomerByNo } from '../repos/customers';
import { findActivity, insertActivity, insertInvite, insertPrize } from '../repos/lottery';
import {
  entriesFor,
  findQualification,
  holdUnits,
  insertQualification,
  listQualifications,
  skuProductName,
  winnerCount,
} from '../repos/qualification';
import { drawOne } from './lottery-draw';
import { settle } from './outcome';
import { activityView, qualificationRefused } from './qualification';
import { releaseHolds } from './qualification-hold';

type NewQualification = z.infer<typeof qualificationCreateRequestSchema>;

/**
 * Creates a qualification activity in one transaction: the lottery activity (no assists: one code per
 * entrant) with a fresh secret seed whose hash is published at once, one prize of quota rights to buy,
 * the invites, and quota units held out of the SKU's stock (refused as sold out when it has fewer).
 */
export async function createQualificationIn(
  tx: Queryable,
  input: NewQualification,
  now: number,
  seq: number,
) {
  if (await findActivity(tx, input.activityNo)) qualificationRefused('activity_exists');
  const skuName = (await skuProductName(tx, input.skuNo)) ?? qualificationRefused('sku_not_found');
  const seed = randomBytes(32).toString('hex');
  const seedHash = seedCommitment(seed);
  await insertActivity(tx, {
    activityNo: input.activityNo,
    title: input.title,
    rules: input.rules,
    imageUrl: input.imageUrl,
    invitedOnly: input.invitedOnly,
    assistCap: 0,
    joinStartAt: input.joinStartAt,
    joinEndAt: input.joinEndAt,
    drawAt: input.drawAt,
    claimDeadline: input.claimDeadline,
    seed,
    seedHash,
    seq,
  });
  await insertPrize(tx, {
    prizeNo: `${input.activityNo}-Q`,
    activityNo: input.activityNo,
    rank: 0,
    name: skuName,
    imageUrl: input.imageUrl,
    priceCents: input.launchPriceCents,
    total: input.quota,
  });
  for (const no of input.invites) {
    const c = await findCustomerByNo(tx, no);
    if (c) await insertInvite(tx, input.activityNo, c.id);
  }
  if (!(await holdUnits(tx, input.skuNo, input.quota))) qualificationRefused('sold_out');
  await insertQualification(tx, {
    activityNo: input.activityNo,
    skuNo: input.skuNo,
    launchPriceCents: input.launchPriceCents,
    quota: input.quota,
    now,
  });
  return { activityNo: input.activityNo, seedCommitment: seedHash, held: input.quota };
}

/** Operator create: the same in its own transaction; operator activities list after the seeded ones. */
export async function createQualification(deps: AppDeps, input: NewQualification) {
  const now = deps.config.clock();
  return settle(() => deps.db.transaction((tx) => createQualificationIn(tx, input, now, 1000)));
}

/**
 * Operators see who entered (customer numbers, not shown to shoppers) and who won, as stored. A read: it
 * never runs a due draw (an auditor reads it, and a read must not write); the draw job
 * (lotteryDrawJob) or the operator's explicit draw runs it, and until then nobody shows as a winner.
 */
export async function qualificationEntries(deps: AppDeps, activityNo: string) {
  return settle(async () => {
    const a = await findActivity(deps.db, activityNo);
    if (!a || !(await findQualification(deps.db, activityNo))) qualificationRefused('not_qualification');
    const rows = await entriesFor(deps.db, activityNo);
    return {
      activityNo,
      list: rows.map((r) => ({
        code: r.code,
        customerNo: r.customer_no,
        joinedAt: Number(r.joined_at),
        won: r.won,
      })),
    };
  });
}

/**
 * Runs the draw now if its time has come, through the lottery's once-only draw: whichever of this call and
 * the timer gets there first draws; the other finds it drawn. Verify with /api/lottery/draw-data.
 */
export async function runQualificationDraw(deps: AppDeps, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    const a = (await findActivity(deps.db, activityNo)) ?? qualificationRefused('not_qualification');
    if (!(await findQualification(deps.db, activityNo))) qualificationRefused('not_qualification');
    if (a.state !== 'drawn' && now < a.draw_at) qualificationRefused('not_due');
    const drewNow = await drawOne(deps.db, activityNo, now);
    await releaseHolds(deps.db, now);
    return { activityNo, drewNow, winners: await winnerCount(deps.db, activityNo) };
  });
}

/** The console's list holds this many activities, newest order first as shoppers see them. */
const LIST_ROWS = 200;

/**
 * Every qualification activity with its winners and allowed moves, as stored: unlike the shoppers' reads
 * this one writes nothing (an auditor reads it), so a draw that is due and not yet run by the timer shows
 * as one the operator may run now.
 */
export async function operatorQualifications(deps: AppDeps): Promise<{ list: OperatorQualification[] }> {
  const now = deps.config.clock();
  const { rows } = await listQualifications(deps.db, LIST_ROWS, 0);
  const list: OperatorQualification[] = [];
  for (const q of rows) {
    const a = await findActivity(deps.db, q.activity_no);
    if (!a) continue;
    const view = await activityView(deps.db, a, q, now);
    const drawable = view.phase !== 'drawn' && now >= view.drawAt;
    list.push({
      ...view,
      winners: await winnerCount(deps.db, a.activity_no),
      actions: drawable ? ['draw'] : [],
    });
  }
  return { list };
}
