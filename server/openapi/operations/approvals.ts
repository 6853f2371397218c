import { auditQuerySchema } from '../../../schemas/api/approvals';
import type { Operation } from '../operation';

/**
 * The audit log's CSV export (ADR 0048): not a JSON envelope, so not a declaration (ADR 0063);
 * the change requests and the audit log's JSON read are declared in schemas/api/endpoints/approvals/.
 */
export const auditExportOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/operator/audit/export',
    summary: 'The operator audit log as CSV (formula-leading cells defused)',
    tag: 'booth operator',
    auth: 'operator',
    query: auditQuerySchema,
    produces: 'text/csv',
  },
];
