/**
 * The luxury endpoints of stores.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  luxuryConfirmationRequestSchema,
  luxuryConfirmationSchema,
  luxuryCouponListRequestSchema,
  luxuryCouponListSchema,
  luxuryStageRequestSchema,
  luxuryStageSchema,
} from '../../luxury';

const ORDER = '/api/order';

export const luxuryConfirmation = endpoint({
  method: 'post',
  path: `${ORDER}/luxury-confirmation-info`,
  auth: 'shopper',
  body: luxuryConfirmationRequestSchema,
  result: luxuryConfirmationSchema,
});

export const luxuryStage = endpoint({
  method: 'post',
  path: `${ORDER}/luxury-stage`,
  auth: 'shopper',
  body: luxuryStageRequestSchema,
  result: luxuryStageSchema,
});

export const luxuryCoupons = endpoint({
  method: 'post',
  path: `${ORDER}/luxury-order-coupon-list`,
  auth: 'shopper',
  body: luxuryCouponListRequestSchema,
  result: luxuryCouponListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const luxuryEndpoints = {
  confirmation: luxuryConfirmation,
  stage: luxuryStage,
  coupons: luxuryCoupons,
};
