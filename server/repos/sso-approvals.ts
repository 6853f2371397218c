import { hashSecret, newSecret } from '../auth/secrets';
import type { Queryable } from '../db/db';

/**
 * The simulated bank SSO's rows: approvals (sso_requests, the state token the SSO page works under) and
 * the one-time codes handed back to the mall (sso_codes, stored hashed).
 */

/** An approval: the state token the SSO page works under, bound to a checked return address. */
export async function createApproval(
  db: Queryable,
  cb: string,
  subChannelNo: string,
  now: number,
  ttlMs: number,
): Promise<string> {
  const state = newSecret(24);
  await db.query(
    `INSERT INTO sso_requests (state, cb, sub_channel_no, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [state, cb, subChannelNo, now, now + ttlMs],
  );
  return state;
}

export interface OpenApproval {
  cb: string;
  subChannelNo: string;
}

export async function findOpenApproval(
  db: Queryable,
  state: string,
  now: number,
): Promise<OpenApproval | null> {
  const [row] = await db.query<{ cb: string; sub_channel_no: string }>(
    'SELECT cb, sub_channel_no FROM sso_requests WHERE state = $1 AND used_at IS NULL AND expires_at > $2',
    [state, now],
  );
  return row ? { cb: row.cb, subChannelNo: row.sub_channel_no } : null;
}

/** Marks the approval used; only the first caller gets it back, so the page cannot be replayed. */
export async function consumeApproval(
  db: Queryable,
  state: string,
  now: number,
): Promise<OpenApproval | null> {
  const [row] = await db.query<{ cb: string; sub_channel_no: string }>(
    `UPDATE sso_requests SET used_at = $2
      WHERE state = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING cb, sub_channel_no`,
    [state, now],
  );
  return row ? { cb: row.cb, subChannelNo: row.sub_channel_no } : null;
}

/** The one-time code handed back to the mall; only its hash is stored. */
export async function issueCode(
  db: Queryable,
  customerId: number,
  subChannelNo: string,
  now: number,
  ttlMs: number,
): Promise<string> {
  const code = newSecret();
  await db.query(
    `INSERT INTO sso_codes (code_hash, customer_id, sub_channel_no, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashSecret(code), customerId, subChannelNo, now, now + ttlMs],
  );
  return code;
}

export type CodeOutcome = { ok: true; customerId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Uses the code up whatever the outcome: an expired or replayed code never works afterwards. */
export async function consumeCode(db: Queryable, code: string, now: number): Promise<CodeOutcome> {
  const [row] = await db.query<{ customer_id: number; expires_at: number }>(
    `UPDATE sso_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL
      RETURNING customer_id, expires_at`,
    [hashSecret(code), now],
  );
  if (!row) return { ok: false, reason: 'invalid' };
  if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, customerId: row.customer_id };
}

/** Approvals and codes past their lifetime can never be used again. */
export async function purgeSsoRows(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM sso_codes WHERE expires_at <= $1', [now]);
  await q.query('DELETE FROM sso_requests WHERE expires_at <= $1', [now]);
}
