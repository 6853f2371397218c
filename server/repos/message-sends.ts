import type { MessageAudience } from '../../schemas/api/message';
import type { Queryable } from '../db/db';

/** The operators' system-message sends: the console's list of what was sent. */

export interface MessageSendRow {
  id: number;
  audience: MessageAudience;
  named: number;
  title: string;
  content: string;
  target: unknown;
  sent: number;
  unknown: number;
  sent_by: string;
  sent_at: number;
}

/** Ids of every customer who may still be written to: not those whose account was erased (ADR 0049). */
export async function reachableCustomerIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM customers c
      WHERE NOT EXISTS (SELECT 1 FROM privacy_requests p WHERE p.customer_id = c.id AND p.state = 'done')
      ORDER BY c.id`,
  );
  return rows.map((r) => r.id);
}

export async function insertMessageSend(
  tx: Queryable,
  s: Omit<MessageSendRow, 'id' | 'target'> & { target: object | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO message_sends (audience, named, title, content, target, sent, unknown, sent_by, sent_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
    [
      s.audience,
      s.named,
      s.title,
      s.content,
      s.target === null ? null : JSON.stringify(s.target),
      s.sent,
      s.unknown,
      s.sent_by,
      s.sent_at,
    ],
  );
}

/** The newest sends first. */
export async function recentMessageSends(db: Queryable, limit: number): Promise<MessageSendRow[]> {
  return db.query<MessageSendRow>(
    `SELECT id, audience, named, title, content, target, sent, unknown, sent_by, sent_at::float8 AS sent_at
       FROM message_sends ORDER BY sent_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}
