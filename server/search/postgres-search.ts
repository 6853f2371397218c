import type { Queryable } from '../db/db';
import { fuzzyWord, searchWords } from '../domain/search-words';
import { searchBrands, searchProducts, suggestTerms } from '../repos/search';
import type { ProductSearch, SearchFilter } from './product-search';

/** Whether a close spelling could find more than the words as typed. */
const canBeFuzzy = (f: SearchFilter) => searchWords(f.keyword).some(fuzzyWord);

/**
 * The embedded engine: PostgreSQL (or PGlite) with pg_trgm, reading the catalogue tables directly, so a
 * product is findable the moment it is on shelf. Words are matched as typed first; only when that finds
 * nothing are Latin words allowed a close spelling (iphnoe → iPhone), so "iphone" never drags in every
 * "smartphone". At scale an OpenSearch or Meilisearch engine implements ProductSearch from an index fed
 * by catalogue changes.
 */
export function postgresProductSearch(db: Queryable): ProductSearch {
  return {
    async search(request, now) {
      const exact = await searchProducts(db, request, now, false);
      if (exact.total > 0 || !canBeFuzzy(request)) return exact;
      return searchProducts(db, request, now, true);
    },
    suggest: (prefix, limit) => suggestTerms(db, prefix, limit),
    async brands(filter, now) {
      const exact = await searchBrands(db, filter, now, false);
      if (exact.length > 0 || !canBeFuzzy(filter)) return exact;
      return searchBrands(db, filter, now, true);
    },
  };
}
