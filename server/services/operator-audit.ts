import type { AuditEntryView, AuditQuery } from '../../schemas/api/approvals';
import type { AppDeps } from '../config';
import { searchAudit } from '../repos/operator-audit';

/** The audit log, newest first, filtered (ADR 0048); reading is all there is. */
export const auditEntries = (deps: AppDeps, q: AuditQuery, limit: number): Promise<AuditEntryView[]> =>
  searchAudit(deps.db, q, limit);
