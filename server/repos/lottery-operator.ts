import type { Queryable } from '../db/db';
import { NOT_QUALIFICATION } from './lottery';

/**
 * SQL of the operators' lottery API. Qualification draws (028) have an operator API of their own
 * (/api/operator/qualification) and are not listed here.
 */
export const allActivityNos = async (db: Queryable) =>
  (
    await db.query<{ activity_no: string }>(
      `SELECT a.activity_no FROM lottery_activities a WHERE ${NOT_QUALIFICATION}
        ORDER BY a.seq DESC, a.activity_no DESC LIMIT 200`,
    )
  ).map((r) => r.activity_no);

export const nextActivitySeq = async (tx: Queryable) =>
  (await tx.query<{ n: number }>('SELECT COALESCE(MAX(seq), 0)::int + 1 AS n FROM lottery_activities'))[0]
    ?.n ?? 1;

export const entrantCount = async (db: Queryable, activityNo: string) =>
  (
    await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM lottery_entries WHERE activity_no = $1', [
      activityNo,
    ])
  )[0]?.n ?? 0;

export const prizeSkus = async (db: Queryable, activityNo: string) =>
  new Map(
    (
      await db.query<{ prize_no: string; sku_no: string | null }>(
        'SELECT prize_no, sku_no FROM lottery_prizes WHERE activity_no = $1',
        [activityNo],
      )
    ).map((r) => [r.prize_no, r.sku_no]),
  );

export const entriesForOperator = (db: Queryable, activityNo: string) =>
  db.query<{
    customer_no: string;
    nick_name: string;
    join_code: string;
    code_count: number;
    joined_at: number;
    prize_no: string | null;
    claim_state: string | null;
  }>(
    `SELECT c.customer_no, c.nick_name, e.join_code, e.assists + 1 AS code_count, e.joined_at::float8 AS joined_at,
            w.prize_no, w.state AS claim_state
       FROM lottery_entries e JOIN customers c ON c.id = e.customer_id
       LEFT JOIN lottery_winners w ON w.activity_no = e.activity_no AND w.customer_id = e.customer_id
      WHERE e.activity_no = $1 ORDER BY e.joined_at, e.join_code LIMIT 1000`,
    [activityNo],
  );

export async function updateRules(tx: Queryable, activityNo: string, rules: string) {
  const rows = await tx.query('UPDATE lottery_activities SET rules = $2 WHERE activity_no = $1 RETURNING 1', [
    activityNo,
    rules,
  ]);
  return rows.length > 0;
}

/**
 * "Draw now": joining closes and the draw time becomes now (never later than planned), only while still
 * scheduled and once joining has opened (the windows' CHECK needs join_start_at < join_end_at).
 */
export async function bringDrawForward(tx: Queryable, activityNo: string, now: number) {
  const rows = await tx.query(
    `UPDATE lottery_activities SET join_end_at = LEAST(join_end_at, $2), draw_at = LEAST(draw_at, $2)
      WHERE activity_no = $1 AND state = 'scheduled' AND join_start_at < $2 RETURNING 1`,
    [activityNo, now],
  );
  return rows.length > 0;
}
