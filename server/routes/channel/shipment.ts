import { Hono } from 'hono';
import type { Address } from '../../../schemas/api/address';
import { type ShipmentDetail, shipmentQuerySchema } from '../../../schemas/api/shipment';
import type { AppDeps } from '../../config';
import { isRemoteProvince } from '../../domain/pricing';
import { shipmentDetail } from '../../domain/shipping';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { optionalUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { defaultAddress, getAddress } from '../../repos/addresses';
import { loadSkuFacts } from '../../repos/sku-facts';

const GENERIC: ShipmentDetail['destination'] = {
  source: 'generic',
  addressId: null,
  province: null,
  city: null,
  label: 'Mainland China',
  remote: false,
};

const toDestination = (a: Address, source: 'address' | 'default'): ShipmentDetail['destination'] => ({
  source,
  addressId: a.addressId,
  province: a.province,
  city: a.city,
  label: a.province === a.city ? a.city : `${a.province} ${a.city}`,
  remote: isRemoteProvince(a.province),
});

/**
 * Mounted at /api/channel: product-shipment-detail and -v1 (public). A logged-in caller gets the
 * estimate for the address asked for (theirs only) or their default one; anybody else a generic region.
 */
export function shipmentRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;

  // Both paths answer the same shape; the client picks -v1 by speedFlag, as with price and price-v1.
  for (const path of ['/product-shipment-detail', '/product-shipment-detail-v1']) {
    r.get(path, optionalUser(deps), async (c) => {
      const q = parseQuery(c, shipmentQuerySchema);
      const sku = (await loadSkuFacts(db, [q.skuNo])).get(q.skuNo);
      if (!sku) throw notFound(`product ${q.skuNo} not found`);
      const customerId = c.get('user')?.customerId;
      let destination = GENERIC;
      if (customerId !== undefined) {
        if (q.addressId !== undefined) {
          destination = toDestination(await getAddress(db, customerId, q.addressId), 'address');
        } else {
          const fallback = await defaultAddress(db, customerId);
          if (fallback) destination = toDestination(fallback, 'default');
        }
      }
      return sendOk(
        c,
        shipmentDetail({
          skuNo: sku.skuNo,
          storeNo: sku.storeNo,
          storeName: sku.storeName,
          storeType: sku.storeType,
          priceCents: sku.priceCents,
          destination,
          now: config.clock(),
        }),
      );
    });
  }
  return r;
}
