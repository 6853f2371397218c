import type { Db } from '../db/db';
import { purgeIdempotencyKeys } from '../repos/idempotency-keys';
import { purgeSessions } from '../repos/sessions';
import { purgeSsoRows } from '../repos/sso-approvals';

/** Stored answers are kept a day: retries come within minutes. */
const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** Drops what can never be used again; run at start so the tables do not grow without bound. */
export async function purgeExpired(db: Db, now: number): Promise<void> {
  await purgeSessions(db, now);
  await purgeSsoRows(db, now);
  await purgeIdempotencyKeys(db, now - IDEMPOTENCY_KEEP_MS);
}
