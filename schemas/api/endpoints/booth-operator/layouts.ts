/**
 * The console's reads of one booth page beside the pages API: a layout and who changed the page.
 * The one declaration of each endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import { boothLayoutAnswerSchema, pageKeyParamSchema } from '../../booth-operator';
import { endpoint } from '../../endpoint';
import { auditEntrySchema, layoutQuerySchema } from '../../operator-console';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageParams = z.object({ pageKey: pageKeyParamSchema });

export const boothLayoutRead = endpoint({
  method: 'get',
  path: `${PAGES}/layout`,
  auth: 'operator',
  params: pageParams,
  query: layoutQuerySchema,
  result: boothLayoutAnswerSchema,
});

export const boothAuditRead = endpoint({
  method: 'get',
  path: `${PAGES}/audit`,
  auth: 'operator',
  params: pageParams,
  result: z.object({ pageKey: z.string(), entries: z.array(auditEntrySchema) }),
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const boothLayoutOperatorEndpoints = {
  layout: boothLayoutRead,
  audit: boothAuditRead,
};
