import { randomUUID } from 'node:crypto';
import type {
  TeamActivity,
  TeamDetail,
  TeamOrderResult,
  TeamRefusal,
  TeamStatus,
} from '../../schemas/api/group-buy';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import type { Outcome } from '../domain/refusal';
import { defaultAddress, listAddresses } from '../repos/addresses';
import {
  type ActivityRow,
  findActivity,
  findTeam,
  historyOf,
  insertMember,
  insertTeam,
  listActivities,
  liveMembership,
  openTeamsOf,
  type TeamRow,
  takeSeat,
  teamMembers,
  teamOfOwnOrder,
} from '../repos/group-buy';
import { findOrderByUniqueCode } from '../repos/order-write';
import { takeSkuStock } from '../repos/sku-stock';
import { ownAddress } from './addresses';
import { applyDueTransitions } from './orders';
import { refuse, settle } from './outcome';
import { placePrizeOrder } from './prize-order';

const teamRefused = (reason: TeamRefusal): never => refuse({ refusal: 'team_refused', reason });

function activityView(a: ActivityRow): TeamActivity {
  return {
    activityNo: a.activity_no,
    activityType: 6,
    title: a.title,
    skuNo: a.sku_no,
    spuNo: a.spu_no,
    name: a.name,
    specName: a.spec_name,
    imageUrl: a.image_url,
    salePriceCents: a.sale_price_cents,
    teamPriceCents: a.team_price_cents,
    teamSize: a.team_size,
    windowMs: Number(a.window_ms),
    endAt: Number(a.end_at),
    soldOut: a.stock <= 0 || a.sku_status !== 1,
    succeededTeams: a.succeeded,
  };
}

const running = (a: ActivityRow, now: number) =>
  a.start_at <= now && a.end_at > now && a.paused_at === null && a.sku_status === 1;
const missingOf = (t: TeamRow) => Math.max(0, t.team_size - t.paid_count);

/** Shelf and search: the running activities, paged. */
export async function teamShelf(
  deps: AppDeps,
  q: { keyword: string | null; pageNo: number; pageSize: number },
) {
  const now = deps.config.clock();
  const { rows, total } = await listActivities(
    deps.db,
    now,
    q.keyword,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return { list: rows.map(activityView), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** One activity and the teams waiting for members. */
export async function teamInformation(deps: AppDeps, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    const a = await findActivity(deps.db, activityNo);
    if (!a || !running(a, now)) teamRefused('activity_closed');
    const open = await openTeamsOf(deps.db, activityNo, now, 10);
    return {
      activity: activityView(a as ActivityRow),
      openTeams: open.map((t) => ({
        teamId: t.team_id,
        leaderNick: maskNick(t.leader_nick),
        missing: missingOf(t),
        expireAt: Number(t.expire_at),
      })),
    };
  });
}

/** Other shoppers see a member's nickname with all but its first character hidden. */
function maskNick(nick: string): string {
  const chars = [...nick];
  return chars.length <= 1 ? `${nick}*` : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
}

/** Why this shopper may not open (teamId null) or join this team now; null when they may. */
async function joinRefusal(
  db: Queryable,
  customerId: number,
  a: ActivityRow | undefined,
  team: TeamRow | undefined | null,
  now: number,
): Promise<TeamRefusal | null> {
  if (!a || !running(a, now)) return 'activity_closed';
  if (a.stock <= 0) return 'sold_out';
  if (team === null) return null;
  if (!team || team.activity_no !== a.activity_no) return 'team_not_found';
  if (team.leader_customer_id === customerId) return 'own_team';
  if (await liveMembership(db, team.team_id, customerId)) return 'already_member';
  if (team.status !== 'open' || (team.expire_at !== null && team.expire_at <= now)) return 'team_closed';
  if (team.seats_taken >= team.team_size) return 'team_full';
  return null;
}

/** check act: may the shopper open a team (no teamId) or join this one now? */
export async function checkTeamAct(deps: AppDeps, customerId: number, activityNo: string, teamId?: string) {
  const now = await applyDueTransitions(deps, customerId);
  const a = await findActivity(deps.db, activityNo);
  const team = teamId === undefined ? null : await findTeam(deps.db, teamId);
  return joinRefusal(deps.db, customerId, a, team, now);
}

/**
 * Opens a team (no teamId: the shopper leads) or joins one, as an order awaiting payment at the team
 * price, in one transaction: the team row is locked (FOR UPDATE) and a seat taken with a conditional
 * UPDATE, so when the last seats are raced exactly team_size orders hold one. The seat is given back
 * when the unpaid order is cancelled or expires (repos/order-lifecycle.ts releaseOrders). Idempotent by
 * (customer, uniqueCode) like create-order.
 */
export async function createTeamOrder(
  deps: AppDeps,
  input: { customerId: number; uniqueCode: string; activityNo: string; teamId?: string; addressId?: number },
): Promise<Outcome<TeamOrderResult>> {
  const now = await applyDueTransitions(deps, input.customerId);
  const cfg = deps.config.shopping;
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const again = await findOrderByUniqueCode(tx, input.customerId, input.uniqueCode);
      if (again) {
        const teamId = (await teamOfOwnOrder(tx, input.customerId, again.order_no)) ?? '';
        return {
          orderNo: again.order_no,
          teamId,
          payableCents: again.payable_cents,
          payDeadline: Number(again.pay_deadline),
          replayed: true,
        };
      }
      const a = await findActivity(tx, input.activityNo);
      const team = input.teamId === undefined ? null : await findTeam(tx, input.teamId, { forUpdate: true });
      const refusal = await joinRefusal(tx, input.customerId, a, team, now);
      if (refusal) teamRefused(refusal);
      const activity = a as ActivityRow;
      const address =
        input.addressId !== undefined
          ? await ownAddress(tx, input.customerId, input.addressId)
          : ((await defaultAddress(tx, input.customerId)) ?? (await listAddresses(tx, input.customerId))[0]);
      if (!address) teamRefused('no_address');
      let teamId: string;
      if (team) {
        if (!(await takeSeat(tx, team.team_id))) teamRefused('team_full');
        teamId = team.team_id;
      } else {
        teamId = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
        await insertTeam(tx, {
          teamId,
          activityNo: activity.activity_no,
          leaderId: input.customerId,
          teamSize: activity.team_size,
          now,
        });
      }
      if (!(await takeSkuStock(tx, activity.sku_no, 1))) teamRefused('sold_out');

      const payDeadline = now + cfg.autoCancelMs;
      const price = activity.team_price_cents;
      const orderNo = await placePrizeOrder(tx, {
        customerId: input.customerId,
        uniqueCode: input.uniqueCode,
        confirmToken: `team:${teamId}`,
        skuNo: activity.sku_no,
        priceCents: price,
        address: address as NonNullable<typeof address>,
        now,
        payDeadline,
      });
      // The activity's SKU exists (foreign key); a same-uniqueCode race fails the transaction as before.
      if (!orderNo) throw new Error(`team order for ${activity.sku_no} not placed`);
      await insertMember(tx, { orderNo, teamId, customerId: input.customerId, isLeader: !team, now });
      return { orderNo, teamId, payableCents: price, payDeadline, replayed: false };
    }),
  );
}

