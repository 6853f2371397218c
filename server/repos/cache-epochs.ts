import type { Queryable } from '../db/db';

/** The shared counter `name` (migration 033), as text: bigints stay exact. */
export async function cacheEpoch(q: Queryable, name: string): Promise<string> {
  const [row] = await q.query<{ epoch: string }>(
    'SELECT epoch::text AS epoch FROM cache_epochs WHERE name = $1',
    [name],
  );
  return row?.epoch ?? '';
}
