import type { Queryable } from '../db/db';

/** Group buy: activities, teams and members. Every write takes the caller's transaction. */

export interface ActivityRow {
  activity_no: string;
  title: string;
  sku_no: string;
  spu_no: string;
  store_no: string;
  store_name: string;
  name: string;
  spec_name: string;
  image_url: string;
  sale_price_cents: number;
  team_price_cents: number;
  team_size: number;
  window_ms: number;
  start_at: number;
  end_at: number;
  /** Set while an operator has taken the activity off the shelf (ADR 0057). */
  paused_at: number | null;
  seq: number;
  stock: number;
  sku_status: number;
  succeeded: number;
}

export const ACTIVITY_SELECT = `
  SELECT a.activity_no, a.title, a.sku_no, k.spu_no, p.store_no, s.name AS store_name, p.name, k.spec_name,
         k.image_url, k.sale_price_cents, a.team_price_cents, a.team_size, a.window_ms::float8 AS window_ms,
         a.start_at::float8 AS start_at, a.end_at::float8 AS end_at,
         a.paused_at::float8 AS paused_at, a.seq, k.stock, k.status AS sku_status,
         (SELECT COUNT(*)::int FROM teams t WHERE t.activity_no = a.activity_no AND t.status = 'succeeded')
           AS succeeded
    FROM team_activities a JOIN skus k ON k.sku_no = a.sku_no JOIN products p ON p.spu_no = k.spu_no
    JOIN stores s ON s.store_no = p.store_no`;

