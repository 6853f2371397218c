import type { LotteryActivity, LotteryPhase, LotteryRefusal } from '../../schemas/api/lottery';
import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import { claimStateOf } from '../domain/lottery-claim';
import {
  codesOf,
  entriesOf,
  findActivity,
  findEntry,
  hasHelped,
  inviterOf,
  type LotteryActivityRow,
  type LotteryPrizeRow,
  listActivities,
  prizesAsOf,
  winnersOf,
  winsOf,
} from '../repos/lottery';
import { refuse, settle } from './outcome';

export const lotteryRefused = (reason: LotteryRefusal): never =>
  refuse({ refusal: 'lottery_refused', reason });

export function phaseOf(a: LotteryActivityRow, now: number): LotteryPhase {
  if (a.state === 'drawn') return 'drawn';
  if (now < a.join_start_at) return 'upcoming';
  if (now < a.join_end_at) return 'open';
  return now < a.draw_at ? 'closed' : 'drawing';
}

export function activityView(a: LotteryActivityRow, now: number): LotteryActivity {
  return {
    activityNo: a.activity_no,
    title: a.title,
    imageUrl: a.image_url,
    invitedOnly: a.invited_only,
    assistCap: a.assist_cap,
    joinStartAt: Number(a.join_start_at),
    joinEndAt: Number(a.join_end_at),
    drawAt: Number(a.draw_at),
    claimDeadline: Number(a.claim_deadline),
    phase: phaseOf(a, now),
    seedCommitment: a.seed_hash,
    codeCount: a.code_count,
  };
}

export const prizeView = (p: LotteryPrizeRow) => ({
  prizeNo: p.prize_no,
  rank: p.prize_rank,
  name: p.name,
  imageUrl: p.image_url,
  priceCents: p.price_cents,
  total: p.total,
  remaining: p.remaining,
});

/** Other shoppers see a nickname's first character and stars. */
export function maskNick(nick: string): string {
  const first = [...nick][0] ?? '';
  return `${first}**`;
}

/**
 * A read is a read: a due activity is drawn by the draw job (lottery-draw.ts) or an operator, never
 * by a shopper's request; until then its phase is 'drawing'.
 */
async function activityOrRefuse(db: Db, activityNo: string) {
  return (await findActivity(db, activityNo)) ?? lotteryRefused('activity_not_found');
}

export async function lotteryActivities(deps: AppDeps, q: { pageNo: number; pageSize: number }) {
  const now = deps.config.clock();
  const { rows, total } = await listActivities(deps.db, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return { list: rows.map((a) => activityView(a, now)), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function lotteryDetail(
  deps: AppDeps,
  customerId: number | null,
  activityNo: string,
  joinCode?: string,
) {
  const now = deps.config.clock();
  return settle(async () => {
    const a = await activityOrRefuse(deps.db, activityNo);
    const prizes = await prizesAsOf(deps.db, activityNo, now);
    const entry = customerId === null ? undefined : await findEntry(deps.db, activityNo, customerId);
    const inviter = joinCode === undefined ? undefined : await inviterOf(deps.db, activityNo, joinCode);
    return {
      ...activityView(a, now),
      rules: a.rules,
      prizes: prizes.map(prizeView),
      joined: entry !== undefined,
      myCodeCount: entry ? entry.assists + 1 : 0,
      myJoinCode: entry?.join_code ?? null,
      assistsLeft: entry ? Math.max(0, a.assist_cap - entry.assists) : 0,
      inviterNick: inviter ? maskNick(inviter.nick_name) : null,
      helpedInviter:
        inviter !== undefined && customerId !== null
          ? await hasHelped(deps.db, activityNo, inviter.customer_id, customerId)
          : false,
    };
  });
}

export async function lotteryInventory(deps: AppDeps, activityNo: string) {
  return settle(async () => {
    await activityOrRefuse(deps.db, activityNo);
    const prizes = await prizesAsOf(deps.db, activityNo, deps.config.clock());
    return { activityNo, prizes: prizes.map(prizeView) };
  });
}

/** Only the caller's own codes: the customer id comes from the session, never from the request. */
export async function myLotteryCodes(deps: AppDeps, customerId: number, activityNo: string) {
  return settle(async () => {
    await activityOrRefuse(deps.db, activityNo);
    const rows = await codesOf(deps.db, activityNo, customerId);
    return {
      activityNo,
      list: rows.map((r) => ({
        code: r.code,
        source: r.source,
        helperNick: r.helper_nick === null ? null : maskNick(r.helper_nick),
        createdAt: Number(r.created_at),
        won: r.won,
      })),
    };
  });
}

export async function myLotteries(deps: AppDeps, customerId: number) {
  const now = deps.config.clock();
  const list = [];
  for (const e of await entriesOf(deps.db, customerId)) {
    const a = await findActivity(deps.db, e.activity_no);
    if (!a) continue;
    const prize =
      e.prize_no === null
        ? undefined
        : (await prizesAsOf(deps.db, a.activity_no, now)).find((p) => p.prize_no === e.prize_no);
    list.push({
      activity: activityView(a, now),
      joinCode: e.join_code,
      codeCount: e.code_count,
      prize: prize ? prizeView(prize) : null,
      claimState:
        e.win_state === null
          ? null
          : claimStateOf(
              { state: e.win_state, orderStatus: e.order_status, claimDeadline: Number(a.claim_deadline) },
              now,
            ),
    });
  }
  return { list };
}

/** Prizes the caller won whose claim deadline has not passed. */
export async function waitingPrizes(deps: AppDeps, customerId: number) {
  const now = deps.config.clock();
  const list = [];
  for (const w of await winsOf(deps.db, customerId, now)) {
    const a = await findActivity(deps.db, w.activity_no);
    const prize = (await prizesAsOf(deps.db, w.activity_no, now)).find((p) => p.prize_no === w.prize_no);
    if (!a || !prize) continue;
    list.push({
      activityNo: a.activity_no,
      title: a.title,
      code: w.code,
      prize: prizeView(prize),
      claimDeadline: Number(a.claim_deadline),
    });
  }
  return { list };
}

/** Public winners list: masked nicknames only, never ids or phone numbers. */
export async function winList(deps: AppDeps, activityNo: string) {
  return settle(async () => {
    const a = await activityOrRefuse(deps.db, activityNo);
    const rows = await winnersOf(deps.db, activityNo);
    return {
      activityNo,
      drawn: a.state === 'drawn',
      list: rows.map((w) => ({
        code: w.code,
        nickName: maskNick(w.nick_name),
        prizeNo: w.prize_no,
        prizeName: w.prize_name,
      })),
    };
  });
}
