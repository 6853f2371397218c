import type { EcnyCategory, EcnySearchPage, EcnySearchQuery } from '../../schemas/api/ecny';
import { PriceLabel } from '../../schemas/api/product';
import type { ProductCard } from '../../schemas/api/productCard';
import { DEFAULT_ORDER } from '../../schemas/api/search';
import type { AppDeps } from '../config';
import { ecnyCategoryCounts } from '../repos/ecny';
import { productSearchFor } from '../search';
import { ecnyProducts } from './catalogue';

/**
 * Everything in the zone is payable in e-CNY: a card without a label of its own shows label 8 (数字人民币),
 * as the product page's theme does for SKUs operators flagged.
 */
const asEcny = <C extends { priceLabel: ProductCard['priceLabel'] }>(c: C): C =>
  c.priceLabel === null ? { ...c, priceLabel: PriceLabel.digitalYuan } : c;

/**
 * ecny-product-search. The zone's own list (no words, no category) keeps one card per eligible SKU; a
 * search inside the zone goes through the ProductSearch seam with the e-CNY filter, so it matches words
 * exactly as the mall-wide search does and moves to a search engine with it.
 */
export async function ecnySearch(deps: AppDeps, q: EcnySearchQuery): Promise<EcnySearchPage> {
  if (q.keyword === '' && q.categoryCode === undefined) {
    const sort = q.sort === 0 ? 1 : q.sort;
    const list = await ecnyProducts(deps, { sort, pageNo: q.pageNo, pageSize: q.pageSize });
    return { ...list, items: list.items.map(asEcny), keyword: '' };
  }
  const { items, total } = await productSearchFor(deps).search(
    {
      keyword: q.keyword,
      categoryCode: q.categoryCode,
      ecnyOnly: true,
      sort: q.sort,
      order: q.order ?? DEFAULT_ORDER[q.sort],
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    deps.config.clock(),
  );
  return {
    items: items.map(asEcny),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    hasMore: q.pageNo * q.pageSize < total,
    keyword: q.keyword,
  };
}

/** ecny-category-search: the zone's category chips. */
export async function ecnyCategories(deps: AppDeps): Promise<EcnyCategory[]> {
  const rows = await ecnyCategoryCounts(deps.db);
  return rows.map((r) => ({
    categoryCode: String(r.code),
    scCode: r.sc_code,
    name: r.name,
    productCount: r.products,
  }));
}
