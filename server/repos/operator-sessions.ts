import type { Queryable } from '../db/db';

/** A console session as the server keeps it: only the hash of the cookie's value is stored. */
export interface OperatorSession {
  csrfToken: string;
  operatorName: string;
  /** The account the session belongs to; null for a session opened with the shared operator token. */
  accountName: string | null;
  lastSeenAt: number;
  expiresAt: number;
}

interface Row {
  csrf_token: string;
  operator_name: string;
  account_name: string | null;
  last_seen_at: number;
  expires_at: number;
}

export async function insertOperatorSession(
  q: Queryable,
  s: {
    idHash: string;
    csrfToken: string;
    operatorName: string;
    accountName: string | null;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  // Expired sessions are cleared when a new one is made: the table stays small without a timer.
  await q.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [s.now]);
  await q.query(
    `INSERT INTO operator_sessions
       (id_hash, csrf_token, operator_name, account_name, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [s.idHash, s.csrfToken, s.operatorName, s.accountName, s.now, s.expiresAt],
  );
}

export async function findOperatorSession(
  q: Queryable,
  idHash: string,
): Promise<OperatorSession | undefined> {
  const [row] = await q.query<Row>(
    'SELECT csrf_token, operator_name, account_name, last_seen_at, expires_at FROM operator_sessions WHERE id_hash = $1',
    [idHash],
  );
  return row
    ? {
        csrfToken: row.csrf_token,
        operatorName: row.operator_name,
        accountName: row.account_name,
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      }
    : undefined;
}

export async function touchOperatorSession(q: Queryable, idHash: string, now: number): Promise<void> {
  await q.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now]);
}

export async function deleteOperatorSession(q: Queryable, idHash: string): Promise<void> {
  await q.query('DELETE FROM operator_sessions WHERE id_hash = $1', [idHash]);
}
