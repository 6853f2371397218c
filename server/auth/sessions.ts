import { isLoginSkipped, type MallEnv, SAMPLE_USER } from '../../schemas/api/env';
import type { Db, Queryable } from '../db/db';
import type { SessionUser } from '../http/types';
import { hashSecret, newSecret } from './secrets';

/** Sliding sessions are written back at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** Longest userCode accepted; anything longer is not one of ours and is not hashed. */
const MAX_USER_CODE = 128;

interface CustomerRow {
  id: number;
  customer_no: string;
  user_id: string;
  nick_name: string;
}

const toUser = (r: CustomerRow): SessionUser => ({
  customerId: r.id,
  customerNo: r.customer_no,
  userId: r.user_id,
  nickName: r.nick_name,
});

export async function createSession(
  db: Queryable,
  customerId: number,
  subChannelNo: string,
  now: number,
  ttlMs: number,
): Promise<{ userCode: string; expiresTime: number }> {
  const userCode = newSecret();
  const expiresTime = now + ttlMs;
  await db.query(
    `INSERT INTO sessions (token_hash, customer_id, sub_channel_no, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [hashSecret(userCode), customerId, subChannelNo, now, expiresTime],
  );
  return { userCode, expiresTime };
}

export interface ResolveOptions {
  env: MallEnv;
  now: number;
  ttlMs: number;
}

/**
 * The customer behind a userCode, or null when unknown or expired. In local/dev only, the fixed sample
 * userCode stands for the first seeded customer so `npm run dev` works without the SSO.
 */
export async function resolveUserCode(
  db: Db,
  userCode: string | undefined,
  opts: ResolveOptions,
): Promise<SessionUser | null> {
  if (!userCode || userCode.length > MAX_USER_CODE) return null;
  if (isLoginSkipped(opts.env) && userCode === SAMPLE_USER.userCode) {
    const [first] = await db.query<CustomerRow>(
      'SELECT id, customer_no, user_id, nick_name FROM customers ORDER BY id LIMIT 1',
    );
    return first ? toUser(first) : null;
  }
  const tokenHash = hashSecret(userCode);
  const [row] = await db.query<CustomerRow & { last_seen_at: number; expires_at: number }>(
    `SELECT c.id, c.customer_no, c.user_id, c.nick_name, s.last_seen_at, s.expires_at
       FROM sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  if (!row || Number(row.expires_at) <= opts.now) return null;
  if (opts.now - Number(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
      tokenHash,
      opts.now,
      opts.now + opts.ttlMs,
    ]);
  }
  return toUser(row);
}

/** Drops what can never be used again; run at start so the tables do not grow without bound. */
export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  await db.query('DELETE FROM sso_codes WHERE expires_at <= $1', [now]);
  await db.query('DELETE FROM sso_requests WHERE expires_at <= $1', [now]);
  await db.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [now - 24 * 60 * 60 * 1000]);
}
