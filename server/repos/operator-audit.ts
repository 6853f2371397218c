import type { AuditDisposition, AuditEntryView, AuditQuery, AuditRefusal } from '../../schemas/api/approvals';
import type { Queryable, SqlValue } from '../db/db';

/**
 * The operator audit log (migration 048): appended to, read, never changed. There is deliberately no update
 * or delete here, and the table's trigger refuses them to anyone.
 */
/** A row as the gate appends it: the audit entry without the id the table gives it. */
export type AuditAppend = Omit<AuditEntryView, 'id'>;

const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

export async function appendAudit(q: Queryable, e: AuditAppend): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit_log (at, account, role, method, route, path, entity, patch, before, after, status,
       disposition, change_request_id, approved_by, ip, user_agent, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17)`,
    [
      e.at,
      e.account,
      e.role,
      e.method,
      e.route,
      e.path,
      e.entity,
      json(e.patch),
      json(e.before),
      json(e.after),
      e.status,
      e.disposition,
      e.changeRequestId,
      e.approvedBy,
      e.ip,
      e.userAgent,
      e.reason,
    ],
  );
}

interface Row {
  id: number | string;
  at: number | string;
  account: string;
  role: string;
  method: string;
  route: string;
  path: string;
  entity: string | null;
  patch: unknown;
  before: unknown;
  after: unknown;
  status: number;
  disposition: AuditDisposition;
  reason: AuditRefusal | null;
  change_request_id: number | string | null;
  approved_by: string | null;
  ip: string;
  user_agent: string | null;
}

const fromRow = (r: Row): AuditEntryView => ({
  id: Number(r.id),
  at: Number(r.at),
  account: r.account,
  role: r.role,
  method: r.method,
  route: r.route,
  path: r.path,
  entity: r.entity,
  patch: r.patch,
  before: r.before,
  after: r.after,
  status: r.status,
  disposition: r.disposition,
  reason: r.reason,
  changeRequestId: r.change_request_id === null ? null : Number(r.change_request_id),
  approvedBy: r.approved_by,
  ip: r.ip,
  userAgent: r.user_agent,
});

/** Newest first. `entity` matches the entity exactly or any part of the path called. */
export async function searchAudit(q: Queryable, f: AuditQuery, limit: number): Promise<AuditEntryView[]> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: (n: string) => string, value: SqlValue) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.account !== undefined) add((n) => `account = ${n}`, f.account);
  if (f.entity !== undefined) {
    params.push(f.entity, `%${f.entity.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(entity = $${params.length - 1} OR path LIKE $${params.length})`);
  }
  if (f.from !== undefined) add((n) => `at >= ${n}`, f.from);
  if (f.to !== undefined) add((n) => `at < ${n}`, f.to);
  params.push(limit);
  const rows = await q.query<Row>(
    `SELECT * FROM operator_audit_log ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(fromRow);
}
