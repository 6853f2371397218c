import { Hono } from 'hono';
import { auditQuerySchema } from '../../schemas/api/approvals';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { auditCsv } from '../operators/audit-csv';
import { operatorGate } from '../operators/gate';
import { auditEntries } from '../services/operator-audit';

/** Rows per answer unless asked for fewer; the export takes more. */
const PAGE_ROWS = 200;
const EXPORT_ROWS = 10_000;

/**
 * /api/operator/audit: the operator audit log (issue 35 item 3, ADR 0048), read-only — there is no write
 * route here, and the table refuses updates and deletes itself. Searchable by account, entity and time.
 */
export function operatorAuditRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorGate(deps));
  r.get('/', async (c) => {
    const q = parseQuery(c, auditQuerySchema);
    return sendOk(c, await auditEntries(deps, q, q.limit ?? PAGE_ROWS));
  });
  r.get('/export', async (c) => {
    const q = parseQuery(c, auditQuerySchema);
    const rows = await auditEntries(deps, q, q.limit ?? EXPORT_ROWS);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="operator-audit-${deps.config.clock()}.csv"`);
    return c.body(auditCsv(rows));
  });
  return r;
}
