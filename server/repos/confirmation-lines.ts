import type { Queryable } from '../db/db';
import type { CheckoutLine } from '../domain/checkout';

/** Replaces what an open confirmation buys (the caller holds its row lock). Only the owner's, only unused. */
export async function saveConfirmationLines(
  tx: Queryable,
  customerId: number,
  token: string,
  lines: readonly CheckoutLine[],
): Promise<void> {
  await tx.query(
    'UPDATE confirmations SET lines = $3 WHERE token = $1 AND customer_id = $2 AND order_no IS NULL',
    [token, customerId, JSON.stringify(lines)],
  );
}
