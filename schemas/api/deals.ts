import { DAILY_DEAL_TAB_VALUES } from '../booth/codes';
import { z } from '../zod';
import { productPageQuerySchema } from './productCard';

/** GET /api/marketing/promotion/list?tab=&sort=&pageNo=&pageSize=: one daily-deal tab, a page of cards. */
export const dailyDealQuerySchema = z.extend(productPageQuerySchema, {
  tab: z._default(z.pipe(z.coerce.number<string>(), z.literal(DAILY_DEAL_TAB_VALUES)), 12),
});
