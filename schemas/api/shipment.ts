/**
 * Shipment detail of one SKU (/api/channel/product-shipment-detail and -v1, public).
 * Freight follows the same rules as the order calculation (one unit, that store's parcel); the delivery
 * estimate depends on the store's warehouse and the destination region (remote regions take longer).
 */
import { z } from '../zod';
import { centsSchema, skuNoSchema } from './amounts';
import { dbIdParam } from './primitives';

/** addressId only counts for a logged-in caller and must be theirs (404 otherwise). */
export const shipmentQuerySchema = z.object({
  skuNo: skuNoSchema,
  addressId: z.optional(dbIdParam),
});
export type ShipmentQuery = z.infer<typeof shipmentQuerySchema>;

/** Calendar dates (YYYY-MM-DD, China time) so every device shows the same days. */
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const shipmentDetailSchema = z.object({
  skuNo: z.string(),
  shipFrom: z.object({ storeNo: z.string(), storeName: z.string(), province: z.string(), city: z.string() }),
  /** 'address': the addressId asked for; 'default': the caller's default; 'generic': nobody/no address. */
  destination: z.object({
    source: z.enum(['address', 'default', 'generic']),
    addressId: z.nullable(z.number().check(z.int()).check(z.positive())),
    province: z.nullable(z.string()),
    city: z.nullable(z.string()),
    /** Text for the screen, e.g. '广东省 深圳市', or the generic region in the caller's language ('中国大陆'). */
    label: z.string(),
    remote: z.boolean(),
  }),
  estimatedDelivery: z.object({
    minDays: z.number().check(z.int()).check(z.positive()),
    maxDays: z.number().check(z.int()).check(z.positive()),
    from: dateSchema,
    to: dateSchema,
  }),
  freightCents: centsSchema,
  /** The store's parcel ships free from this amount (null: always free, e.g. luxury stores). */
  freeFreightFromCents: z.nullable(centsSchema),
  deliveryNote: z.string(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;
