import type { Queryable } from '../db/db';

/** The customer a session row stands for, with the columns a session user needs. */
export interface SessionCustomerRow {
  id: number;
  customer_no: string;
  user_id: string;
  nick_name: string;
}

/** Sessions are stored by the hash of their userCode, never the userCode itself. */
export async function insertSession(
  q: Queryable,
  s: { tokenHash: string; customerId: number; subChannelNo: string; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `INSERT INTO sessions (token_hash, customer_id, sub_channel_no, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [s.tokenHash, s.customerId, s.subChannelNo, s.now, s.expiresAt],
  );
}

/** The first seeded customer: the one the sample userCode stands for in local/dev. */
export async function findFirstCustomer(q: Queryable): Promise<SessionCustomerRow | undefined> {
  const [first] = await q.query<SessionCustomerRow>(
    'SELECT id, customer_no, user_id, nick_name FROM customers ORDER BY id LIMIT 1',
  );
  return first;
}

/** The session under this hash with its customer, expired or not (the caller judges the time). */
export async function findSession(
  q: Queryable,
  tokenHash: string,
): Promise<(SessionCustomerRow & { last_seen_at: number; expires_at: number }) | undefined> {
  const [row] = await q.query<SessionCustomerRow & { last_seen_at: number; expires_at: number }>(
    `SELECT c.id, c.customer_no, c.user_id, c.nick_name, s.last_seen_at, s.expires_at
       FROM sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Slides the session: seen now, expiring at `expiresAt`. */
export async function touchSession(
  q: Queryable,
  tokenHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
    tokenHash,
    now,
    expiresAt,
  ]);
}

export async function purgeSessions(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
}

/** Signs a customer out everywhere: every session of theirs ends now (a revoked authorisation). */
export async function deleteCustomerSessions(q: Queryable, customerId: number): Promise<void> {
  await q.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
}
