import type { InfoPage } from '../../schemas/api/info-page';
import type { Queryable } from '../db/db';

/** An informational page (a notice of kind 'page') that is shown now; null when absent or withdrawn. */
export async function livePage(db: Queryable, code: string, now: number): Promise<InfoPage | null> {
  const rows = await db.query<{
    notice_no: string;
    title: string;
    content: string;
    revision: number;
    updated_at: number | string;
  }>(
    `SELECT notice_no, title, content, revision, updated_at FROM notices
      WHERE notice_no = $1 AND kind = 'page' AND status = 1 AND start_at <= $2
        AND (end_at IS NULL OR end_at > $2)`,
    [code, now],
  );
  const r = rows[0];
  return r
    ? {
        code: r.notice_no,
        title: r.title,
        content: r.content,
        version: Number(r.revision),
        updatedAt: Number(r.updated_at),
      }
    : null;
}

/** The newest version of the agreement this customer agreed to. */
export async function latestAgreement(
  db: Queryable,
  customerId: number,
  agreement: string,
): Promise<{ version: number; agreedAt: number } | null> {
  const rows = await db.query<{ version: number; agreed_at: number | string }>(
    `SELECT version, agreed_at FROM customer_agreements
      WHERE customer_id = $1 AND agreement = $2 ORDER BY version DESC LIMIT 1`,
    [customerId, agreement],
  );
  const r = rows[0];
  return r ? { version: Number(r.version), agreedAt: Number(r.agreed_at) } : null;
}

/** Records the agreement; agreeing to the same version again keeps the first time. */
export async function recordAgreement(
  db: Queryable,
  customerId: number,
  agreement: string,
  version: number,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_agreements (customer_id, agreement, version, agreed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, agreement, version) DO NOTHING`,
    [customerId, agreement, version, now],
  );
}
