import { shipmentFreight, shipmentFreightV1 } from '../../schemas/api/endpoints/catalogue/shipment';
import type { ShipmentDetail } from '../../schemas/api/shipment';
import { call } from './call';
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
  call(
    speedFlag === FAST ? shipmentFreightV1 : shipmentFreight,
    { query: { skuNo, addressId } },
    { silent: true },
  );
