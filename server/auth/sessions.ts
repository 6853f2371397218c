import { isLoginSkipped, type MallEnv, SAMPLE_USER } from '../../schemas/api/env';
import type { Db, Queryable } from '../db/db';
import type { SessionUser } from '../http/types';
import {
  findFirstCustomer,
  findSession,
  insertSession,
  type SessionCustomerRow,
  touchSession,
} from '../repos/sessions';
import { hashSecret, newSecret } from './secrets';

/** Sliding sessions are written back at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** Longest userCode accepted; anything longer is not one of ours and is not hashed. */
const MAX_USER_CODE = 128;

const toUser = (r: SessionCustomerRow): SessionUser => ({
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
  await insertSession(db, {
    tokenHash: hashSecret(userCode),
    customerId,
    subChannelNo,
    now,
    expiresAt: expiresTime,
  });
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
    const first = await findFirstCustomer(db);
    return first ? toUser(first) : null;
  }
  const tokenHash = hashSecret(userCode);
  const row = await findSession(db, tokenHash);
  if (!row || Number(row.expires_at) <= opts.now) return null;
  if (opts.now - Number(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, opts.now, opts.now + opts.ttlMs);
  }
  return toUser(row);
}
