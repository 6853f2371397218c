import type { ProductPage } from '../../schemas/api/productCard';
import type { Queryable } from '../db/db';
import { type CardFilter, listCards } from '../repos/product-cards';

/** Shared by the paged lists: one page of cards in the productPageSchema shape. */
export async function productPage(
  db: Queryable,
  q: { sort: 1 | 2 | 3; pageNo: number; pageSize: number },
  filters: CardFilter[],
  grain: 'spu' | 'sku',
  now: number,
): Promise<ProductPage> {
  const { items, total } = await listCards(db, { filters, grain, ...q }, now);
  return { items, pageNo: q.pageNo, pageSize: q.pageSize, total, hasMore: q.pageNo * q.pageSize < total };
}
