import * as z from 'zod';

/** Limits of POST /api/marketing/customer/err-mes/save; clients should clamp before sending. */
export const ERR_MES_MAX = 2000;
export const ERR_INTERFACE_URL_MAX = 500;

export const errMesRequestSchema = z.object({
  mes: z.string().min(1).max(ERR_MES_MAX),
  interfaceUrl: z.string().max(ERR_INTERFACE_URL_MAX).default(''),
});
export type ErrMesRequest = z.infer<typeof errMesRequestSchema>;
