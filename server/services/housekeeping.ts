import type { Db } from '../db/db';
import { purgeIdempotencyKeys } from '../repos/idempotency-keys';
import { purgeSessions } from '../repos/sessions';
import { purgeSsoRows } from '../repos/sso-approvals';

/**
 * Drops what can never be used again; run at start and by the housekeeping job so the tables do not grow
 * without bound. Stored answers are kept `idempotencyKeepMs` (IDEMPOTENCY_RETENTION_HOURS, a day by
 * default: retries come within minutes).
 */
export async function purgeExpired(db: Db, now: number, idempotencyKeepMs: number): Promise<void> {
  await purgeSessions(db, now);
  await purgeSsoRows(db, now);
  await purgeIdempotencyKeys(db, now - idempotencyKeepMs);
}
