import type { Queryable } from '../db/db';

export async function insertErrorReport(
  db: Queryable,
  r: { customerId: number | null; mes: string; interfaceUrl: string; userAgent: string; now: number },
): Promise<void> {
  await db.query(
    `INSERT INTO error_reports (customer_id, mes, interface_url, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [r.customerId, r.mes, r.interfaceUrl, r.userAgent, r.now],
  );
}
