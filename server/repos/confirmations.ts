import * as z from 'zod';
import { newSecret } from '../auth/secrets';
import type { Queryable } from '../db/db';
import type { CheckoutLine } from '../domain/checkout';

export interface Confirmation {
  token: string;
  customerId: number;
  source: 'cart' | 'buyNow';
  lines: CheckoutLine[];
  createdAt: number;
  expiresAt: number;
  orderNo: string | null;
}

const linesSchema = z.array(
  z.object({
    skuNo: z.string(),
    quantity: z.number().int().positive(),
    lineId: z.number().int().nullable(),
    stage: z.literal([3, 6, 12]).nullable(),
  }),
);

interface Row {
  token: string;
  customer_id: number;
  source: string;
  lines: string;
  created_at: number;
  expires_at: number;
  order_no: string | null;
}

export async function createConfirmation(
  db: Queryable,
  c: { customerId: number; source: 'cart' | 'buyNow'; lines: CheckoutLine[]; now: number; ttlMs: number },
): Promise<Confirmation> {
  const token = newSecret(18);
  const expiresAt = c.now + c.ttlMs;
  await db.query(
    `INSERT INTO confirmations (token, customer_id, source, lines, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [token, c.customerId, c.source, JSON.stringify(c.lines), c.now, expiresAt],
  );
  return {
    token,
    customerId: c.customerId,
    source: c.source,
    lines: c.lines,
    createdAt: c.now,
    expiresAt,
    orderNo: null,
  };
}

/**
 * The caller's confirmation, locked when asked so two orders cannot use it at once. Another customer's
 * token is simply absent (the service answers 'not found', never 'forbidden').
 */
export async function findConfirmation(
  db: Queryable,
  customerId: number,
  token: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Confirmation | undefined> {
  const [row] = await db.query<Row>(
    `SELECT token, customer_id, source, lines, created_at, expires_at, order_no FROM confirmations
      WHERE token = $1 AND customer_id = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [token, customerId],
  );
  if (!row) return undefined;
  return {
    token: row.token,
    customerId: row.customer_id,
    source: row.source === 'buyNow' ? 'buyNow' : 'cart',
    lines: linesSchema.parse(JSON.parse(row.lines)),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    orderNo: row.order_no,
  };
}

/** The confirmation became this order: it cannot make another. */
export async function markConfirmationUsed(tx: Queryable, token: string, orderNo: string): Promise<void> {
  await tx.query('UPDATE confirmations SET order_no = $2 WHERE token = $1', [token, orderNo]);
}

/** Unused confirmations that expired before this instant. */
export async function purgeConfirmations(db: Queryable, expiredBefore: number): Promise<void> {
  await db.query('DELETE FROM confirmations WHERE expires_at <= $1 AND order_no IS NULL', [expiredBefore]);
}
