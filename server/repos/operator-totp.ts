import type { Queryable } from '../db/db';

/**
 * The TOTP columns of operator_accounts (migration 066, ADR 0067). Secrets arrive here sealed: this file
 * never sees one in the clear.
 */

/** Keeps a begun enrolment's sealed secret; false when the account is missing or already enrolled. */
export async function beginTotp(q: Queryable, name: string, sealed: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE operator_accounts SET totp_pending = $2 WHERE name = $1 AND totp_secret IS NULL RETURNING name',
    [name, sealed],
  );
  return rows.length === 1;
}

/**
 * Makes the pending secret the account's, with the step of the code that confirmed it; false when there
 * was no pending enrolment any more (confirmed twice at once, or reset meanwhile).
 */
export async function confirmTotp(
  q: Queryable,
  c: { name: string; pendingSealed: string; step: number; now: number },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE operator_accounts SET totp_secret = totp_pending, totp_pending = NULL, totp_enrolled_at = $3,
       totp_last_step = $4
     WHERE name = $1 AND totp_pending = $2 AND totp_secret IS NULL RETURNING name`,
    [c.name, c.pendingSealed, c.now, c.step],
  );
  return rows.length === 1;
}

/**
 * Spends a code's step: true only if it is later than the last one taken. One conditional UPDATE, so the
 * same code sent twice at once signs in once.
 */
export async function takeTotpStep(q: Queryable, name: string, step: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE operator_accounts SET totp_last_step = $2
     WHERE name = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)
     RETURNING name`,
    [name, step],
  );
  return rows.length === 1;
}

/** Turns two-step sign-in off (an administrator's reset); false when there is no such account. */
export async function clearTotp(q: Queryable, name: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE operator_accounts SET totp_secret = NULL, totp_pending = NULL, totp_enrolled_at = NULL,
       totp_last_step = NULL
     WHERE name = $1 RETURNING name`,
    [name],
  );
  return rows.length === 1;
}
