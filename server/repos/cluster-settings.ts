import type { Queryable } from '../db/db';

/** A cluster-wide setting (migration 035); null when unset. */
export async function clusterSetting(q: Queryable, name: string): Promise<number | null> {
  const [row] = await q.query<{ value: string | number | null }>(
    'SELECT value FROM cluster_settings WHERE name = $1',
    [name],
  );
  return row?.value == null ? null : Number(row.value);
}

export async function setClusterSetting(q: Queryable, name: string, value: number | null): Promise<void> {
  await q.query(
    `INSERT INTO cluster_settings (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [name, value],
  );
}
