import { z } from '../zod';
import { text } from './primitives';

/** Limits of POST /api/marketing/customer/err-mes/save; clients should clamp before sending. */
export const ERR_MES_MAX = 2000;
export const ERR_INTERFACE_URL_MAX = 500;

export const errMesRequestSchema = z.object({
  mes: text(ERR_MES_MAX, { min: 1, multiline: true, trim: false, what: 'mes' }),
  interfaceUrl: z._default(text(ERR_INTERFACE_URL_MAX, { trim: false, what: 'interfaceUrl' }), ''),
});
export type ErrMesRequest = z.infer<typeof errMesRequestSchema>;
