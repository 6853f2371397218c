import type {
  OfflineStoreCreate,
  OfflineStoreEdit,
  OperatorOfflineStore,
  OperatorStore,
} from '../../schemas/api/store-operator';
import type { Queryable } from '../db/db';

/**
 * Stores and the brands' physical shops as operators see and change them (ADR 0068): every row, closed
 * ones included (the shoppers' reads in stores.ts and offline-stores.ts show open ones only). Store rows
 * are catalogue rows: changing one moves the product caches' epoch here and the SKU versions elsewhere
 * (migration 037), so a closed store's products leave every process's pages.
 */

interface StoreRow {
  store_no: string;
  name: string;
  store_type: 'standard' | 'luxury';
  status: number;
  product_count: number;
  offline_count: number;
}

export async function listOperatorStores(db: Queryable): Promise<OperatorStore[]> {
  const rows = await db.query<StoreRow>(
    `SELECT s.store_no, s.name, s.store_type, s.status,
            (SELECT count(*)::int FROM products p WHERE p.store_no = s.store_no) AS product_count,
            (SELECT count(*)::int FROM offline_stores o WHERE o.store_no = s.store_no) AS offline_count
       FROM stores s ORDER BY s.store_no`,
  );
  return rows.map((r) => ({
    storeNo: r.store_no,
    name: r.name,
    storeType: r.store_type,
    phase: r.status === 1 ? 'open' : 'closed',
    productCount: r.product_count,
    offlineCount: r.offline_count,
  }));
}

/** Opens or closes a store; false for an unknown one. Setting the state it has already changes nothing. */
export async function setStoreOpen(db: Queryable, storeNo: string, open: boolean): Promise<boolean> {
  const rows = await db.query<{ store_no: string }>(
    `UPDATE stores SET status = $2 WHERE store_no = $1 AND status <> $2 RETURNING store_no`,
    [storeNo, open ? 1 : 0],
  );
  if (rows.length > 0) return true;
  return (await db.query('SELECT 1 FROM stores WHERE store_no = $1', [storeNo])).length > 0;
}

interface OfflineRow {
  offline_no: string;
  store_no: string;
  store_name: string;
  name: string;
  kind: OperatorOfflineStore['kind'];
  city: string;
  district: string;
  address: string;
  phone: string;
  opens_at: string;
  closes_at: string;
  latitude: number;
  longitude: number;
  status: number;
}

const toShop = (r: OfflineRow): OperatorOfflineStore => ({
  offlineNo: r.offline_no,
  storeNo: r.store_no,
  storeName: r.store_name,
  name: r.name,
  kind: r.kind,
  city: r.city,
  district: r.district,
  address: r.address,
  phone: r.phone,
  opensAt: r.opens_at,
  closesAt: r.closes_at,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  phase: r.status === 1 ? 'open' : 'closed',
});

const SHOP_SELECT = `SELECT o.offline_no, o.store_no, s.name AS store_name, o.name, o.kind, o.city, o.district,
    o.address, o.phone, o.opens_at, o.closes_at, o.latitude, o.longitude, o.status
  FROM offline_stores o JOIN stores s ON s.store_no = o.store_no`;

export async function listOperatorOfflineStores(db: Queryable): Promise<OperatorOfflineStore[]> {
  const rows = await db.query<OfflineRow>(`${SHOP_SELECT} ORDER BY o.store_no, o.offline_no`);
  return rows.map(toShop);
}

export async function findOperatorOfflineStore(
  db: Queryable,
  offlineNo: string,
): Promise<OperatorOfflineStore | undefined> {
  const [row] = await db.query<OfflineRow>(`${SHOP_SELECT} WHERE o.offline_no = $1`, [offlineNo]);
  return row ? toShop(row) : undefined;
}

export const storeExists = async (db: Queryable, storeNo: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM stores WHERE store_no = $1', [storeNo])).length > 0;

const fieldValues = (s: OfflineStoreEdit) => [
  s.storeNo,
  s.name,
  s.kind,
  s.city,
  s.district,
  s.address,
  s.phone,
  s.opensAt,
  s.closesAt,
  s.latitude,
  s.longitude,
];

/** A new open shop; false when the number is taken (by any shop). */
export async function insertOfflineStore(db: Queryable, s: OfflineStoreCreate): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO offline_stores (offline_no, store_no, name, kind, city, district, address, phone, opens_at,
       closes_at, latitude, longitude, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1)
     ON CONFLICT (offline_no) DO NOTHING RETURNING offline_no`,
    [s.offlineNo, ...fieldValues(s)],
  );
  return rows.length > 0;
}

/** Replaces a shop's fields (its state stays); false for an unknown number. */
export async function updateOfflineStore(
  db: Queryable,
  offlineNo: string,
  s: OfflineStoreEdit,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE offline_stores SET store_no = $2, name = $3, kind = $4, city = $5, district = $6, address = $7,
            phone = $8, opens_at = $9, closes_at = $10, latitude = $11, longitude = $12
      WHERE offline_no = $1 RETURNING offline_no`,
    [offlineNo, ...fieldValues(s)],
  );
  return rows.length > 0;
}

/** Opens or closes a shop; false for an unknown number. */
export async function setOfflineStoreOpen(db: Queryable, offlineNo: string, open: boolean): Promise<boolean> {
  const rows = await db.query(
    'UPDATE offline_stores SET status = $2 WHERE offline_no = $1 RETURNING offline_no',
    [offlineNo, open ? 1 : 0],
  );
  return rows.length > 0;
}
