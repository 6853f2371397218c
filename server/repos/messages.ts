import type { MessageKind } from '../../schemas/api/message';
import type { Queryable } from '../db/db';

/** Unread messages of one customer by kind (kinds without any are absent). */
export async function unreadByKind(db: Queryable, customerId: number): Promise<Map<MessageKind, number>> {
  const rows = await db.query<{ kind: MessageKind; n: number }>(
    'SELECT kind, count(*)::int AS n FROM messages WHERE customer_id = $1 AND unread GROUP BY kind',
    [customerId],
  );
  return new Map(rows.map((r) => [r.kind, r.n]));
}

export interface MessageRow {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  template: string | null;
  params: unknown;
  target: unknown;
  unread: boolean;
  created_at: string | number;
}

/** One page of a customer's messages, newest first (one more row than asked tells whether more follow). */
export function listMessages(
  db: Queryable,
  customerId: number,
  kind: MessageKind | undefined,
  limit: number,
  offset: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT id, kind, title, content, template, params, target, unread, created_at FROM messages
      WHERE customer_id = $1 AND ($2::text IS NULL OR kind = $2)
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [customerId, kind ?? null, limit, offset],
  );
}

/** Marks one of the customer's messages read: 'marked', 'already' (read before) or 'missing' (not theirs). */
export async function markMessageRead(
  db: Queryable,
  customerId: number,
  messageId: number,
  now: number,
): Promise<'marked' | 'already' | 'missing'> {
  const [row] = await db.query<{ was_unread: boolean }>(
    `UPDATE messages m SET unread = false, read_at = COALESCE(m.read_at, $3)
       FROM messages old WHERE old.id = m.id AND m.id = $2 AND m.customer_id = $1
     RETURNING old.unread AS was_unread`,
    [customerId, messageId, now],
  );
  if (!row) return 'missing';
  return row.was_unread ? 'marked' : 'already';
}

/** Marks every unread message of the customer (of one kind) read; answers how many. */
export async function markAllRead(
  db: Queryable,
  customerId: number,
  kind: MessageKind | undefined,
  now: number,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET unread = false, read_at = $3
      WHERE customer_id = $1 AND unread AND ($2::text IS NULL OR kind = $2) RETURNING id`,
    [customerId, kind ?? null, now],
  );
  return rows.length;
}

export interface EventMessage {
  customerId: number;
  kind: MessageKind;
  /** What caused it, once per customer: 'shipped:<orderNo>', 'refund:<rmaNo>', … */
  eventKey: string;
  template: string;
  params: readonly string[];
  /** The Chinese wording, stored with the row. */
  title: string;
  content: string;
  target: object | null;
  createdAt: number;
}

/** Writes an event's message unless that customer already has the message of that event. */
export async function insertEventMessage(tx: Queryable, m: EventMessage): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO messages (customer_id, kind, event_key, template, params, title, content, target, unread, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, true, $9)
     ON CONFLICT (customer_id, event_key) WHERE event_key IS NOT NULL DO NOTHING RETURNING id`,
    [
      m.customerId,
      m.kind,
      m.eventKey,
      m.template,
      JSON.stringify(m.params),
      m.title,
      m.content,
      m.target === null ? null : JSON.stringify(m.target),
      m.createdAt,
    ],
  );
  return rows.length > 0;
}

/** The first store's name of each order, for the shipped message. */
export async function storeNamesOf(tx: Queryable, orderNos: readonly string[]): Promise<Map<string, string>> {
  if (orderNos.length === 0) return new Map();
  const rows = await tx.query<{ order_no: string; store_name: string }>(
    `SELECT DISTINCT ON (order_no) order_no, store_name FROM order_stores
      WHERE order_no = ANY($1::text[]) ORDER BY order_no, sort`,
    [orderNos],
  );
  return new Map(rows.map((r) => [r.order_no, r.store_name]));
}

/** A team that is complete: its id, title, when it ended and the customers who paid for a seat. */
export async function filledTeamOfOrder(tx: Queryable, orderNo: string) {
  const rows = await tx.query<{ team_id: string; title: string; ended_at: string; customer_id: number }>(
    `SELECT t.team_id, a.title, t.ended_at, m.customer_id
       FROM team_members mine
       JOIN teams t ON t.team_id = mine.team_id AND t.status = 'succeeded'
       JOIN team_activities a ON a.activity_no = t.activity_no
       JOIN team_members m ON m.team_id = t.team_id AND m.status = 'paid'
      WHERE mine.order_no = $1`,
    [orderNo],
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    teamId: first.team_id,
    title: first.title,
    endedAt: Number(first.ended_at),
    customerIds: rows.map((r) => r.customer_id),
  };
}

/** Everyone who entered a drawn lottery, with the prize they won (null: no prize). */
export function drawnEntrants(tx: Queryable, activityNo: string) {
  return tx.query<{ customer_id: number; title: string; prize: string | null; qualify: boolean }>(
    `SELECT e.customer_id, a.title, p.name AS prize,
            EXISTS (SELECT 1 FROM qualification_activities q WHERE q.activity_no = a.activity_no) AS qualify
       FROM lottery_entries e
       JOIN lottery_activities a ON a.activity_no = e.activity_no
       LEFT JOIN lottery_winners w ON w.activity_no = e.activity_no AND w.customer_id = e.customer_id
       LEFT JOIN lottery_prizes p ON p.prize_no = w.prize_no
      WHERE e.activity_no = $1`,
    [activityNo],
  );
}

/** Ids of the customers with these numbers. */
export async function customerIdsByNo(db: Queryable, customerNos: readonly string[]) {
  const rows = await db.query<{ id: number; customer_no: string }>(
    'SELECT id, customer_no FROM customers WHERE customer_no = ANY($1::text[])',
    [customerNos],
  );
  return new Map(rows.map((r) => [r.customer_no, r.id]));
}

/** One operator message to each customer, in one statement. */
export async function insertSystemMessages(
  tx: Queryable,
  m: { customerIds: readonly number[]; title: string; content: string; target: object | null; now: number },
): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO messages (customer_id, kind, title, content, target, unread, created_at)
     SELECT c, 'system', $2, $3, $4::jsonb, true, $5 FROM unnest($1::int[]) AS c RETURNING id`,
    [m.customerIds, m.title, m.content, m.target === null ? null : JSON.stringify(m.target), m.now],
  );
  return rows.length;
}
