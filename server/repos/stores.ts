import type { StoreDetail, StoreInfo, StorePromise } from '../../schemas/api/store';
import type { Queryable } from '../db/db';
import type { CardFilter } from './product-cards';

/** Stores as shoppers see them: the catalogue row with its profile, licences and directory (migration 017). */

interface InfoRow {
  store_no: string;
  name: string;
  store_type: 'standard' | 'luxury';
  logo_url: string;
  description: string;
  rating_tenths: number | null;
  followers: number | null;
  promises: string[] | null;
  product_count: number;
}

// Products count when they and at least one of their SKUs are on shelf, as the lists show them.
const INFO_SELECT = `SELECT s.store_no, s.name, s.store_type, s.logo_url, s.description, sp.rating_tenths,
    sp.followers, sp.promises,
    (SELECT count(*)::int FROM products p WHERE p.store_no = s.store_no AND p.status = 1
        AND EXISTS (SELECT 1 FROM skus k WHERE k.spu_no = p.spu_no AND k.status = 1)) AS product_count
  FROM stores s LEFT JOIN store_profiles sp ON sp.store_no = s.store_no`;

const toInfo = (r: InfoRow): StoreInfo => ({
  storeNo: r.store_no,
  name: r.name,
  storeType: r.store_type,
  logoUrl: r.logo_url,
  description: r.description,
  rating: (r.rating_tenths ?? 0) / 10,
  followers: r.followers ?? 0,
  productCount: r.product_count,
  // The column's values are written from storePromiseSchema by the seed only.
  promises: (r.promises ?? []) as StorePromise[],
});

/** An open store (status 1); a closed or unknown one is absent. */
export async function findStoreInfo(db: Queryable, storeNo: string): Promise<StoreInfo | undefined> {
  const [row] = await db.query<InfoRow>(`${INFO_SELECT} WHERE s.store_no = $1 AND s.status = 1`, [storeNo]);
  return row ? toInfo(row) : undefined;
}

/** Open stores of one kind, best rated first, then by number. */
export async function listStores(db: Queryable, storeType: 'standard' | 'luxury'): Promise<StoreInfo[]> {
  const rows = await db.query<InfoRow>(
    `${INFO_SELECT} WHERE s.store_type = $1 AND s.status = 1
      ORDER BY sp.rating_tenths DESC NULLS LAST, s.store_no`,
    [storeType],
  );
  return rows.map(toInfo);
}

interface ProfileRow {
  goods_rating_tenths: number;
  service_rating_tenths: number;
  logistics_rating_tenths: number;
  company_name: string;
  city: string;
  service_phone: string;
  opened_at: number;
  offline_count: number;
}

type DetailExtras = Omit<StoreDetail, keyof StoreInfo>;

/** The details page's part beyond the header: ratings by part, company, licences, physical shops. */
export async function findStoreExtras(db: Queryable, storeNo: string): Promise<DetailExtras | undefined> {
  const [p] = await db.query<ProfileRow>(
    `SELECT goods_rating_tenths, service_rating_tenths, logistics_rating_tenths, company_name, city,
            service_phone, opened_at,
            (SELECT count(*)::int FROM offline_stores o WHERE o.store_no = sp.store_no AND o.status = 1)
              AS offline_count
       FROM store_profiles sp WHERE sp.store_no = $1`,
    [storeNo],
  );
  if (!p) return undefined;
  const licences = await db.query<{
    kind: DetailExtras['licences'][number]['kind'];
    number: string;
    issuer: string;
    valid_until: number | null;
  }>('SELECT kind, number, issuer, valid_until FROM store_licences WHERE store_no = $1 ORDER BY sort, kind', [
    storeNo,
  ]);
  return {
    goodsRating: p.goods_rating_tenths / 10,
    serviceRating: p.service_rating_tenths / 10,
    logisticsRating: p.logistics_rating_tenths / 10,
    companyName: p.company_name,
    city: p.city,
    servicePhone: p.service_phone,
    openedAt: Number(p.opened_at),
    offlineStoreCount: p.offline_count,
    licences: licences.map((l) => ({
      kind: l.kind,
      number: l.number,
      issuer: l.issuer,
      validUntil: l.valid_until === null ? null : Number(l.valid_until),
    })),
  };
}

export interface DirectoryRow {
  directoryId: number;
  parentId: number | null;
  name: string;
  /** On-shelf products hanging on this node itself (children not included). */
  ownCount: number;
}

/** Every node of a store's directory in display order (parents before their children's order). */
export async function listDirectories(db: Queryable, storeNo: string): Promise<DirectoryRow[]> {
  const rows = await db.query<{ directory_id: number; parent_id: number | null; name: string; n: number }>(
    `SELECT d.directory_id, d.parent_id, d.name,
            (SELECT count(*)::int FROM store_directory_products dp JOIN products p ON p.spu_no = dp.spu_no
              WHERE dp.directory_id = d.directory_id AND p.status = 1
                AND EXISTS (SELECT 1 FROM skus k WHERE k.spu_no = p.spu_no AND k.status = 1)) AS n
       FROM store_directories d WHERE d.store_no = $1
      ORDER BY d.sort, d.directory_id`,
    [storeNo],
  );
  return rows.map((r) => ({
    directoryId: r.directory_id,
    parentId: r.parent_id,
    name: r.name,
    ownCount: r.n,
  }));
}

/** Whether the directory node belongs to the store. */
export async function directoryInStore(
  db: Queryable,
  storeNo: string,
  directoryId: number,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM store_directories WHERE directory_id = $1 AND store_no = $2', [
    directoryId,
    storeNo,
  ]);
  return rows.length > 0;
}

/** Card filter: the store's products. */
export const inStore =
  (storeNo: string): CardFilter =>
  (params) =>
    `p.store_no = ${params.add(storeNo)}`;

/** Card filter: products hanging on the directory node or one of its children. */
export const inDirectory =
  (directoryId: number): CardFilter =>
  (params) => {
    const id = params.add(directoryId);
    return `EXISTS (SELECT 1 FROM store_directory_products dp JOIN store_directories d
                      ON d.directory_id = dp.directory_id
                     WHERE dp.spu_no = p.spu_no AND (d.directory_id = ${id} OR d.parent_id = ${id}))`;
  };
