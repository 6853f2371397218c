import type { ProductPage } from '../../schemas/api/productCard';
import { productPageSchema } from '../../schemas/api/productCard';
import {
  type ActivityTag,
  activityTagsV1ResultSchema,
  promotionMbankIndexResultSchema,
} from '../../schemas/api/promotion';
import type { ProductListQuery } from './booth';
import { get } from './client';

const MARKETING = '/api/marketing';

/** The full-discount activities a SKU takes part in now; silent because the tag only decorates the page. */
export const fetchActivityTags = (skuNo: string): Promise<ActivityTag[]> =>
  get(
    `${MARKETING}/activity/product-activity-tags-v1`,
    { skuNo },
    { schema: activityTagsV1ResultSchema, silent: true },
  ).then((r) => r.tags);

/** The live activities and, signed in, how the shopper's selected cart lines stand in each. */
export const fetchPromotionEntry = () =>
  get(`${MARKETING}/promotion/mbank-index`, {}, { schema: promotionMbankIndexResultSchema });

/** One page of an activity's goods (the 凑单 list). */
export const fetchActivityGoods = (activityNo: string, q: ProductListQuery): Promise<ProductPage> =>
  get(`${MARKETING}/promotion/list`, { activityNo, ...q }, { schema: productPageSchema, silent: true });
