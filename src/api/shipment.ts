import { type ShipmentDetail, shipmentDetailSchema } from '../../schemas/api/shipment';
import { get } from './client';
import { FAST } from './product';

/**
 * Ship-from, delivery window and freight of one SKU. Without addressId the server uses the caller's
 * default address (or a generic region when nobody is logged in). speedFlag '1' picks the -v1 path.
 */
export const fetchShipment = (
  skuNo: string,
  speedFlag?: string,
  addressId?: number,
): Promise<ShipmentDetail> =>
  get(
    speedFlag === FAST ? '/api/channel/product-shipment-detail-v1' : '/api/channel/product-shipment-detail',
    { skuNo, addressId },
    { schema: shipmentDetailSchema, silent: true },
  );