/** Activities running now (not paused), optionally matching a keyword in the title or product name. */
export async function listActivities(
  db: Queryable,
  now: number,
  keyword: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = `WHERE a.start_at <= $1 AND a.end_at > $1 AND a.paused_at IS NULL
     AND ($2::text IS NULL OR a.title ILIKE '%' || $2 || '%' OR p.name ILIKE '%' || $2 || '%')`;
  const like = keyword === null ? null : keyword.replace(/[\\%_]/g, (m) => `\\${m}`);
  const rows = await db.query<ActivityRow>(
    `${ACTIVITY_SELECT} ${where} ORDER BY a.seq, a.activity_no LIMIT $3 OFFSET $4`,
    [now, like, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM team_activities a JOIN skus k ON k.sku_no = a.sku_no
       JOIN products p ON p.spu_no = k.spu_no ${where}`,
    [now, like],
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findActivity(db: Queryable, activityNo: string): Promise<ActivityRow | undefined> {
  const [row] = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.activity_no = $1`, [activityNo]);
  return row;
}

export interface TeamRow {
  team_id: string;
  activity_no: string;
  leader_customer_id: number;
  team_size: number;
  status: 'forming' | 'open' | 'succeeded' | 'failed';
  seats_taken: number;
  paid_count: number;
  created_at: number;
  expire_at: number | null;
  ended_at: number | null;
}

const TEAM_COLUMNS = `team_id, activity_no, leader_customer_id, team_size, status, seats_taken, paid_count,
  created_at::float8 AS created_at, expire_at::float8 AS expire_at, ended_at::float8 AS ended_at`;

export async function findTeam(
  db: Queryable,
  teamId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TeamRow | undefined> {
  const [row] = await db.query<TeamRow>(
    `SELECT ${TEAM_COLUMNS} FROM teams WHERE team_id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [teamId],
  );
  return row;
}

/** Teams of an activity waiting for members, soonest to close first. */
export async function openTeamsOf(db: Queryable, activityNo: string, now: number, limit: number) {
  return db.query<TeamRow & { leader_nick: string }>(
    `SELECT t.team_id, t.activity_no, t.leader_customer_id, t.team_size, t.status, t.seats_taken, t.paid_count,
            t.created_at::float8 AS created_at, t.expire_at::float8 AS expire_at, t.ended_at::float8 AS ended_at,
            c.nick_name AS leader_nick
       FROM teams t JOIN customers c ON c.id = t.leader_customer_id
      WHERE t.activity_no = $1 AND t.status = 'open' AND t.expire_at > $2 AND t.seats_taken < t.team_size
      ORDER BY t.expire_at LIMIT $3`,
    [activityNo, now, limit],
  );
}

export async function insertTeam(
  tx: Queryable,
  t: { teamId: string; activityNo: string; leaderId: number; teamSize: number; now: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO teams (team_id, activity_no, leader_customer_id, team_size, status, seats_taken, created_at)
     VALUES ($1, $2, $3, $4, 'forming', 1, $5)`,
    [t.teamId, t.activityNo, t.leaderId, t.teamSize, t.now],
  );
}

/** Takes one seat of a team the caller has locked; false when it is full. */
export async function takeSeat(tx: Queryable, teamId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE teams SET seats_taken = seats_taken + 1
      WHERE team_id = $1 AND status = 'open' AND seats_taken < team_size RETURNING team_id`,
    [teamId],
  );
  return rows.length > 0;
}

/** The customer's live (unpaid or paid) membership of the team, if any. */
export async function liveMembership(tx: Queryable, teamId: string, customerId: number) {
  const [row] = await tx.query<{ order_no: string; status: string }>(
    `SELECT order_no, status FROM team_members
      WHERE team_id = $1 AND customer_id = $2 AND status IN ('reserved', 'paid')`,
    [teamId, customerId],
  );
  return row;
}

export async function insertMember(
  tx: Queryable,
  m: { orderNo: string; teamId: string; customerId: number; isLeader: boolean; now: number },
): Promise<void> {
  await tx.query('UPDATE orders SET team_id = $2 WHERE order_no = $1', [m.orderNo, m.teamId]);
  await tx.query(
    `INSERT INTO team_members (order_no, team_id, customer_id, is_leader, status, joined_at)
     VALUES ($1, $2, $3, $4, 'reserved', $5)`,
    [m.orderNo, m.teamId, m.customerId, m.isLeader, m.now],
  );
}

/** The team of an order and whether it may still be paid (team forming/open and its window not over). */
export async function lockTeamOfOrder(tx: Queryable, orderNo: string, now: number) {
  const [row] = await tx.query<{ team_id: string; payable: boolean }>(
    `SELECT t.team_id, (t.status IN ('forming', 'open') AND (t.expire_at IS NULL OR t.expire_at > $2)) AS payable
       FROM teams t JOIN orders o ON o.team_id = t.team_id WHERE o.order_no = $1 FOR UPDATE OF t`,
    [orderNo, now],
  );
  return row;
}

/**
 * The member's order was paid (same transaction, team row locked): the seat becomes paid; the leader's
 * payment opens the team and starts its window; the payment that makes paid_count reach the size
 * completes it. Seats were taken at order creation, so paid_count never passes team_size.
 */
export async function memberPaid(tx: Queryable, orderNo: string, now: number): Promise<void> {
  const [member] = await tx.query<{ team_id: string; is_leader: boolean }>(
    `UPDATE team_members SET status = 'paid', paid_at = $2 WHERE order_no = $1 AND status = 'reserved'
     RETURNING team_id, is_leader`,
    [orderNo, now],
  );
  if (!member) return;
  await tx.query(
    `UPDATE teams t SET paid_count = t.paid_count + 1,
            status = CASE WHEN t.paid_count + 1 >= t.team_size THEN 'succeeded' ELSE 'open' END,
            ended_at = CASE WHEN t.paid_count + 1 >= t.team_size THEN $2::bigint ELSE NULL END,
            expire_at = COALESCE(t.expire_at, $2::bigint + (SELECT a.window_ms FROM team_activities a
                                                             WHERE a.activity_no = t.activity_no))
      WHERE t.team_id = $1`,
    [member.team_id, now],
  );
}

/**
 * Orders leaving a forming/open team before it ended (unpaid order cancelled, paid order refunded by
 * the shopper) give their seat back; a forming team whose leader left is failed (nobody can join it).
 */
export async function releaseSeats(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  const left = await tx.query<{ team_id: string; was_paid: boolean; is_leader: boolean }>(
    `UPDATE team_members m SET status = 'released'
       FROM team_members old JOIN teams t ON t.team_id = old.team_id
      WHERE m.order_no = old.order_no AND m.order_no = ANY($1::text[]) AND old.status IN ('reserved', 'paid')
        AND t.status IN ('forming', 'open')
      RETURNING m.team_id, old.status = 'paid' AS was_paid, m.is_leader`,
    [orderNos],
  );
  for (const l of left) {
    await tx.query(
      `UPDATE teams SET seats_taken = seats_taken - 1, paid_count = paid_count - $2::int,
              status = CASE WHEN status = 'forming' AND $3 THEN 'failed' ELSE status END
        WHERE team_id = $1`,
      [l.team_id, l.was_paid ? 1 : 0, l.is_leader],
    );
  }
}

/**
 * Fails every open team whose window has passed, and refunds its paid orders, in the caller's transaction.
 * The status change is conditional (status = 'open'), so when two timers (or a timer and a restart) run
 * it, only one transaction fails a team and refunds; the other finds nothing to do. Unpaid member orders
 * are cancelled. Returns the orders whose stock and coupons the caller must release.
 */
export async function failExpiredTeams(tx: Queryable, now: number, reason: string): Promise<string[]> {
  const failed = await tx.query<{ team_id: string }>(
    `UPDATE teams SET status = 'failed', ended_at = expire_at
      WHERE status = 'open' AND expire_at <= $1 RETURNING team_id`,
    [now],
  );
  if (failed.length === 0) return [];
  const ids = failed.map((f) => f.team_id);
  const refunded = await tx.query<{ order_no: string; payable_cents: number; cancelled_at: number }>(
    `UPDATE orders o SET status = 'cancelled', cancelled_at = t.expire_at, cancel_kind = 'refund',
            cancel_reason = $2
       FROM teams t WHERE t.team_id = o.team_id AND o.team_id = ANY($1::text[]) AND o.status = 'paid'
     RETURNING o.order_no, o.payable_cents, o.cancelled_at::float8 AS cancelled_at`,
    [ids, reason],
  );
  for (const r of refunded) {
    await tx.query(
      `INSERT INTO refunds (order_no, amount_cents, reason, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_no) DO NOTHING`,
      [r.order_no, r.payable_cents, reason, r.cancelled_at],
    );
  }
  const unpaid = await tx.query<{ order_no: string }>(
    `UPDATE orders o SET status = 'cancelled', cancelled_at = t.expire_at, cancel_kind = 'timeout',
            cancel_reason = $2
       FROM teams t WHERE t.team_id = o.team_id AND o.team_id = ANY($1::text[])
        AND o.status = 'awaiting_payment'
     RETURNING o.order_no`,
    [ids, reason],
  );
  await tx.query(
    `UPDATE team_members SET status = CASE WHEN status = 'paid' THEN 'refunded' ELSE 'released' END
      WHERE team_id = ANY($1::text[]) AND status IN ('reserved', 'paid')`,
    [ids],
  );
  return [...refunded, ...unpaid].map((r) => r.order_no);
}

export interface MemberRow {
  order_no: string;
  customer_id: number;
  nick_name: string;
  is_leader: boolean;
  status: string;
  joined_at: number;
}

/** Members holding or having held a paid seat, leader first. */
export async function teamMembers(db: Queryable, teamId: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT m.order_no, m.customer_id, c.nick_name, m.is_leader, m.status, m.joined_at::float8 AS joined_at
       FROM team_members m JOIN customers c ON c.id = m.customer_id
      WHERE m.team_id = $1 AND m.status IN ('reserved', 'paid', 'refunded')
      ORDER BY m.is_leader DESC, m.joined_at, m.order_no`,
    [teamId],
  );
}

/** The customer's memberships (newest first) with their teams, for the history. */
export async function historyOf(db: Queryable, customerId: number, limit: number, offset: number) {
  return db.query<TeamRow & { order_no: string; member_status: string; is_leader: boolean }>(
    `SELECT t.team_id, t.activity_no, t.leader_customer_id, t.team_size, t.status, t.seats_taken,
            t.paid_count, t.created_at::float8 AS created_at, t.expire_at::float8 AS expire_at,
            t.ended_at::float8 AS ended_at, m.order_no, m.status AS member_status, m.is_leader
       FROM team_members m JOIN teams t ON t.team_id = m.team_id
      WHERE m.customer_id = $1 AND m.status <> 'released'
      ORDER BY m.joined_at DESC, m.order_no LIMIT $2 OFFSET $3`,
    [customerId, limit, offset],
  );
}

/** The team of one of the customer's orders (the team-buy pay-success call). */
export async function teamOfOwnOrder(db: Queryable, customerId: number, orderNo: string) {
  const [row] = await db.query<{ team_id: string }>(
    'SELECT team_id FROM team_members WHERE order_no = $1 AND customer_id = $2',
    [orderNo, customerId],
  );
  return row?.team_id;
}
