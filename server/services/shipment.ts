import type { Address } from '../../schemas/api/address';
import type { ShipmentDetail } from '../../schemas/api/shipment';
import type { AppDeps } from '../config';
import { isRemoteProvince } from '../domain/pricing';
import { shipmentDetail } from '../domain/shipping';
import { currentTexts } from '../i18n/request-lang';
import { shipmentServerMessages } from '../i18n/shipment';
import { defaultAddress } from '../repos/addresses';
import { loadSkuFacts } from '../repos/sku-facts';
import { ownAddress } from './addresses';
import { refuse, settle } from './outcome';

const generic = (label: string): ShipmentDetail['destination'] => ({
  source: 'generic',
  addressId: null,
  province: null,
  city: null,
  label,
  remote: false,
});

const toDestination = (a: Address, source: 'address' | 'default'): ShipmentDetail['destination'] => ({
  source,
  addressId: a.addressId,
  province: a.province,
  city: a.city,
  label: a.province === a.city ? a.city : `${a.province} ${a.city}`,
  remote: isRemoteProvince(a.province),
});

/**
 * The delivery estimate of one SKU. A logged-in caller gets it for the address asked for (theirs only) or
 * their default one; anybody else (customerId undefined) a generic region.
 */
export function shipmentEstimate(
  deps: AppDeps,
  customerId: number | undefined,
  q: { skuNo: string; addressId?: number | undefined },
) {
  const { db, config } = deps;
  return settle(async () => {
    const sku = (await loadSkuFacts(db, [q.skuNo])).get(q.skuNo);
    if (!sku) return refuse({ refusal: 'product_not_found', skuNo: q.skuNo });
    const words = currentTexts(shipmentServerMessages);
    let destination = generic(words.mainland);
    if (customerId !== undefined) {
      if (q.addressId !== undefined) {
        destination = toDestination(await ownAddress(db, customerId, q.addressId), 'address');
      } else {
        const fallback = await defaultAddress(db, customerId);
        if (fallback) destination = toDestination(fallback, 'default');
      }
    }
    return shipmentDetail({
      skuNo: sku.skuNo,
      storeNo: sku.storeNo,
      storeName: sku.storeName,
      storeType: sku.storeType,
      priceCents: sku.priceCents,
      destination,
      now: config.clock(),
      words,
    });
  });
}
