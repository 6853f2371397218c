import type { Queryable } from '../db/db';

/** Account deletion requests (migration 049, ADR 0049) and the operators' reads of them. */

export type PrivacyRequestState = 'pending' | 'cancelled' | 'done';

export interface PrivacyRequestRow {
  id: number;
  customerId: number;
  state: PrivacyRequestState;
  requestedAt: number;
  dueAt: number;
  cancelledAt: number | null;
  doneAt: number | null;
}

interface Row {
  id: string | number;
  customer_id: number;
  state: PrivacyRequestState;
  requested_at: string | number;
  due_at: string | number;
  cancelled_at: string | number | null;
  done_at: string | number | null;
}

const COLUMNS = 'id, customer_id, state, requested_at, due_at, cancelled_at, done_at';
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const toRow = (r: Row): PrivacyRequestRow => ({
  id: Number(r.id),
  customerId: r.customer_id,
  state: r.state,
  requestedAt: Number(r.requested_at),
  dueAt: Number(r.due_at),
  cancelledAt: num(r.cancelled_at),
  doneAt: num(r.done_at),
});

/** The customer's newest deletion request, whatever its state. */
export async function latestDeletion(
  q: Queryable,
  customerId: number,
): Promise<PrivacyRequestRow | undefined> {
  const [row] = await q.query<Row>(
    `SELECT ${COLUMNS} FROM privacy_requests WHERE customer_id = $1 AND kind = 'deletion'
      ORDER BY id DESC LIMIT 1`,
    [customerId],
  );
  return row ? toRow(row) : undefined;
}

/** Files a pending request; undefined when one is already pending (the partial unique index decides). */
export async function insertDeletion(
  q: Queryable,
  customerId: number,
  now: number,
  dueAt: number,
): Promise<PrivacyRequestRow | undefined> {
  const [row] = await q.query<Row>(
    `INSERT INTO privacy_requests (customer_id, kind, state, requested_at, due_at)
     VALUES ($1, 'deletion', 'pending', $2, $3) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [customerId, now, dueAt],
  );
  return row ? toRow(row) : undefined;
}

/** Cancels the customer's pending request while it is still before its due time; undefined otherwise. */
export async function cancelDeletion(
  q: Queryable,
  customerId: number,
  now: number,
): Promise<PrivacyRequestRow | undefined> {
  const [row] = await q.query<Row>(
    `UPDATE privacy_requests SET state = 'cancelled', cancelled_at = $2
      WHERE customer_id = $1 AND state = 'pending' AND due_at > $2 RETURNING ${COLUMNS}`,
    [customerId, now],
  );
  return row ? toRow(row) : undefined;
}

/** Pending requests whose cooling-off has ended, oldest first (read without a lock: see lockDueDeletion). */
export async function dueDeletions(q: Queryable, now: number, limit: number): Promise<PrivacyRequestRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM privacy_requests WHERE state = 'pending' AND due_at <= $1
      ORDER BY due_at, id LIMIT $2`,
    [now, limit],
  );
  return rows.map(toRow);
}

/** Locks a request that is still pending and due; undefined when another erasure has it or it is done. */
export async function lockDueDeletion(
  tx: Queryable,
  id: number,
  now: number,
): Promise<PrivacyRequestRow | undefined> {
  const [row] = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM privacy_requests WHERE id = $1 AND state = 'pending' AND due_at <= $2
        FOR UPDATE SKIP LOCKED`,
    [id, now],
  );
  return row ? toRow(row) : undefined;
}

export async function markDeletionDone(tx: Queryable, id: number, now: number): Promise<void> {
  await tx.query(`UPDATE privacy_requests SET state = 'done', done_at = $2 WHERE id = $1`, [id, now]);
}

/** The newest requests of everyone, for the operators (no personal field: the customer is a number). */
export async function recentRequests(q: Queryable, limit: number): Promise<PrivacyRequestRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM privacy_requests ORDER BY requested_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toRow);
}

export async function insertPrivacyAudit(
  q: Queryable,
  actor: string,
  action: string,
  now: number,
): Promise<void> {
  await q.query('INSERT INTO privacy_audit (actor, action, at) VALUES ($1, $2, $3)', [actor, action, now]);
}
