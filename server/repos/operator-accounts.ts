import type { OperatorRole } from '../../schemas/api/operator-accounts';
import type { Queryable } from '../db/db';

/** An operator account as stored; the hash never leaves the server. */
export interface OperatorAccount {
  name: string;
  passwordHash: string;
  role: OperatorRole;
  disabled: boolean;
  createdAt: number;
  lastSignInAt: number | null;
  /** The TOTP secret sealed under the configured key (ADR 0067); null: no two-step sign-in. */
  totpSealed: string | null;
  /** An enrolment begun and not yet confirmed with a code. */
  totpPendingSealed: string | null;
  /** The step of the last code taken: a code is used once. */
  totpLastStep: number | null;
}

interface Row {
  name: string;
  password_hash: string;
  role: OperatorRole;
  disabled: boolean;
  created_at: number | string;
  last_sign_in_at: number | string | null;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number | string | null;
}

const COLUMNS =
  'name, password_hash, role, disabled, created_at, last_sign_in_at, totp_secret, totp_pending, totp_last_step';

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

const fromRow = (r: Row): OperatorAccount => ({
  name: r.name,
  passwordHash: r.password_hash,
  role: r.role,
  disabled: r.disabled,
  createdAt: Number(r.created_at),
  lastSignInAt: num(r.last_sign_in_at),
  totpSealed: r.totp_secret,
  totpPendingSealed: r.totp_pending,
  totpLastStep: num(r.totp_last_step),
});

/** False when the name is taken. */
export async function insertAccount(
  q: Queryable,
  a: { name: string; passwordHash: string; role: OperatorRole; now: number },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO operator_accounts (name, password_hash, role, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO NOTHING RETURNING name`,
    [a.name, a.passwordHash, a.role, a.now],
  );
  return rows.length === 1;
}

export async function findAccount(q: Queryable, name: string): Promise<OperatorAccount | undefined> {
  const [row] = await q.query<Row>(`SELECT ${COLUMNS} FROM operator_accounts WHERE name = $1`, [name]);
  return row ? fromRow(row) : undefined;
}

export async function listAccounts(q: Queryable): Promise<OperatorAccount[]> {
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM operator_accounts ORDER BY name`);
  return rows.map(fromRow);
}

/** The account after the change, or undefined when there is none by that name. */
export async function updateAccount(
  q: Queryable,
  name: string,
  patch: { role?: OperatorRole; disabled?: boolean; passwordHash?: string },
): Promise<OperatorAccount | undefined> {
  const [row] = await q.query<Row>(
    `UPDATE operator_accounts SET role = COALESCE($2, role), disabled = COALESCE($3, disabled),
       password_hash = COALESCE($4, password_hash)
     WHERE name = $1 RETURNING ${COLUMNS}`,
    [name, patch.role ?? null, patch.disabled ?? null, patch.passwordHash ?? null],
  );
  return row ? fromRow(row) : undefined;
}

export async function markSignedIn(q: Queryable, name: string, now: number): Promise<void> {
  await q.query('UPDATE operator_accounts SET last_sign_in_at = $2 WHERE name = $1', [name, now]);
}

export async function countActiveAdministrators(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM operator_accounts WHERE role = 'administrator' AND NOT disabled",
  );
  return Number(row?.n ?? 0);
}

/** Ends every console session of an account: after a disable or a password reset. */
export async function endAccountSessions(q: Queryable, name: string): Promise<void> {
  await q.query('DELETE FROM operator_sessions WHERE account_name = $1', [name]);
}

export async function recordSignInFailure(
  q: Queryable,
  f: { name: string; address: string; now: number; keepMs: number },
): Promise<void> {
  // Old failures go when a new one comes: the table holds one throttling window at most.
  await q.query('DELETE FROM operator_sign_in_failures WHERE at <= $1', [f.now - f.keepMs]);
  await q.query('INSERT INTO operator_sign_in_failures (account_name, address, at) VALUES ($1, $2, $3)', [
    f.name,
    f.address,
    f.now,
  ]);
}

/**
 * The failure that locks this name and the one that locks this address, if any: the maxByName-th (and
 * maxByAddress-th) most recent failure in the window. The lock lasts until that failure leaves the window,
 * when fewer than the maximum remain. A null name counts the address only (the shared token's header).
 */
export async function lockingFailures(
  q: Queryable,
  f: { name: string | null; address: string; since: number; maxByName: number; maxByAddress: number },
): Promise<{ byName: number | null; byAddress: number | null }> {
  const [row] = await q.query<{ by_name: number | string | null; by_address: number | string | null }>(
    `SELECT
       (SELECT at FROM operator_sign_in_failures WHERE account_name = $1 AND at > $3
         ORDER BY at DESC OFFSET $4 LIMIT 1) AS by_name,
       (SELECT at FROM operator_sign_in_failures WHERE address = $2 AND at > $3
         ORDER BY at DESC OFFSET $5 LIMIT 1) AS by_address`,
    [f.name, f.address, f.since, f.maxByName - 1, f.maxByAddress - 1],
  );
  const at = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { byName: at(row?.by_name), byAddress: at(row?.by_address) };
}

export async function clearSignInFailures(q: Queryable, name: string): Promise<void> {
  await q.query('DELETE FROM operator_sign_in_failures WHERE account_name = $1', [name]);
}
