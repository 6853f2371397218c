import type { OfflineKind, OfflineStore } from '../../schemas/api/store';
import type { Queryable } from '../db/db';
import { SqlParams } from './product-cards';

/**
 * The brands' physical shops (migration 017). Distances are the database's: earthdistance's great-circle
 * metres between ll_to_earth points, so the order and the figure shown come from one computation.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

interface Row {
  offline_no: string;
  store_no: string;
  store_name: string;
  name: string;
  kind: OfflineKind;
  city: string;
  district: string;
  address: string;
  phone: string;
  opens_at: string;
  closes_at: string;
  latitude: number;
  longitude: number;
  distance: number | null;
}

const toShop = (r: Row): OfflineStore => ({
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
  distanceMeters: r.distance === null ? null : Math.round(Number(r.distance)),
});

/** The distance expression from a point given as parameters, or NULL without one. */
function distanceSql(params: SqlParams, at: Point | undefined): string {
  if (!at) return 'NULL::float8';
  const lat = params.add(at.latitude);
  const lng = params.add(at.longitude);
  return `earth_distance(ll_to_earth(${lat}::float8, ${lng}::float8), ll_to_earth(o.latitude, o.longitude))`;
}

const COLUMNS = `o.offline_no, o.store_no, s.name AS store_name, o.name, o.kind, o.city, o.district, o.address,
  o.phone, o.opens_at, o.closes_at, o.latitude, o.longitude`;
// Shops of closed stores are not shown, like their products.
const OPEN = 'o.status = 1 AND s.status = 1';

export interface OfflineQuery {
  storeNo?: string | undefined;
  kind?: OfflineKind | undefined;
  at?: Point | undefined;
  pageNo: number;
  pageSize: number;
}

function whereOf(params: SqlParams, q: Pick<OfflineQuery, 'storeNo' | 'kind'>): string {
  const where = [OPEN];
  if (q.storeNo) where.push(`o.store_no = ${params.add(q.storeNo)}`);
  if (q.kind) where.push(`o.kind = ${params.add(q.kind)}`);
  return where.join(' AND ');
}

/** One page, nearest first from `at` (ties by number), else by city and number; with the total. */
export async function listOfflineStores(
  db: Queryable,
  q: OfflineQuery,
): Promise<{ items: OfflineStore[]; total: number }> {
  const params = new SqlParams();
  const where = whereOf(params, q);
  const distance = distanceSql(params, q.at);
  const order = q.at ? 'distance ASC, offline_no ASC' : 'city ASC, offline_no ASC';
  const limit = params.add(q.pageSize);
  const offset = params.add((q.pageNo - 1) * q.pageSize);
  const rows = await db.query<Row & { total: number }>(
    `SELECT ${COLUMNS}, ${distance} AS distance, count(*) OVER ()::int AS total
       FROM offline_stores o JOIN stores s ON s.store_no = o.store_no
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const first = rows[0];
  if (first) return { items: rows.map(toShop), total: first.total };
  // A page past the end has no row to carry the count.
  const countParams = new SqlParams();
  const [c] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM offline_stores o JOIN stores s ON s.store_no = o.store_no
      WHERE ${whereOf(countParams, q)}`,
    countParams.values,
  );
  return { items: [], total: c?.n ?? 0 };
}

export async function findOfflineStore(
  db: Queryable,
  offlineNo: string,
  at: Point | undefined,
): Promise<OfflineStore | undefined> {
  const params = new SqlParams();
  const no = params.add(offlineNo);
  const distance = distanceSql(params, at);
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS}, ${distance} AS distance
       FROM offline_stores o JOIN stores s ON s.store_no = o.store_no
      WHERE o.offline_no = ${no} AND ${OPEN}`,
    params.values,
  );
  return row ? toShop(row) : undefined;
}

/** How many open shops of each kind (of one store, or all). */
export async function countOfflineKinds(
  db: Queryable,
  storeNo: string | undefined,
): Promise<{ kind: OfflineKind; count: number }[]> {
  const rows = await db.query<{ kind: OfflineKind; n: number }>(
    `SELECT o.kind, count(*)::int AS n FROM offline_stores o JOIN stores s ON s.store_no = o.store_no
      WHERE ${OPEN} AND ($1::text IS NULL OR o.store_no = $1)
      GROUP BY o.kind`,
    [storeNo ?? null],
  );
  return rows.map((r) => ({ kind: r.kind, count: r.n }));
}

/** Metres from `at` to each known open shop, keyed by number. */
export async function distancesTo(
  db: Queryable,
  offlineNos: readonly string[],
  at: Point,
): Promise<Map<string, number>> {
  const params = new SqlParams();
  const list = params.add(JSON.stringify(offlineNos));
  const distance = distanceSql(params, at);
  const rows = await db.query<{ offline_no: string; distance: number }>(
    `SELECT o.offline_no, ${distance} AS distance
       FROM offline_stores o JOIN stores s ON s.store_no = o.store_no
      WHERE o.offline_no IN (SELECT jsonb_array_elements_text(${list}::jsonb)) AND ${OPEN}`,
    params.values,
  );
  return new Map(rows.map((r) => [r.offline_no, Math.round(Number(r.distance))]));
}
