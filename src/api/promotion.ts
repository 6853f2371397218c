import { dealDailyDeals } from '../../schemas/api/endpoints/catalogue/deal';
import {
  activitySceneCoupons,
  activityTags,
  activityTagsOfOne,
} from '../../schemas/api/endpoints/promotions/activity';
import { promotionMbankIndex } from '../../schemas/api/endpoints/promotions/promotion';
import type { ProductPage } from '../../schemas/api/productCard';
import type { ActivityTag, SceneName } from '../../schemas/api/promotion';
import type { StoreCouponList } from '../../schemas/api/store-coupon';
import { call } from './call';
import { pageAnswerKey, servedResult } from './client';
import type { ProductListQuery } from './productLists';

/** The full-discount activities a SKU takes part in now; silent because the tag only decorates the page. */
export const fetchActivityTags = (skuNo: string): Promise<ActivityTag[]> =>
  call(activityTagsOfOne, { query: { skuNo } }, { silent: true }).then((r) => r.tags);

/** The SKU's tags as a server-rendered product page carries them (ADR 0029), left in place for the read. */
export const servedActivityTags = (skuNo: string): ActivityTag[] | undefined =>
  servedResult(pageAnswerKey(activityTagsOfOne.path, { skuNo }), activityTagsOfOne.result)?.tags;

/** Tags of up to 100 SKUs in one call (product lists); silent: a tag only decorates a card. */
export const fetchActivityTagsOf = (skuNos: readonly string[]): Promise<Record<string, ActivityTag[]>> =>
  call(activityTags, { body: { skuNos: [...skuNos] } }, { silent: true });

/** The live activities and, signed in, how the shopper's selected cart lines stand in each. */
export const fetchPromotionEntry = () => call(promotionMbankIndex, {});

/** One page of an activity's goods (the 凑单 list): promotion/list with activityNo instead of a tab. */
export const fetchActivityGoods = (activityNo: string, q: ProductListQuery): Promise<ProductPage> =>
  call(dealDailyDeals, { query: { activityNo, ...q } }, { silent: true });

/** The coupons a screen offers (scene/get-coupon) with their state labels; silent: they decorate the screen. */
export const fetchSceneCoupons = (scene: SceneName): Promise<StoreCouponList> =>
  call(activitySceneCoupons, { query: { scene } }, { silent: true });
