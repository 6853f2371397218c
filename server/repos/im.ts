import type { ImSubject } from '../../schemas/api/im';
import type { Lang } from '../../schemas/i18n/lang';
import type { Queryable } from '../db/db';

export interface ThreadRow {
  thread_id: string;
  customer_id: number;
  subject_kind: ImSubject;
  subject_no: string;
  title: string;
  last_seq: number;
  read_seq: number;
  updated_at: string | number;
}

const THREAD_COLUMNS =
  'thread_id, customer_id, subject_kind, subject_no, title, last_seq, read_seq, updated_at';

/** The customer's thread (another customer's is undefined, as an unknown one); forUpdate locks it. */
export async function findThread(
  db: Queryable,
  customerId: number,
  threadId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const [row] = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM im_threads WHERE thread_id = $1 AND customer_id = $2
     ${opts.forUpdate ? 'FOR UPDATE' : ''}`,
    [threadId, customerId],
  );
  return row;
}

/** The thread of a subject, made now unless it exists (two first opens at once make one). */
export async function openThread(
  tx: Queryable,
  t: {
    threadId: string;
    customerId: number;
    subject: ImSubject;
    subjectNo: string;
    title: string;
    now: number;
  },
): Promise<ThreadRow> {
  await tx.query(
    `INSERT INTO im_threads (thread_id, customer_id, subject_kind, subject_no, title, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (customer_id, subject_kind, subject_no) DO NOTHING`,
    [t.threadId, t.customerId, t.subject, t.subjectNo, t.title, t.now],
  );
  const [row] = await tx.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM im_threads WHERE customer_id = $1 AND subject_kind = $2 AND subject_no = $3`,
    [t.customerId, t.subject, t.subjectNo],
  );
  if (!row) throw new Error('im thread vanished after insert');
  return row;
}

/** The next message number of a locked thread; the thread's activity time moves with it. */
export async function nextSeq(tx: Queryable, threadId: string, now: number): Promise<number> {
  const [row] = await tx.query<{ last_seq: number }>(
    'UPDATE im_threads SET last_seq = last_seq + 1, updated_at = $2 WHERE thread_id = $1 RETURNING last_seq',
    [threadId, now],
  );
  if (!row) throw new Error(`im thread ${threadId} not found`);
  return row.last_seq;
}

export interface ImMessageRow {
  thread_id: string;
  seq: number;
  sender: 'customer' | 'agent';
  body: string;
  client_msg_id: string | null;
  created_at: string | number;
}

const MESSAGE_COLUMNS = 'thread_id, seq, sender, body, client_msg_id, created_at';

export async function insertImMessage(
  tx: Queryable,
  m: {
    threadId: string;
    seq: number;
    sender: 'customer' | 'agent';
    body: string;
    clientMsgId: string | null;
    lang: Lang;
    answerDueAt: number | null;
    now: number;
  },
): Promise<ImMessageRow> {
  const [row] = await tx.query<ImMessageRow>(
    `INSERT INTO im_messages (thread_id, seq, sender, body, client_msg_id, lang, answer_due_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${MESSAGE_COLUMNS}`,
    [m.threadId, m.seq, m.sender, m.body, m.clientMsgId, m.lang, m.answerDueAt, m.now],
  );
  if (!row) throw new Error('im message not inserted');
  return row;
}

export async function findByClientMsgId(
  tx: Queryable,
  threadId: string,
  clientMsgId: string,
): Promise<ImMessageRow | undefined> {
  const [row] = await tx.query<ImMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM im_messages WHERE thread_id = $1 AND client_msg_id = $2`,
    [threadId, clientMsgId],
  );
  return row;
}

/** Messages after a number, oldest first; at most the newest `limit` of them. */
export async function messagesAfter(
  db: Queryable,
  threadId: string,
  afterSeq: number,
  limit: number,
): Promise<ImMessageRow[]> {
  const rows = await db.query<ImMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM im_messages WHERE thread_id = $1 AND seq > $2
      ORDER BY seq DESC LIMIT $3`,
    [threadId, afterSeq, limit],
  );
  return rows.reverse();
}

/** The customer has seen the thread up to seq (the mark never moves back). */
export async function markThreadRead(db: Queryable, threadId: string, seq: number): Promise<void> {
  await db.query('UPDATE im_threads SET read_seq = GREATEST(read_seq, $2) WHERE thread_id = $1', [
    threadId,
    seq,
  ]);
}

