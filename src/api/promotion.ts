import type { ProductPage } from '../../schemas/api/productCard';
import { productPageSchema } from '../../schemas/api/productCard';
import type { SceneName } from '../../schemas/api/promotion';
import {
  type ActivityTag,
  activityTagsResultSchema,
  activityTagsV1ResultSchema,
  promotionMbankIndexResultSchema,
} from '../../schemas/api/promotion';
import { type StoreCouponList, storeCouponListResultSchema } from '../../schemas/api/store-coupon';
import type { ProductListQuery } from './booth';
import { get, pageAnswerKey, post, servedResult } from './client';

const MARKETING = '/api/marketing';

/** The full-discount activities a SKU takes part in now; silent because the tag only decorates the page. */
export const fetchActivityTags = (skuNo: string): Promise<ActivityTag[]> =>
  get(
    `${MARKETING}/activity/product-activity-tags-v1`,
    { skuNo },
    { schema: activityTagsV1ResultSchema, silent: true },
  ).then((r) => r.tags);

/** The SKU's tags as a server-rendered product page carries them (ADR 0029), left in place for the read. */
export const servedActivityTags = (skuNo: string): ActivityTag[] | undefined =>
  servedResult(
    pageAnswerKey(`${MARKETING}/activity/product-activity-tags-v1`, { skuNo }),
    activityTagsV1ResultSchema,
  )?.tags;

/** Tags of up to 100 SKUs in one call (product lists); silent: a tag only decorates a card. */
export const fetchActivityTagsOf = (skuNos: readonly string[]): Promise<Record<string, ActivityTag[]>> =>
  post(
    `${MARKETING}/activity/product-activity-tags`,
    { skuNos },
    { schema: activityTagsResultSchema, silent: true },
  );

/** The live activities and, signed in, how the shopper's selected cart lines stand in each. */
export const fetchPromotionEntry = () =>
  get(`${MARKETING}/promotion/mbank-index`, {}, { schema: promotionMbankIndexResultSchema });

/** One page of an activity's goods (the 凑单 list). */
export const fetchActivityGoods = (activityNo: string, q: ProductListQuery): Promise<ProductPage> =>
  get(`${MARKETING}/promotion/list`, { activityNo, ...q }, { schema: productPageSchema, silent: true });

/** The coupons a screen offers (scene/get-coupon) with their state labels; silent: they decorate the screen. */
export const fetchSceneCoupons = (scene: SceneName): Promise<StoreCouponList> =>
  get(`${MARKETING}/scene/get-coupon`, { scene }, { schema: storeCouponListResultSchema, silent: true });
