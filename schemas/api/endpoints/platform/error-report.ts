/**
 * The client's error report, /api/marketing/customer/err-mes/save: public, tied to the customer when the
 * userCode names one. The one declaration of the endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import { endpoint } from '../../endpoint';
import { errMesRequestSchema } from '../../error-report';

export const errorReportSave = endpoint({
  method: 'post',
  path: '/api/marketing/customer/err-mes/save',
  auth: 'shopper-if-signed-in',
  body: errMesRequestSchema,
  result: z.literal(true),
});

/** The record of this declaration by name: the handler table's and the doc record's keys. */
export const errorReportEndpoints = {
  save: errorReportSave,
};