/** The team as the viewer sees it: members' masked nicknames, their own order only, the right action. */
export async function teamDetail(
  deps: AppDeps,
  customerId: number,
  teamId: string,
): Promise<Outcome<TeamDetail>> {
  const now = await applyDueTransitions(deps, customerId);
  return settle(async () => {
    const team = await findTeam(deps.db, teamId);
    // A forming team (leader not yet paid) is visible to its leader only.
    if (!team || (team.status === 'forming' && team.leader_customer_id !== customerId))
      teamRefused('team_not_found');
    const t = team as TeamRow;
    const a = (await findActivity(deps.db, t.activity_no)) as ActivityRow;
    const members = await teamMembers(deps.db, teamId);
    const mine = members.find((m) => m.customer_id === customerId && m.status !== 'released');
    const refusal = mine ? null : await joinRefusal(deps.db, customerId, a, t, now);
    return {
      teamId,
      status: t.status,
      teamSize: t.team_size,
      paidCount: t.paid_count,
      missing: missingOf(t),
      expireAt: t.expire_at === null ? null : Number(t.expire_at),
      endedAt: t.ended_at === null ? null : Number(t.ended_at),
      now,
      activity: activityView(a),
      members: members
        .filter((m) => m.status !== 'reserved' || m.customer_id === customerId)
        .map((m) => ({
          nickName: m.customer_id === customerId ? m.nick_name : maskNick(m.nick_name),
          leader: m.is_leader,
          paid: m.status === 'paid' || m.status === 'refunded',
          refunded: m.status === 'refunded',
          self: m.customer_id === customerId,
        })),
      viewer: t.leader_customer_id === customerId ? 'leader' : mine ? 'member' : 'visitor',
      myOrderNo: mine?.order_no ?? null,
      myRefunded: mine?.status === 'refunded',
      canJoin: !mine && refusal === null,
      joinRefusal: mine ? null : refusal,
    };
  });
}

/** The shopper's teams, newest first; status filters open / succeeded / failed. */
export async function teamHistory(
  deps: AppDeps,
  customerId: number,
  q: { status: 'all' | TeamStatus; pageNo: number; pageSize: number },
) {
  await applyDueTransitions(deps, customerId);
  const rows = await historyOf(deps.db, customerId, 200, 0);
  const wanted = rows.filter(
    (r) =>
      q.status === 'all' ||
      r.status === q.status ||
      (q.status === 'open' && r.status === 'forming' && r.member_status === 'reserved'),
  );
  const page = wanted.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  const list = [];
  for (const r of page) {
    const a = await findActivity(deps.db, r.activity_no);
    if (!a) continue;
    list.push({
      teamId: r.team_id,
      status: r.status,
      orderNo: r.order_no,
      leader: r.is_leader,
      missing: missingOf(r),
      expireAt: r.expire_at === null ? null : Number(r.expire_at),
      activity: activityView(a),
    });
  }
  return { list, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** team-buy pay success: the team of one of the shopper's own orders. */
export async function teamPaySuccess(deps: AppDeps, customerId: number, orderNo: string) {
  await applyDueTransitions(deps, customerId);
  return settle(async () => {
    const teamId = await teamOfOwnOrder(deps.db, customerId, orderNo);
    const team = teamId ? await findTeam(deps.db, teamId) : undefined;
    if (!team) return teamRefused('team_not_found');
    return {
      orderNo,
      teamId: team.team_id,
      status: team.status,
      missing: missingOf(team),
      expireAt: team.expire_at === null ? null : Number(team.expire_at),
    };
  });
}
