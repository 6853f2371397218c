import type { Queryable } from '../db/db';

/**
 * Deletes customer-service chat messages sent before `before`, at most `limit` (oldest first), and answers
 * how many went. Threads stay (their counters and subject), empty once all their messages are gone.
 */
export async function deleteChatMessagesBefore(q: Queryable, before: number, limit: number): Promise<number> {
  const rows = await q.query(
    `DELETE FROM im_messages WHERE (thread_id, seq) IN (
       SELECT thread_id, seq FROM im_messages WHERE created_at < $1 ORDER BY created_at LIMIT $2)
     RETURNING 1`,
    [before, limit],
  );
  return rows.length;
}
