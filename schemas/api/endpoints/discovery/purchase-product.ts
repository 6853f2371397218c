/**
 * The purchaseProduct endpoints of discovery.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { endpoint } from '../../endpoint';
import {
  purchaseBaseQuerySchema,
  purchaseBaseSchema,
  purchaseShipmentQuerySchema,
  purchaseShipmentSchema,
} from '../../purchase-product';

const CHANNEL = '/api/channel';

export const purchaseProductBase = endpoint({
  method: 'get',
  path: `${CHANNEL}/purchase-product/base`,
  auth: 'shopper-if-signed-in',
  query: purchaseBaseQuerySchema,
  result: purchaseBaseSchema,
});

export const purchaseProductShipment = endpoint({
  method: 'get',
  path: `${CHANNEL}/purchase-product/shipment-detail`,
  auth: 'shopper-if-signed-in',
  query: purchaseShipmentQuerySchema,
  result: purchaseShipmentSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const purchaseProductEndpoints = {
  base: purchaseProductBase,
  shipment: purchaseProductShipment,
};
