import {
  type PurchaseBase,
  type PurchaseShipment,
  purchaseBaseSchema,
  purchaseShipmentSchema,
} from '../../schemas/api/purchase-product';
import { get } from './client';

const BASE = '/api/channel/purchase-product';

/** The programme's terms and the shopper's quota (silent: the panel decorates the product page). */
export const fetchPurchaseBase = (spuNo: string): Promise<PurchaseBase> =>
  get(`${BASE}/base`, { spuNo }, { schema: purchaseBaseSchema, silent: true });

export const fetchPurchaseShipment = (skuNo: string): Promise<PurchaseShipment> =>
  get(`${BASE}/shipment-detail`, { skuNo }, { schema: purchaseShipmentSchema, silent: true });