/** Whether a customer message of the thread still waits for the agent. */
export async function agentPending(db: Queryable, threadId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM im_messages WHERE thread_id = $1 AND sender = 'customer' AND answered_at IS NULL LIMIT 1`,
    [threadId],
  );
  return rows.length > 0;
}

/** Agent messages after the read mark, per thread of the customer. */
export async function unreadOf(db: Queryable, threadIds: readonly string[]): Promise<Map<string, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db.query<{ thread_id: string; n: number }>(
    `SELECT m.thread_id, count(*)::int AS n FROM im_messages m JOIN im_threads t ON t.thread_id = m.thread_id
      WHERE m.thread_id = ANY($1::text[]) AND m.sender = 'agent' AND m.seq > t.read_seq GROUP BY m.thread_id`,
    [threadIds],
  );
  return new Map(rows.map((r) => [r.thread_id, r.n]));
}

/** Every agent message the customer has not seen, across their threads. */
export async function imUnreadCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM im_messages m JOIN im_threads t ON t.thread_id = m.thread_id
      WHERE t.customer_id = $1 AND m.sender = 'agent' AND m.seq > t.read_seq`,
    [customerId],
  );
  return row?.n ?? 0;
}

/** The customer's threads, latest activity first, with their last message. */
export async function threadsOf(
  db: Queryable,
  customerId: number,
  limit: number,
): Promise<(ThreadRow & { last: ImMessageRow | null })[]> {
  const rows = await db.query<ThreadRow & { last: ImMessageRow | null }>(
    `SELECT ${THREAD_COLUMNS.split(', ')
      .map((c) => `t.${c}`)
      .join(', ')},
            (SELECT row_to_json(m) FROM (SELECT ${MESSAGE_COLUMNS} FROM im_messages
              WHERE thread_id = t.thread_id ORDER BY seq DESC LIMIT 1) m) AS last
       FROM im_threads t WHERE t.customer_id = $1 ORDER BY t.updated_at DESC, t.thread_id LIMIT $2`,
    [customerId, limit],
  );
  return rows;
}

export interface DueMessage {
  thread_id: string;
  seq: number;
  body: string;
  lang: Lang;
  customer_id: number;
  subject_kind: ImSubject;
  subject_no: string;
}

/** Customer messages the agent should have answered by now (of one customer, or all), oldest first. */
export function dueMessages(
  db: Queryable,
  now: number,
  customerId: number | null,
  limit: number,
): Promise<DueMessage[]> {
  return db.query<DueMessage>(
    `SELECT m.thread_id, m.seq, m.body, m.lang, t.customer_id, t.subject_kind, t.subject_no
       FROM im_messages m JOIN im_threads t ON t.thread_id = m.thread_id
      WHERE m.sender = 'customer' AND m.answered_at IS NULL AND m.answer_due_at <= $1
        AND ($2::int IS NULL OR t.customer_id = $2)
      ORDER BY m.answer_due_at, m.thread_id, m.seq LIMIT $3`,
    [now, customerId, limit],
  );
}

/** Claims the answer of one customer message: true for exactly one caller. */
export async function claimAnswer(
  tx: Queryable,
  threadId: string,
  seq: number,
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE im_messages SET answered_at = $3
      WHERE thread_id = $1 AND seq = $2 AND sender = 'customer' AND answered_at IS NULL RETURNING seq`,
    [threadId, seq, now],
  );
  return rows.length > 0;
}

/** Thread subjects: the customer's own order (status, first store's name) or a store's name. */
export async function ownOrderForIm(db: Queryable, customerId: number, orderNo: string) {
  const [row] = await db.query<{ status: string; store_name: string | null }>(
    `SELECT o.status, (SELECT s.store_name FROM order_stores s WHERE s.order_no = o.order_no
                        ORDER BY s.sort LIMIT 1) AS store_name
       FROM orders o WHERE o.order_no = $1 AND o.customer_id = $2`,
    [orderNo, customerId],
  );
  return row;
}

export async function storeNameForIm(db: Queryable, storeNo: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM stores WHERE store_no = $1', [storeNo]);
  return row?.name;
}
