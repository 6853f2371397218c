import { auditQuerySchema } from '../../schemas/api/approvals';
import { auditDocumented } from '../../schemas/api/endpoints/docs/approvals';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { endpointRoutes } from '../http/endpoint-routes';
import { auditCsv } from '../operators/audit-csv';
import { operatorGate } from '../operators/gate';
import { auditEntries } from '../services/operator-audit';

/** Rows per answer unless asked for fewer; the export takes more. */
const PAGE_ROWS = 200;
const EXPORT_ROWS = 10_000;

/**
 * /api/operator/audit: the operator audit log (ADR 0048), read-only — there is no write
 * route here, and the table refuses updates and deletes itself. Searchable by account, entity and time. The
 * JSON read is its declaration's handler (schemas/api/endpoints/approvals/audit.ts); the CSV export is not a
 * JSON envelope, so it is written here by hand behind the same gate (its operation stays in
 * server/openapi/operations/approvals.ts).
 */
export function operatorAuditRoutes(deps: AppDeps) {
  const r = endpointRoutes(deps, '/api/operator/audit', auditDocumented, {
    list: ({ query }) => auditEntries(deps, query, query.limit ?? PAGE_ROWS),
  });
  r.get('/export', operatorGate(deps), async (c) => {
    const q = parseQuery(c, auditQuerySchema);
    const rows = await auditEntries(deps, q, q.limit ?? EXPORT_ROWS);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="operator-audit-${deps.config.clock()}.csv"`);
    return c.body(auditCsv(rows));
  });
  return r;
}
