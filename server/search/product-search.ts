import type { SearchCard, SearchOrder, SearchSort } from '../../schemas/api/search';

/**
 * The seam in front of product search (ARCHITECTURE.md: "a search interface in front of PostgreSQL
 * trigram search, replaceable by OpenSearch or Meilisearch"). Routes and services speak only this; the
 * embedded default (postgres-search.ts) answers from the catalogue tables with pg_trgm. An engine that
 * takes over indexes the same fields: names, brand, category names and keywords, price, stock, sales.
 */

/** Which products: every field narrows; an empty keyword lists everything that passes the rest. */
export interface SearchFilter {
  /** Words as typed; a product matches when each word does (substring, or a close spelling). */
  keyword: string;
  /** Level 1 (20 or SC4) or level 2 (2001) of the category tree. */
  categoryCode?: string | undefined;
  brand?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  /** Only SKUs a shopper can buy now (in stock and on sale). */
  inStock?: boolean | undefined;
  storeNo?: string | undefined;
  /** A node of a store's own directory, its children included. */
  directoryId?: number | undefined;
  /** Only SKUs payable in e-CNY (price label 8 or flagged): the e-CNY zone's search. */
  ecnyOnly?: boolean | undefined;
}

export interface SearchRequest extends SearchFilter {
  sort: SearchSort;
  order: SearchOrder;
  pageNo: number;
  pageSize: number;
}

export interface ProductSearch {
  /** One page of cards, one per product, in a total order (ties broken by product number). */
  search(request: SearchRequest, now: number): Promise<{ items: SearchCard[]; total: number }>;
  /** Completions for what is typed so far, best first. */
  suggest(prefix: string, limit: number): Promise<string[]>;
  /** Brands of the products that pass the filter, with how many products each has. */
  brands(filter: SearchFilter, now: number): Promise<{ name: string; count: number }[]>;
}
