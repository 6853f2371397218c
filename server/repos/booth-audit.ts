import type { Queryable } from '../db/db';

export type AuditAction = 'draft' | 'publish' | 'rollback' | 'create' | 'reschedule' | 'cancel';

/** One line of a page's audit log: who did what, when, to which version. */
export interface AuditEntry {
  actor: string;
  action: AuditAction;
  version: number | null;
  detail: string;
  at: number;
}

export async function insertAudit(q: Queryable, pageRef: number, e: AuditEntry): Promise<void> {
  await q.query(
    'INSERT INTO booth_audit (page_ref, actor, action, version, detail, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [pageRef, e.actor, e.action, e.version, e.detail, e.at],
  );
}

/** Newest first, at most `limit` rows. */
export async function listAudit(q: Queryable, pageRef: number, limit: number): Promise<AuditEntry[]> {
  const rows = await q.query<{
    actor: string;
    action: AuditAction;
    version: number | null;
    detail: string;
    at: number;
  }>(
    'SELECT actor, action, version, detail, at FROM booth_audit WHERE page_ref = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [pageRef, limit],
  );
  return rows.map((r) => ({ ...r, at: Number(r.at) }));
}
