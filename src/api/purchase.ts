import {
  purchaseProductBase,
  purchaseProductShipment,
} from '../../schemas/api/endpoints/discovery/purchase-product';
import type { PurchaseBase, PurchaseShipment } from '../../schemas/api/purchase-product';
import { call } from './call';

/** The programme's terms and the shopper's quota (silent: the panel decorates the product page). */
export const fetchPurchaseBase = (spuNo: string): Promise<PurchaseBase> =>
  call(purchaseProductBase, { query: { spuNo } }, { silent: true });

export const fetchPurchaseShipment = (skuNo: string): Promise<PurchaseShipment> =>
  call(purchaseProductShipment, { query: { skuNo } }, { silent: true });
