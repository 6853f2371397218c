import type { Queryable } from '../db/db';

/**
 * The simulated operator's codes. Callers lock the customer's row first (lockCustomer) so the send limits
 * and the check's single use are judged one request after another.
 */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

/** Codes sent since `since` to the number and by the customer, and the newest send to the number. */
export async function sendCounts(
  tx: Queryable,
  phone: string,
  customerId: number,
  since: number,
): Promise<{ byPhone: number; byCustomer: number; lastToPhone: number | null }> {
  const [row] = await tx.query<{ by_phone: number; by_customer: number; last_to_phone: number | null }>(
    `SELECT
       (SELECT count(*) FROM operator_codes WHERE phone = $1 AND sent_at > $3)::int AS by_phone,
       (SELECT count(*) FROM operator_codes WHERE customer_id = $2 AND sent_at > $3)::int AS by_customer,
       (SELECT max(sent_at) FROM operator_codes WHERE phone = $1) AS last_to_phone`,
    [phone, customerId, since],
  );
  return {
    byPhone: Number(row?.by_phone ?? 0),
    byCustomer: Number(row?.by_customer ?? 0),
    lastToPhone: row?.last_to_phone == null ? null : Number(row.last_to_phone),
  };
}

export async function insertCode(
  tx: Queryable,
  c: {
    customerId: number;
    phone: string;
    skuNo: string;
    salt: string;
    codeHash: string;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_codes (customer_id, phone, sku_no, salt, code_hash, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [c.customerId, c.phone, c.skuNo, c.salt, c.codeHash, c.now, c.expiresAt],
  );
}

export interface CodeRow {
  id: number;
  salt: string;
  codeHash: string;
  expiresAt: number;
  usedAt: number | null;
  wrongTries: number;
}

/** The newest code this customer asked for this number and SKU (an earlier one is replaced by it). */
export async function newestCode(
  tx: Queryable,
  customerId: number,
  phone: string,
  skuNo: string,
): Promise<CodeRow | null> {
  const [r] = await tx.query<{
    id: number;
    salt: string;
    code_hash: string;
    expires_at: number;
    used_at: number | null;
    wrong_tries: number;
  }>(
    `SELECT id, salt, code_hash, expires_at, used_at, wrong_tries FROM operator_codes
     WHERE customer_id = $1 AND phone = $2 AND sku_no = $3 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [customerId, phone, skuNo],
  );
  if (!r) return null;
  return {
    id: r.id,
    salt: r.salt,
    codeHash: r.code_hash,
    expiresAt: Number(r.expires_at),
    usedAt: r.used_at == null ? null : Number(r.used_at),
    wrongTries: Number(r.wrong_tries),
  };
}

export async function countWrongTry(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE operator_codes SET wrong_tries = wrong_tries + 1 WHERE id = $1', [id]);
}

/** Uses the code once: false when another check got there first. */
export async function spendCode(tx: Queryable, id: number, now: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE operator_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1',
    [id, now],
  );
  return rows.length > 0;
}

export async function putVerification(
  tx: Queryable,
  v: { customerId: number; skuNo: string; phone: string; now: number; expiresAt: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_verifications (customer_id, sku_no, phone, verified_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id, sku_no) DO UPDATE
       SET phone = EXCLUDED.phone, verified_at = EXCLUDED.verified_at, expires_at = EXCLUDED.expires_at`,
    [v.customerId, v.skuNo, v.phone, v.now, v.expiresAt],
  );
}

/** The customer's live verification for the SKU. */
export async function findVerification(
  db: Queryable,
  customerId: number,
  skuNo: string,
  now: number,
): Promise<{ phone: string; expiresAt: number } | null> {
  const [r] = await db.query<{ phone: string; expires_at: number }>(
    'SELECT phone, expires_at FROM operator_verifications WHERE customer_id = $1 AND sku_no = $2 AND expires_at > $3',
    [customerId, skuNo, now],
  );
  return r ? { phone: r.phone, expiresAt: Number(r.expires_at) } : null;
}
