import { batchSendResultSchema } from '../../../schemas/api/coupon-center';
import { couponTemplateListSchema, couponTemplateSchema } from '../../../schemas/api/coupon-operator';
import {
  operatorActivityListSchema,
  operatorActivitySchema,
  operatorDrawResultSchema,
  operatorEntryListSchema,
  operatorVerifySchema,
} from '../../../schemas/api/lottery-operator';
import {
  operatorPromotionListSchema,
  operatorPromotionSchema,
} from '../../../schemas/api/promotion-operator';
import { hotWordsSchema } from '../../../schemas/api/search';
import { consoleGet as get, consoleWrite as write } from '../api';

/** The campaign tabs' calls (issue 35), over the console's session; bodies are checked by the server. */
export const couponsApi = {
  templates: () => get('/api/operator/coupons', undefined, { schema: couponTemplateListSchema }),
  createTemplate: (body: unknown) => write('/api/operator/coupons', 'POST', body, couponTemplateSchema),
  batchSend: (body: unknown) =>
    write('/api/marketing/coupon/batch-send-coupons', 'POST', body, batchSendResultSchema),
};

const L = '/api/operator/lottery';
const lottery = (activityNo: string) => `${L}/${encodeURIComponent(activityNo)}`;

/** Code lotteries (issue 15): create, entries, the draw run now, and the server's check of a draw. */
export const lotteriesApi = {
  list: () => get(L, undefined, { schema: operatorActivityListSchema }),
  create: (body: unknown) => write(L, 'POST', body, operatorActivitySchema),
  entries: (activityNo: string) =>
    get(`${lottery(activityNo)}/entries`, undefined, { schema: operatorEntryListSchema }),
  draw: (activityNo: string) => write(`${lottery(activityNo)}/draw`, 'POST', {}, operatorDrawResultSchema),
  verify: (activityNo: string) =>
    get(`${lottery(activityNo)}/verify`, undefined, { schema: operatorVerifySchema }),
};

const P = '/api/operator/promotions';
const promotion = (activityNo: string) => `${P}/${encodeURIComponent(activityNo)}`;

/** 满减 activities (issue 13): list, create, replace, end. */
export const promotionsApi = {
  list: () => get(P, undefined, { schema: operatorPromotionListSchema }),
  create: (body: unknown) => write(P, 'POST', body, operatorPromotionSchema),
  edit: (activityNo: string, body: unknown) =>
    write(promotion(activityNo), 'PUT', body, operatorPromotionSchema),
  end: (activityNo: string) => write(`${promotion(activityNo)}/end`, 'POST', {}, operatorPromotionSchema),
};

/** The hot search words (issue 14): the whole list, read and replaced. */
export const hotWordsApi = {
  list: () => get('/api/channel/search/operator/hot-words', undefined, { schema: hotWordsSchema }),
  save: (body: unknown) => write('/api/channel/search/operator/hot-words', 'PUT', body, hotWordsSchema),
};
