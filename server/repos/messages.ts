import type { Queryable } from '../db/db';

export async function unreadMessageCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE customer_id = $1 AND unread',
    [customerId],
  );
  return row?.n ?? 0;
}
