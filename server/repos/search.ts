import type { SearchCard, SearchOrder, SearchSort } from '../../schemas/api/search';
import type { Queryable } from '../db/db';
import { fuzzyWord, likeContaining, likeStarting, searchWords } from '../domain/search-words';
import { stockStateOf } from '../domain/stock-state';
import type { SearchFilter, SearchRequest } from '../search/product-search';
import { IN_PURCHASE_PROGRAMME, SqlParams } from './product-cards';

/**
 * The SQL of the embedded search engine (server/search/postgres-search.ts): pg_trgm over the catalogue.
 * Each statement is composed from fragments with numbered parameters, never spliced values.
 */

/** How close a Latin word must be spelt to count (pg_trgm word_similarity, 0..1). */
const FUZZY_THRESHOLD = 0.4;
const SUGGEST_THRESHOLD = 0.5;

/** Everything a product can be found by: its names, brand, both category levels and their keywords. */
const HAYSTACK = `(p.name || ' ' || p.short_name || ' ' || p.brand || ' ' || c.name || ' '
  || coalesce(sc.name, '') || ' ' || coalesce(sc.keywords, ''))`;

const FROM_PRODUCTS = `products p
  JOIN categories c ON c.code = p.category_code
  JOIN stores s ON s.store_no = p.store_no
  LEFT JOIN product_sub_categories ps ON ps.spu_no = p.spu_no
  LEFT JOIN sub_categories sc ON sc.code = ps.sub_code`;

/** A buyable SKU now: in stock and on sale (stock-state.ts says the same in TypeScript). */
const buyable = (now: string) => `(k.stock > 0 AND (k.sale_start_at IS NULL OR k.sale_start_at <= ${now}))`;

/**
 * Conditions on the product (p, c, s, ps, sc) from the filter: each word is contained in the haystack,
 * or with `fuzzy` (Latin words only) spelt close to one of its words.
 */
function productConditions(f: SearchFilter, params: SqlParams, fuzzy: boolean): string[] {
  const where = ['p.status = 1', 's.status = 1'];
  for (const w of searchWords(f.keyword)) {
    const like = `${HAYSTACK} ILIKE ${params.add(likeContaining(w))}`;
    where.push(
      fuzzy && fuzzyWord(w)
        ? `(${like} OR word_similarity(${params.add(w)}, ${HAYSTACK}) >= ${FUZZY_THRESHOLD})`
        : like,
    );
  }
  if (f.categoryCode !== undefined) {
    const x = params.add(f.categoryCode);
    where.push(`(c.sc_code = ${x} OR c.code::text = ${x} OR ps.sub_code::text = ${x})`);
  }
  if (f.brand !== undefined) where.push(`lower(p.brand) = lower(${params.add(f.brand)})`);
  if (f.storeNo !== undefined) where.push(`p.store_no = ${params.add(f.storeNo)}`);
  if (f.directoryId !== undefined) {
    const d = params.add(f.directoryId);
    where.push(`p.spu_no IN (SELECT dp.spu_no FROM store_directory_products dp
      JOIN store_directories d ON d.directory_id = dp.directory_id
      WHERE d.store_no = p.store_no AND (d.directory_id = ${d} OR d.parent_id = ${d}))`);
  }
  return where;
}

/** Conditions on the SKU (k) a card may show. */
function skuConditions(f: SearchFilter, params: SqlParams, now: string): string[] {
  const where = ['k.status = 1'];
  if (f.minPriceCents !== undefined) where.push(`k.sale_price_cents >= ${params.add(f.minPriceCents)}`);
  if (f.maxPriceCents !== undefined) where.push(`k.sale_price_cents <= ${params.add(f.maxPriceCents)}`);
  if (f.inStock) where.push(buyable(now));
  if (f.ecnyOnly) where.push('(k.price_label = 8 OR k.ecny)');
  return where;
}

/** Relevance of a product to the whole query: a name that contains it beats a close spelling. */
function relevance(keyword: string, params: SqlParams): string {
  const kw = keyword.trim().toLowerCase();
  if (kw === '') return '0';
  const contains = params.add(likeContaining(kw));
  const starts = params.add(likeStarting(kw));
  const plain = params.add(kw);
  return `(CASE WHEN p.short_name ILIKE ${starts} THEN 3 WHEN p.short_name ILIKE ${contains} THEN 2
      WHEN p.name ILIKE ${contains} THEN 1.5 ELSE 0 END
    + CASE WHEN lower(p.brand) = ${plain} THEN 1 ELSE 0 END
    + word_similarity(${plain}, ${HAYSTACK}))`;
}

const DIRECTION: Record<SearchOrder, string> = { asc: 'ASC', desc: 'DESC' };
const SORT_COLUMN: Record<SearchSort, string> = {
  0: 'score',
  1: 'sales',
  2: 'approved_at',
  3: 'sale_price_cents',
};

/** The order of a sort key; later keys and finally the product number make it total, so pages never overlap. */
function orderBy(sort: SearchSort, order: SearchOrder): string {
  const first = `${SORT_COLUMN[sort]} ${DIRECTION[order]}`;
  const then = sort === 0 ? ', sales DESC' : '';
  return `${first}${then}, spu_no ASC`;
}

interface SearchRow {
  spu_no: string;
  sku_no: string;
  name: string;
  brand: string;
  store_no: string;
  store_name: string;
  image_url: string;
  sale_price_cents: number;
  market_price_cents: number;
  stock: number;
  activity_type: number | null;
  price_label: number | null;
  sale_start_at: number | null;
  purchase: boolean;
  sales: number;
  total: number;
  ord: number | null;
}

