import type { OrderCouponList } from '../../schemas/api/coupon-order';
import {
  type LuxuryConfirmation,
  type LuxuryStage,
  luxuryConfirmationSchema,
  luxuryCouponListSchema,
  luxuryStageSchema,
} from '../../schemas/api/luxury';
import { post } from './client';

/** Luxury checkout (schemas/api/luxury.ts): a confirmation with instalment plans, then the ordinary order flow. */
const ORDER = '/api/order';

export type LuxurySource =
  | { kind: 'token'; confirmToken: string }
  | { kind: 'buyNow'; skuNo: string; quantity: number; stage: 3 | 6 | 12 | null };

export const fetchLuxuryConfirmation = (source: LuxurySource): Promise<LuxuryConfirmation> =>
  post(
    `${ORDER}/luxury-confirmation-info`,
    source.kind === 'token'
      ? { confirmToken: source.confirmToken }
      : { skuNo: source.skuNo, quantity: source.quantity, stage: source.stage },
    { schema: luxuryConfirmationSchema, silent: true },
  );

export const chooseLuxuryStage = (
  confirmToken: string,
  stage: 3 | 6 | 12 | null,
  couponNo: string | null,
  addressId: number | undefined,
): Promise<LuxuryStage> =>
  post(`${ORDER}/luxury-stage`, { confirmToken, stage, couponNo, addressId }, { schema: luxuryStageSchema });

export const fetchLuxuryCoupons = (confirmToken: string): Promise<OrderCouponList> =>
  post(
    `${ORDER}/luxury-order-coupon-list`,
    { confirmToken },
    { schema: luxuryCouponListSchema, silent: true },
  );
