/**
 * A product page's route, with no imports: every screen with a product link uses it, and as a leaf of the
 * booth folders it loads with the kit's other leaves (scripts/chunk-groups.ts), not with the booth pipeline
 * (link-path.ts there pulled it into the order and group-buy pages, +11 KB each).
 */

/** What a product's page is addressed by; `purchase` when a card says it is in a purchase programme. */
export interface ProductRef {
  spuNo: string;
  skuNo: string;
  purchase?: boolean | undefined;
}

/**
 * The one route of a product's page, for every card link, list row and booth product row: a product in
 * the bank's purchase programme (集采, ADR 0017) opens /xhProduct/detail with its batches and limit, any
 * other /product/detail. A link that does not know (an order line, an operator's SKU link) is the latter.
 */
export function productPath({ spuNo, skuNo, purchase }: ProductRef): string {
  const route = purchase === true ? '/xhProduct/detail' : '/product/detail';
  return `${route}/${encodeURIComponent(spuNo)}/${encodeURIComponent(skuNo)}`;
}
