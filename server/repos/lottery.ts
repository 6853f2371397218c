import type { Queryable } from '../db/db';

/** All SQL of the code lottery; bigint times come back as text from some drivers, hence ::float8. */
export interface LotteryActivityRow {
  activity_no: string;
  title: string;
  rules: string;
  image_url: string;
  invited_only: boolean;
  assist_cap: number;
  join_start_at: number;
  join_end_at: number;
  draw_at: number;
  claim_deadline: number;
  seed: string;
  seed_hash: string;
  state: 'scheduled' | 'drawn';
  drawn_at: number | null;
  entry_hash: string | null;
  code_count: number;
}

export interface LotteryPrizeRow {
  prize_no: string;
  activity_no: string;
  prize_rank: number;
  name: string;
  image_url: string;
  price_cents: number;
  total: number;
  remaining: number;
}

const ACTIVITY_COLUMNS = `a.activity_no, a.title, a.rules, a.image_url, a.invited_only, a.assist_cap,
  a.join_start_at::float8 AS join_start_at, a.join_end_at::float8 AS join_end_at, a.draw_at::float8 AS draw_at,
  a.claim_deadline::float8 AS claim_deadline, a.seed, a.seed_hash, a.state, a.drawn_at::float8 AS drawn_at,
  a.entry_hash, a.code_count`;
const PRIZE_COLUMNS =
  'p.prize_no, p.activity_no, p.prize_rank, p.name, p.image_url, p.price_cents, p.total, p.remaining';

/** Qualification draws (028) are listed under /api/lottery/huawei, not among the plain lotteries. */
export const NOT_QUALIFICATION =
  'NOT EXISTS (SELECT 1 FROM qualification_activities q WHERE q.activity_no = a.activity_no)';

