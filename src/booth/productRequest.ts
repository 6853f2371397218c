import type { ProductCardsRequest } from '../../schemas/api/productCard';
import type { Block } from '../../schemas/booth/blocks/index';

/** Gathers the sources of every product row on the page into the one batched product call. */
export function productRequestFor(blocks: readonly Block[]): ProductCardsRequest | null {
  const rows: ProductCardsRequest['rows'] = [];
  for (const block of blocks) {
    if (block.type !== 'productRows') continue;
    const source = block.props.source;
    if (source.kind === 'skus') rows.push({ key: block.id, skuNos: [...source.skuNos] });
    else
      rows.push({
        key: block.id,
        query: {
          categoryCode: source.categoryCode,
          couponNo: source.couponNo,
          sort: source.sort,
          pageSize: source.pageSize,
        },
      });
  }
  return rows.length > 0 ? { rows } : null;
}
