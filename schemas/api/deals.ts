import * as z from 'zod';
import { DAILY_DEAL_TAB_VALUES } from '../booth/codes';
import { productPageQuerySchema } from './productCard';

/** GET /api/marketing/promotion/list?tab=&sort=&pageNo=&pageSize=: one daily-deal tab, a page of cards. */
export const dailyDealQuerySchema = productPageQuerySchema.extend({
  tab: z.coerce.number<string>().pipe(z.literal(DAILY_DEAL_TAB_VALUES)).default(12),
});
