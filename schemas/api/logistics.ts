/**
 * Simulated logistics (/api/order/view-logistics-v2 and view-package-v2, GET ?orderNo). Progress is derived
 * from the time since shipping (one node per configured step); nothing is stored besides shippedAt.
 */
import { z } from '../zod';

export const logisticsNodeCodeSchema = z.enum([
  'packed',
  'shipped',
  'inTransit',
  'outForDelivery',
  'delivered',
]);
export const logisticsNodeSchema = z.object({
  code: logisticsNodeCodeSchema,
  label: z.string(),
  /** When reached (epoch ms), null when not yet. */
  time: z.nullable(z.number().check(z.int())),
  reached: z.boolean(),
});

export const logisticsSchema = z.object({
  orderNo: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  /** Latest reached node, or null before packing (unpaid/cancelled). */
  current: z.nullable(logisticsNodeCodeSchema),
  nodes: z.array(logisticsNodeSchema),
});
export type Logistics = z.infer<typeof logisticsSchema>;

/** One package per store part of the order. */
export const packageListSchema = z.object({
  orderNo: z.string(),
  packages: z.array(
    z.object({
      packageNo: z.string(),
      orderStoreNo: z.string(),
      storeName: z.string(),
      carrier: z.string(),
      trackingNo: z.string(),
      current: z.nullable(logisticsNodeCodeSchema),
      itemCount: z.number().check(z.int()).check(z.nonnegative()),
      imageUrls: z.array(z.string()),
    }),
  ),
});
