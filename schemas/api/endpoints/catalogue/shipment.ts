/**
 * The shipment endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { shipmentDetailSchema, shipmentQuerySchema } from '../../shipment';

const CHANNEL = '/api/channel';

/** Both paths answer the same; the client picks -v1 by speedFlag, as with price and price-v1. */
export const shipmentFreight = endpoint({
  method: 'get',
  path: `${CHANNEL}/product-shipment-detail`,
  auth: 'shopper-if-signed-in',
  query: shipmentQuerySchema,
  result: shipmentDetailSchema,
});

export const shipmentFreightV1 = endpoint({
  method: 'get',
  path: `${CHANNEL}/product-shipment-detail-v1`,
  auth: 'shopper-if-signed-in',
  query: shipmentQuerySchema,
  result: shipmentDetailSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const shipmentEndpoints = {
  shipment: shipmentFreight,
  shipmentV1: shipmentFreightV1,
};
