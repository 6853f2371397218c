import type { Queryable } from '../db/db';

/** The reminder types ('arrival', 'sale') the customer set for this SKU. */
export async function reminderTypes(db: Queryable, customerId: number, skuNo: string): Promise<Set<string>> {
  const rows = await db.query<{ remind_type: string }>(
    'SELECT remind_type FROM reminders WHERE customer_id = $1 AND sku_no = $2',
    [customerId, skuNo],
  );
  return new Set(rows.map((r) => r.remind_type));
}

/** Setting one that is already set changes nothing. */
export async function addReminder(
  db: Queryable,
  r: { customerId: number; skuNo: string; type: string; now: number },
): Promise<void> {
  await db.query(
    `INSERT INTO reminders (customer_id, sku_no, remind_type, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [r.customerId, r.skuNo, r.type, r.now],
  );
}