function toCard(r: SearchRow, now: number): SearchCard {
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    name: r.name,
    imageUrl: r.image_url,
    salePriceCents: r.sale_price_cents,
    marketPriceCents: r.market_price_cents,
    stockState: stockStateOf({
      stock: r.stock,
      activityType: r.activity_type,
      saleStartAt: r.sale_start_at === null ? null : Number(r.sale_start_at),
      now,
    }),
    // The CHECK constraints of the skus table hold these columns to the schema's literal values.
    activityType: r.activity_type as SearchCard['activityType'],
    priceLabel: r.price_label as SearchCard['priceLabel'],
    purchase: r.purchase,
    brand: r.brand,
    storeNo: r.store_no,
    storeName: r.store_name,
    salesVolume: Number(r.sales),
  };
}

/**
 * The products that pass the filter, one row each with the SKU its card shows: a buyable one before a
 * sold-out one, then the cheapest (price filters judge that SKU).
 */
function matchedProducts(
  f: SearchFilter,
  params: SqlParams,
  now: number,
  fuzzy: boolean,
  withScore: string | null,
): string {
  const t = params.add(now);
  const productWhere = productConditions(f, params, fuzzy).join(' AND ');
  const skuWhere = skuConditions(f, params, t).join(' AND ');
  return `SELECT DISTINCT ON (p.spu_no)
      p.spu_no, k.sku_no, p.name, p.brand, p.store_no, s.name AS store_name, k.image_url,
      k.sale_price_cents, k.market_price_cents, k.stock, k.activity_type, k.price_label, k.sale_start_at,
      ${IN_PURCHASE_PROGRAMME} AS purchase,
      coalesce(p.approved_at, p.created_at) AS approved_at,
      (SELECT coalesce(sum(x.sales_volume), 0) FROM skus x WHERE x.spu_no = p.spu_no AND x.status = 1)::int
        AS sales,
      ${withScore ?? '0'} AS score
    FROM ${FROM_PRODUCTS}
    JOIN skus k ON k.spu_no = p.spu_no
   WHERE ${productWhere} AND ${skuWhere}
   ORDER BY p.spu_no, ${buyable(t)} DESC, k.sale_price_cents ASC, k.sort ASC, k.sku_no ASC`;
}

/** One page and the total, in one statement (the total survives a page past the end). */
export async function searchProducts(
  db: Queryable,
  req: SearchRequest,
  now: number,
  fuzzy: boolean,
): Promise<{ items: SearchCard[]; total: number }> {
  const params = new SqlParams();
  const score = relevance(req.keyword, params);
  const matched = matchedProducts(req, params, now, fuzzy, score);
  const order = orderBy(req.sort, req.order);
  const limit = params.add(req.pageSize);
  const offset = params.add((req.pageNo - 1) * req.pageSize);
  const rows = await db.query<SearchRow>(
    `WITH matched AS (${matched}),
     page AS (
       SELECT *, row_number() OVER (ORDER BY ${order}) AS ord FROM matched ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}
     )
     SELECT page.*, t.total FROM (SELECT count(*)::int AS total FROM matched) t
       LEFT JOIN page ON true
      ORDER BY page.ord`,
    params.values,
  );
  const total = rows[0]?.total ?? 0;
  return { items: rows.filter((r) => r.ord !== null).map((r) => toCard(r, now)), total };
}

/** Brands of the matching products, the most products first. */
export async function searchBrands(
  db: Queryable,
  f: SearchFilter,
  now: number,
  fuzzy: boolean,
): Promise<{ name: string; count: number }[]> {
  const params = new SqlParams();
  const matched = matchedProducts(f, params, now, fuzzy, null);
  return db.query<{ name: string; count: number }>(
    `SELECT brand AS name, count(*)::int AS count FROM (${matched}) m
      GROUP BY brand ORDER BY count(*) DESC, brand ASC`,
    params.values,
  );
}

/**
 * Completions: on-shelf products' short names (found by their full name too, so "hua" offers Huawei's
 * models through HUAWEI), brands, category names and hot words that contain what is typed (or, for Latin,
 * are spelt close to it); those that start with it first.
 */
export async function suggestTerms(db: Queryable, prefix: string, limit: number): Promise<string[]> {
  const typed = prefix.trim().toLowerCase();
  const rows = await db.query<{ term: string }>(
    `WITH terms AS (
       SELECT DISTINCT ON (lower(t)) t AS term, hay, weight FROM (
         SELECT p.short_name AS t, p.name || ' ' || p.short_name AS hay, 2 AS weight
           FROM products p WHERE p.status = 1
         UNION ALL SELECT p.brand, p.brand, 3 FROM products p WHERE p.status = 1
         UNION ALL SELECT name, name, 1 FROM categories
         UNION ALL SELECT name, name, 1 FROM sub_categories
         UNION ALL SELECT word, word, 4 FROM search_hot_words
       ) x ORDER BY lower(t), weight DESC
     )
     SELECT term FROM terms
      WHERE hay ILIKE $1 OR ($4 AND word_similarity($3, term) >= ${SUGGEST_THRESHOLD})
      ORDER BY (term ILIKE $2) DESC, (term ILIKE $1) DESC, word_similarity($3, term) DESC, weight DESC,
               char_length(term), term
      LIMIT $5`,
    [likeContaining(typed), likeStarting(typed), typed, fuzzyWord(typed), limit],
  );
  return rows.map((r) => r.term);
}
