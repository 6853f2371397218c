import type { Queryable } from '../db/db';
import { ACTIVITY_SELECT, type ActivityRow } from './group-buy';

/** The operators' writes to group-buy activities (ADR 0057). */

export interface GroupBuyWrite {
  skuNo: string;
  title: string;
  teamPriceCents: number;
  teamSize: number;
  windowMs: number;
  startAt: number;
  endAt: number;
  seq: number;
}

/** Every activity, past ones included, with its teams waiting for members. */
export async function listAllActivities(db: Queryable): Promise<(ActivityRow & { open_teams: number })[]> {
  return db.query<ActivityRow & { open_teams: number }>(
    `SELECT x.*, (SELECT COUNT(*)::int FROM teams t WHERE t.activity_no = x.activity_no AND t.status = 'open')
              AS open_teams
       FROM (${ACTIVITY_SELECT}) x ORDER BY x.seq, x.activity_no`,
  );
}

/** The SKU's catalogue price, or undefined when no such SKU exists. */
export async function skuPrice(db: Queryable, skuNo: string): Promise<number | undefined> {
  const [row] = await db.query<{ sale_price_cents: number }>(
    'SELECT sale_price_cents FROM skus WHERE sku_no = $1',
    [skuNo],
  );
  return row?.sale_price_cents;
}

/** Inserts an activity; false when the number is taken (the caller compares the content). */
export async function insertActivity(tx: Queryable, activityNo: string, w: GroupBuyWrite): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO team_activities
       (activity_no, sku_no, title, team_price_cents, team_size, window_ms, start_at, end_at, seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (activity_no) DO NOTHING RETURNING activity_no`,
    [activityNo, w.skuNo, w.title, w.teamPriceCents, w.teamSize, w.windowMs, w.startAt, w.endAt, w.seq],
  );
  return rows.length > 0;
}

/**
 * Replaces an activity's fields unless it has ended (by `now`); false when there is no such activity or it
 * ended in the meantime. Teams already formed keep the size they were opened with (teams.team_size).
 */
export async function replaceActivity(
  tx: Queryable,
  activityNo: string,
  w: GroupBuyWrite,
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE team_activities SET sku_no = $2, title = $3, team_price_cents = $4, team_size = $5, window_ms = $6,
            start_at = $7, end_at = $8, seq = $9
      WHERE activity_no = $1 AND end_at > $10 RETURNING activity_no`,
    [activityNo, w.skuNo, w.title, w.teamPriceCents, w.teamSize, w.windowMs, w.startAt, w.endAt, w.seq, now],
  );
  return rows.length > 0;
}

/** Pauses (at `now`) or resumes an activity that has not ended; false when nothing moved. */
export async function setPaused(tx: Queryable, activityNo: string, paused: boolean, now: number) {
  const rows = await tx.query(
    `UPDATE team_activities SET paused_at = $3
      WHERE activity_no = $1 AND end_at > $2 AND (paused_at IS NULL) = $4 RETURNING activity_no`,
    [activityNo, now, paused ? now : null, paused],
  );
  return rows.length > 0;
}

/** Ends an activity now (a paused one too, which stays off the shelf); false when it had ended already. */
export async function endActivity(tx: Queryable, activityNo: string, now: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE team_activities SET end_at = $2, start_at = LEAST(start_at, $2)
      WHERE activity_no = $1 AND end_at > $2 RETURNING activity_no`,
    [activityNo, now],
  );
  return rows.length > 0;
}