export async function listActivities(db: Queryable, limit: number, offset: number) {
  const rows = await db.query<LotteryActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM lottery_activities a WHERE ${NOT_QUALIFICATION}
      ORDER BY a.seq, a.activity_no LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM lottery_activities a WHERE ${NOT_QUALIFICATION}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findActivity(db: Queryable, activityNo: string, lock = false) {
  const [row] = await db.query<LotteryActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM lottery_activities a WHERE a.activity_no = $1${lock ? ' FOR UPDATE' : ''}`,
    [activityNo],
  );
  return row;
}

export const prizesOf = (db: Queryable, activityNo: string) =>
  db.query<LotteryPrizeRow>(
    `SELECT ${PRIZE_COLUMNS} FROM lottery_prizes p WHERE p.activity_no = $1 ORDER BY p.prize_rank, p.prize_no`,
    [activityNo],
  );

/**
 * The prizes as a shopper sees them at `now`: a win still 'won' past its claim deadline has lapsed, and its
 * unit counts as back in the prize's inventory before the draw job switches it (lottery-claim.ts
 * lapseUnclaimed), so a read answers the effective stock without writing (ADR 0074).
 */
export async function prizesAsOf(db: Queryable, activityNo: string, now: number): Promise<LotteryPrizeRow[]> {
  const prizes = await prizesOf(db, activityNo);
  const due = await db.query<{ prize_no: string; n: number }>(
    `SELECT w.prize_no, COUNT(*)::int AS n FROM lottery_winners w
       JOIN lottery_activities a ON a.activity_no = w.activity_no
      WHERE w.activity_no = $1 AND w.state = 'won' AND a.claim_deadline <= $2 AND ${NOT_QUALIFICATION}
      GROUP BY w.prize_no`,
    [activityNo, now],
  );
  const back = new Map(due.map((d) => [d.prize_no, Number(d.n)]));
  return prizes.map((p) => ({ ...p, remaining: p.remaining + (back.get(p.prize_no) ?? 0) }));
}

export async function isInvited(db: Queryable, activityNo: string, customerId: number) {
  const rows = await db.query('SELECT 1 FROM lottery_invites WHERE activity_no = $1 AND customer_id = $2', [
    activityNo,
    customerId,
  ]);
  return rows.length > 0;
}

export interface EntryRow {
  customer_id: number;
  join_code: string;
  assists: number;
}

export async function findEntry(db: Queryable, activityNo: string, customerId: number) {
  const [row] = await db.query<EntryRow>(
    'SELECT customer_id, join_code, assists FROM lottery_entries WHERE activity_no = $1 AND customer_id = $2',
    [activityNo, customerId],
  );
  return row;
}

export async function findEntryByJoinCode(db: Queryable, activityNo: string, joinCode: string) {
  const [row] = await db.query<EntryRow>(
    'SELECT customer_id, join_code, assists FROM lottery_entries WHERE activity_no = $1 AND join_code = $2',
    [activityNo, joinCode],
  );
  return row;
}

/** The entrant holding this join code, with their nickname (the assist page says whose lottery it is). */
export async function inviterOf(db: Queryable, activityNo: string, joinCode: string) {
  const [row] = await db.query<{ customer_id: number; nick_name: string }>(
    `SELECT e.customer_id, c.nick_name FROM lottery_entries e JOIN customers c ON c.id = e.customer_id
      WHERE e.activity_no = $1 AND e.join_code = $2`,
    [activityNo, joinCode],
  );
  return row;
}

/** The next code of the activity; the row lock makes concurrent callers take distinct codes. */
export async function takeNextCode(tx: Queryable, activityNo: string): Promise<string> {
  const [row] = await tx.query<{ code: number }>(
    `UPDATE lottery_activities SET next_code = next_code + 1, code_count = code_count + 1
      WHERE activity_no = $1 RETURNING next_code - 1 AS code`,
    [activityNo],
  );
  return String(row?.code);
}

/** false when the customer already has an entry (the primary key is the once-per-customer rule). */
export async function insertEntry(
  tx: Queryable,
  activityNo: string,
  customerId: number,
  joinCode: string,
  now: number,
) {
  const rows = await tx.query(
    `INSERT INTO lottery_entries (activity_no, customer_id, join_code, joined_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [activityNo, customerId, joinCode, now],
  );
  return rows.length > 0;
}

/** false when this helper already helped this owner (unique index). */
export async function insertCode(
  tx: Queryable,
  c: { activityNo: string; code: string; customerId: number; helperId: number | null; now: number },
) {
  const rows = await tx.query(
    `INSERT INTO lottery_codes (activity_no, code, customer_id, source, helper_customer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING 1`,
    [c.activityNo, c.code, c.customerId, c.helperId === null ? 'join' : 'assist', c.helperId, c.now],
  );
  return rows.length > 0;
}

export async function hasHelped(db: Queryable, activityNo: string, ownerId: number, helperId: number) {
  const rows = await db.query(
    'SELECT 1 FROM lottery_codes WHERE activity_no = $1 AND customer_id = $2 AND helper_customer_id = $3',
    [activityNo, ownerId, helperId],
  );
  return rows.length > 0;
}

/** Counts one more assist only while under the cap: the cap holds whatever the callers' interleaving. */
export async function countAssist(tx: Queryable, activityNo: string, ownerId: number, cap: number) {
  const rows = await tx.query(
    `UPDATE lottery_entries SET assists = assists + 1
      WHERE activity_no = $1 AND customer_id = $2 AND assists < $3 RETURNING assists`,
    [activityNo, ownerId, cap],
  );
  return rows.length > 0;
}

export interface MyCodeRow {
  code: string;
  source: 'join' | 'assist';
  helper_nick: string | null;
  created_at: number;
  won: boolean;
}

export const codesOf = (db: Queryable, activityNo: string, customerId: number) =>
  db.query<MyCodeRow>(
    `SELECT c.code, c.source, h.nick_name AS helper_nick, c.created_at::float8 AS created_at,
            (w.code IS NOT NULL) AS won
       FROM lottery_codes c
       LEFT JOIN customers h ON h.id = c.helper_customer_id
       LEFT JOIN lottery_winners w ON w.activity_no = c.activity_no AND w.code = c.code
      WHERE c.activity_no = $1 AND c.customer_id = $2 ORDER BY c.code`,
    [activityNo, customerId],
  );

export interface MyLotteryRow {
  activity_no: string;
  join_code: string;
  code_count: number;
  prize_no: string | null;
  win_state: 'won' | 'ordered' | 'lapsed' | null;
  order_status: string | null;
}

export const entriesOf = (db: Queryable, customerId: number) =>
  db.query<MyLotteryRow>(
    `SELECT e.activity_no, e.join_code,
            (SELECT COUNT(*)::int FROM lottery_codes c WHERE c.activity_no = e.activity_no AND c.customer_id = e.customer_id) AS code_count,
            w.prize_no, w.state AS win_state, o.status AS order_status
       FROM lottery_entries e
       LEFT JOIN lottery_winners w ON w.activity_no = e.activity_no AND w.customer_id = e.customer_id
       LEFT JOIN orders o ON o.order_no = w.order_no
       JOIN lottery_activities a ON a.activity_no = e.activity_no
      WHERE e.customer_id = $1 AND ${NOT_QUALIFICATION} ORDER BY e.joined_at DESC LIMIT 100`,
    [customerId],
  );

export interface WinnerRow {
  code: string;
  nick_name: string;
  prize_no: string;
  prize_name: string;
  draw_index: number;
  customer_id: number;
}

export const winnersOf = (db: Queryable, activityNo: string) =>
  db.query<WinnerRow>(
    `SELECT w.code, c.nick_name, w.prize_no, p.name AS prize_name, w.draw_index, w.customer_id
       FROM lottery_winners w JOIN customers c ON c.id = w.customer_id JOIN lottery_prizes p ON p.prize_no = w.prize_no
      WHERE w.activity_no = $1 ORDER BY w.draw_index`,
    [activityNo],
  );

/** Wins still to claim: before the deadline, not lapsed, not paid yet (an unpaid claim order still waits). */
export const winsOf = (db: Queryable, customerId: number, now: number) =>
  db.query<{ activity_no: string; code: string; prize_no: string }>(
    `SELECT w.activity_no, w.code, w.prize_no FROM lottery_winners w
       JOIN lottery_activities a ON a.activity_no = w.activity_no
       LEFT JOIN orders o ON o.order_no = w.order_no
      WHERE w.customer_id = $1 AND a.claim_deadline > $2 AND ${NOT_QUALIFICATION}
        AND w.state <> 'lapsed' AND (o.status IS NULL OR o.status = 'awaiting_payment')
      ORDER BY a.claim_deadline`,
    [customerId, now],
  );

export const dueActivities = async (db: Queryable, now: number) =>
  (
    await db.query<{ activity_no: string }>(
      `SELECT activity_no FROM lottery_activities WHERE state = 'scheduled' AND draw_at <= $1 ORDER BY draw_at`,
      [now],
    )
  ).map((r) => r.activity_no);

/**
 * The once-only switch of the draw: only the caller whose UPDATE finds the activity still scheduled gets
 * the seed back; a second timer, process or restart gets nothing and draws nothing.
 */
export async function markDrawn(tx: Queryable, activityNo: string, now: number) {
  const [row] = await tx.query<{ seed: string }>(
    `UPDATE lottery_activities SET state = 'drawn', drawn_at = $2
      WHERE activity_no = $1 AND state = 'scheduled' AND draw_at <= $2 RETURNING seed`,
    [activityNo, now],
  );
  return row?.seed;
}

export async function setEntryHash(tx: Queryable, activityNo: string, hash: string) {
  await tx.query('UPDATE lottery_activities SET entry_hash = $2 WHERE activity_no = $1', [activityNo, hash]);
}

/** A not-yet-drawn activity's seed and its published commitment (the seed data's choice, before any draw). */
export async function setSeed(tx: Queryable, activityNo: string, seed: string, seedHash: string) {
  await tx.query(
    `UPDATE lottery_activities SET seed = $2, seed_hash = $3 WHERE activity_no = $1 AND state = 'scheduled'`,
    [activityNo, seed, seedHash],
  );
}

/** Every code with its owner's join code: the published entry list. */
export const drawEntries = (db: Queryable, activityNo: string) =>
  db.query<{ code: string; owner: string; customer_id: number }>(
    `SELECT c.code, e.join_code AS owner, c.customer_id FROM lottery_codes c
       JOIN lottery_entries e ON e.activity_no = c.activity_no AND e.customer_id = c.customer_id
      WHERE c.activity_no = $1 ORDER BY c.code`,
    [activityNo],
  );

/** One prize out of the inventory, only while some remain: it can never be awarded more than its total. */
export async function takePrize(tx: Queryable, prizeNo: string) {
  const rows = await tx.query(
    'UPDATE lottery_prizes SET remaining = remaining - 1 WHERE prize_no = $1 AND remaining > 0 RETURNING 1',
    [prizeNo],
  );
  return rows.length > 0;
}

export async function insertWinner(
  tx: Queryable,
  w: { activityNo: string; code: string; customerId: number; prizeNo: string; index: number },
) {
  await tx.query(
    `INSERT INTO lottery_winners (activity_no, code, customer_id, prize_no, draw_index) VALUES ($1, $2, $3, $4, $5)`,
    [w.activityNo, w.code, w.customerId, w.prizeNo, w.index],
  );
}

export interface NewActivity {
  activityNo: string;
  title: string;
  rules: string;
  imageUrl: string;
  invitedOnly: boolean;
  assistCap: number;
  joinStartAt: number;
  joinEndAt: number;
  drawAt: number;
  claimDeadline: number;
  seed: string;
  seedHash: string;
  seq: number;
}

export async function insertActivity(tx: Queryable, a: NewActivity) {
  await tx.query(
    `INSERT INTO lottery_activities (activity_no, title, rules, image_url, invited_only, assist_cap, join_start_at,
       join_end_at, draw_at, claim_deadline, seed, seed_hash, seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      a.activityNo,
      a.title,
      a.rules,
      a.imageUrl,
      a.invitedOnly,
      a.assistCap,
      a.joinStartAt,
      a.joinEndAt,
      a.drawAt,
      a.claimDeadline,
      a.seed,
      a.seedHash,
      a.seq,
    ],
  );
}

export async function insertPrize(
  tx: Queryable,
  p: {
    prizeNo: string;
    activityNo: string;
    rank: number;
    name: string;
    imageUrl: string;
    priceCents: number;
    total: number;
    /** The product the claim order delivers (migration 027); null for prizes seeded before it. */
    skuNo?: string | null;
  },
) {
  await tx.query(
    `INSERT INTO lottery_prizes (prize_no, activity_no, prize_rank, name, image_url, price_cents, total, remaining,
       sku_no)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [p.prizeNo, p.activityNo, p.rank, p.name, p.imageUrl, p.priceCents, p.total, p.skuNo ?? null],
  );
}

export async function insertInvite(tx: Queryable, activityNo: string, customerId: number) {
  await tx.query(
    'INSERT INTO lottery_invites (activity_no, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [activityNo, customerId],
  );
}
