import type { OrderCouponList } from '../../schemas/api/coupon-order';
import { luxuryConfirmation, luxuryCoupons, luxuryStage } from '../../schemas/api/endpoints/stores/luxury';
import type { LuxuryConfirmation, LuxuryStage } from '../../schemas/api/luxury';
import { call } from './call';

/* Luxury checkout (schemas/api/luxury.ts): a confirmation with instalment plans, then the ordinary order flow. */

export type LuxurySource =
  | { kind: 'token'; confirmToken: string }
  | { kind: 'buyNow'; skuNo: string; quantity: number; stage: 3 | 6 | 12 | null };

export const fetchLuxuryConfirmation = (source: LuxurySource): Promise<LuxuryConfirmation> =>
  call(
    luxuryConfirmation,
    {
      body:
        source.kind === 'token'
          ? { confirmToken: source.confirmToken }
          : { skuNo: source.skuNo, quantity: source.quantity, stage: source.stage },
    },
    { silent: true },
  );

export const chooseLuxuryStage = (
  confirmToken: string,
  stage: 3 | 6 | 12 | null,
  couponNo: string | null,
  addressId: number | undefined,
): Promise<LuxuryStage> => call(luxuryStage, { body: { confirmToken, stage, couponNo, addressId } });

export const fetchLuxuryCoupons = (confirmToken: string): Promise<OrderCouponList> =>
  call(luxuryCoupons, { body: { confirmToken } }, { silent: true });
