import type { Queryable } from '../db/db';

/** When a once-per-database seed step ran (epoch ms), or null when it has not. */
export async function seedStepAppliedAt(db: Queryable, id: string): Promise<number | null> {
  const rows = await db.query<{ applied_at: number | string }>(
    'SELECT applied_at FROM seed_steps WHERE id = $1',
    [id],
  );
  const at = rows[0]?.applied_at;
  return at === undefined ? null : Number(at);
}
