import { batchSendResultSchema } from '../../../schemas/api/coupon-center';
import { couponTemplateListSchema, couponTemplateSchema } from '../../../schemas/api/coupon-operator';
import { consoleGet as get, consoleWrite as write } from '../api';

/** The campaign tabs' calls (issue 35), over the console's session; bodies are checked by the server. */
export const couponsApi = {
  templates: () => get('/api/operator/coupons', undefined, { schema: couponTemplateListSchema }),
  createTemplate: (body: unknown) => write('/api/operator/coupons', 'POST', body, couponTemplateSchema),
  batchSend: (body: unknown) =>
    write('/api/marketing/coupon/batch-send-coupons', 'POST', body, batchSendResultSchema),
};
