/**
 * The operator audit log, /api/operator/audit (ADR 0048): the one declaration of its JSON
 * read (ADR 0063). Its CSV export is not a JSON envelope and stays hand-written (server/routes/operator-audit.ts,
 * server/openapi/operations/approvals.ts).
 */
import { z } from '../../../zod';
import { auditEntryViewSchema, auditQuerySchema } from '../../approvals';
import { endpoint } from '../../endpoint';

export const auditLog = endpoint({
  method: 'get',
  path: '/api/operator/audit',
  auth: 'operator',
  query: auditQuerySchema,
  result: z.array(auditEntryViewSchema),
});

/** The record of this declaration by name. */
export const auditEndpoints = { list: auditLog };
