import type { ShipmentDetail } from '../../schemas/api/shipment';
import { freeFreightFrom, freightFor, isRemoteProvince, REMOTE_SURCHARGE_CENTS } from './pricing';

/** Where a store's parcels leave from, and how many days it takes to hand them to the carrier. */
export interface Warehouse {
  province: string;
  city: string;
  dispatchDays: number;
}

/**
 * The catalogue has no warehouse column, so the seeded stores' warehouses live here; any other store
 * ships from the fallback. Luxury houses take a day longer: goods are authenticated and sealed first.
 */
const WAREHOUSES: Readonly<Record<string, Warehouse>> = {
  ST1001: { province: 'Guangdong', city: 'Shenzhen', dispatchDays: 1 },
  ST1002: { province: 'Shanghai', city: 'Shanghai', dispatchDays: 1 },
  ST1003: { province: 'Guangdong', city: 'Foshan', dispatchDays: 2 },
  ST1004: { province: 'Zhejiang', city: 'Hangzhou', dispatchDays: 1 },
  ST1005: { province: 'Shanghai', city: 'Shanghai', dispatchDays: 1 },
  ST1006: { province: 'Zhejiang', city: 'Ningbo', dispatchDays: 1 },
  ST1007: { province: 'Guangdong', city: 'Shenzhen', dispatchDays: 1 },
  LX2001: { province: 'Shanghai', city: 'Shanghai', dispatchDays: 2 },
  LX2002: { province: 'Shanghai', city: 'Shanghai', dispatchDays: 2 },
  LX2003: { province: 'Shanghai', city: 'Shanghai', dispatchDays: 2 },
};
const FALLBACK_WAREHOUSE: Warehouse = { province: 'Guangdong', city: 'Guangzhou', dispatchDays: 2 };

export const warehouseOf = (storeNo: string): Warehouse => WAREHOUSES[storeNo] ?? FALLBACK_WAREHOUSE;

/** Carrier regions: a parcel within one region is a day faster than one crossing regions. */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  south: ['Guangdong', 'Guangxi', 'Hainan', 'Fujian'],
  east: ['Shanghai', 'Zhejiang', 'Jiangsu', 'Anhui', 'Shandong', 'Jiangxi'],
  north: ['Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Inner Mongolia'],
  central: ['Hubei', 'Hunan', 'Henan'],
  northeast: ['Liaoning', 'Jilin', 'Heilongjiang'],
  southwest: ['Sichuan', 'Chongqing', 'Guizhou', 'Yunnan'],
  northwest: ['Shaanxi', 'Gansu', 'Ningxia', 'Qinghai'],
};
const regionOf = (province: string): string | undefined =>
  Object.keys(REGIONS).find((r) => REGIONS[r]?.includes(province));

const SAME_PROVINCE_DAYS = 1;
const SAME_REGION_DAYS = 2;
const CROSS_REGION_DAYS = 3;
/** Remote regions: trunk lines run less often and the last leg is long. */
const REMOTE_EXTRA_DAYS = 3;
/** How much later than the earliest day a parcel may arrive; wider where the last leg is long. */
const SPREAD_DAYS = 1;
const REMOTE_SPREAD_DAYS = 3;
const GENERIC_SPREAD_DAYS = 2;

/** Carrier days from the warehouse to the province (null: not known yet, a typical mainland parcel). */
export function transitDays(from: string, to: string | null): number {
  if (to === null) return CROSS_REGION_DAYS;
  if (isRemoteProvince(to)) return CROSS_REGION_DAYS + REMOTE_EXTRA_DAYS;
  if (from === to) return SAME_PROVINCE_DAYS;
  const region = regionOf(to);
  return region !== undefined && region === regionOf(from) ? SAME_REGION_DAYS : CROSS_REGION_DAYS;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** China keeps UTC+8 all year; the dates are the shopper's calendar days wherever the server runs. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const chinaDate = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface ShipmentInput {
  skuNo: string;
  storeNo: string;
  storeName: string;
  storeType: string;
  priceCents: number;
  destination: ShipmentDetail['destination'];
  now: number;
}

/** The product page's shipment line: warehouse, delivery window, one unit's freight and a note. */
export function shipmentDetail(i: ShipmentInput): ShipmentDetail {
  const from = warehouseOf(i.storeNo);
  const to = i.destination.province;
  const minDays = from.dispatchDays + transitDays(from.province, to);
  const spread = to === null ? GENERIC_SPREAD_DAYS : isRemoteProvince(to) ? REMOTE_SPREAD_DAYS : SPREAD_DAYS;
  const maxDays = minDays + spread;
  // One unit in its own parcel: exactly what the order calculation would charge for it.
  const freightCents = freightFor(i.storeType, i.priceCents, to);
  const freeFrom = freeFreightFrom(i.storeType);

  const notes: string[] = [];
  if (isRemoteProvince(to)) {
    notes.push(
      `Remote region: delivery takes longer and each parcel costs ${yuan(REMOTE_SURCHARGE_CENTS)} more.`,
    );
  }
  if (freeFrom === null) notes.push('Ships insured; signature required on delivery.');
  else if (i.priceCents < freeFrom)
    notes.push(`Free shipping on orders from ${yuan(freeFrom)} at this store.`);
  else notes.push('Free shipping.');
  if (to === null) notes.push('Add a delivery address for an exact estimate.');

  return {
    skuNo: i.skuNo,
    shipFrom: { storeNo: i.storeNo, storeName: i.storeName, province: from.province, city: from.city },
    destination: i.destination,
    estimatedDelivery: {
      minDays,
      maxDays,
      from: chinaDate(i.now + minDays * DAY_MS),
      to: chinaDate(i.now + maxDays * DAY_MS),
    },
    freightCents,
    freeFreightFromCents: freeFrom,
    deliveryNote: notes.join(' '),
  };
}
