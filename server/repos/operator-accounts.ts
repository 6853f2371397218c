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
}

interface Row {
  name: string;
  password_hash: string;
  role: OperatorRole;
  disabled: boolean;
  created_at: number | string;
  last_sign_in_at: number | string | null;
}

const COLUMNS = 'name, password_hash, role, disabled, created_at, last_sign_in_at';

const fromRow = (r: Row): OperatorAccount => ({
  name: r.name,
  passwordHash: r.password_hash,
  role: r.role,
  disabled: r.disabled,
  createdAt: Number(r.created_at),
  lastSignInAt: r.last_sign_in_at === null ? null : Number(r.last_sign_in_at),
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

/** Failures in the window for this name and for this address. */
export async function countSignInFailures(
  q: Queryable,
  f: { name: string; address: string; since: number },
): Promise<{ byName: number; byAddress: number }> {
  const [row] = await q.query<{ by_name: number | string; by_address: number | string }>(
    `SELECT count(*) FILTER (WHERE account_name = $1) AS by_name, count(*) FILTER (WHERE address = $2) AS by_address
     FROM operator_sign_in_failures WHERE at > $3 AND (account_name = $1 OR address = $2)`,
    [f.name, f.address, f.since],
  );
  return { byName: Number(row?.by_name ?? 0), byAddress: Number(row?.by_address ?? 0) };
}

export async function clearSignInFailures(q: Queryable, name: string): Promise<void> {
  await q.query('DELETE FROM operator_sign_in_failures WHERE account_name = $1', [name]);
}
