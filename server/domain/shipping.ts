import type { ShipmentDetail } from '../../schemas/api/shipment';
import { freeFreightFrom, freightFor, isRemoteProvince, REMOTE_SURCHARGE_CENTS } from './pricing';
import { provinceKey } from './provinces';

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
  ST1001: { province: '广东省', city: '深圳市', dispatchDays: 1 },
  ST1002: { province: '上海市', city: '上海市', dispatchDays: 1 },
  ST1003: { province: '广东省', city: '佛山市', dispatchDays: 2 },
  ST1004: { province: '浙江省', city: '杭州市', dispatchDays: 1 },
  ST1005: { province: '上海市', city: '上海市', dispatchDays: 1 },
  ST1006: { province: '浙江省', city: '宁波市', dispatchDays: 1 },
  ST1007: { province: '广东省', city: '深圳市', dispatchDays: 1 },
  LX2001: { province: '上海市', city: '上海市', dispatchDays: 2 },
  LX2002: { province: '上海市', city: '上海市', dispatchDays: 2 },
  LX2003: { province: '上海市', city: '上海市', dispatchDays: 2 },
};
const FALLBACK_WAREHOUSE: Warehouse = { province: '广东省', city: '广州市', dispatchDays: 2 };

export const warehouseOf = (storeNo: string): Warehouse => WAREHOUSES[storeNo] ?? FALLBACK_WAREHOUSE;

/** Carrier regions, by short Chinese name (provinces.ts): a parcel within one is a day faster. */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  south: ['广东', '广西', '海南', '福建'],
  east: ['上海', '浙江', '江苏', '安徽', '山东', '江西'],
  north: ['北京', '天津', '河北', '山西', '内蒙古'],
  central: ['湖北', '湖南', '河南'],
  northeast: ['辽宁', '吉林', '黑龙江'],
  southwest: ['四川', '重庆', '贵州', '云南'],
  northwest: ['陕西', '甘肃', '宁夏', '青海'],
};
const regionOf = (province: string): string | undefined => {
  const key = provinceKey(province);
  return Object.keys(REGIONS).find((r) => REGIONS[r]?.includes(key));
};

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
  if (provinceKey(from) === provinceKey(to)) return SAME_PROVINCE_DAYS;
  const region = regionOf(to);
  return region !== undefined && region === regionOf(from) ? SAME_REGION_DAYS : CROSS_REGION_DAYS;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** China keeps UTC+8 all year; the dates are the shopper's calendar days wherever the server runs. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const chinaDate = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The notes' wording in the caller's language (server/i18n/shipment.ts); the domain only picks them. */
export interface ShipmentNoteWords {
  remote: (surcharge: string) => string;
  insured: string;
  freeFrom: (amount: string) => string;
  free: string;
  addAddress: string;
  /** Two notes in a row: nothing after a Chinese full stop, a space in English. */
  joinNotes: (a: string, b: string) => string;
}

export interface ShipmentInput {
  skuNo: string;
  storeNo: string;
  storeName: string;
  storeType: string;
  priceCents: number;
  destination: ShipmentDetail['destination'];
  now: number;
  words: ShipmentNoteWords;
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

  const w = i.words;
  const notes: string[] = [];
  if (isRemoteProvince(to)) notes.push(w.remote(yuan(REMOTE_SURCHARGE_CENTS)));
  if (freeFrom === null) notes.push(w.insured);
  else if (i.priceCents < freeFrom) notes.push(w.freeFrom(yuan(freeFrom)));
  else notes.push(w.free);
  if (to === null) notes.push(w.addAddress);

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
    deliveryNote: notes.reduce(w.joinNotes),
  };
}
