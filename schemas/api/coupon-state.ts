/**
 * The spec's coupon state labels (§4). server/domain/coupon-state.ts computes them; lists and buttons
 * read them. -1 is the client's own while a claim request is in flight.
 */
import { z } from '../zod';

export const couponStateSchema = z.literal([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
export type CouponState = z.infer<typeof couponStateSchema>;
