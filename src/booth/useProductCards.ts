import { useEffect, useMemo, useState } from 'react';
import type { ProductCard, ProductCardsRequest, ProductCardsResult } from '../../schemas/api/productCard';
import type { Block } from '../../schemas/booth/blocks/index';
import { fetchProductCards } from '../api/booth';
import { productRequestFor } from './productRequest';

/**
 * Product data for every product row of the page, fetched in ONE call. Rows read their cards by
 * block id; undefined means still loading, an empty list means nothing to show (or the call failed).
 */
export function useProductCards(
  blocks: readonly Block[],
): (blockId: string) => readonly ProductCard[] | undefined {
  const request = useMemo(() => productRequestFor(blocks), [blocks]);
  const requestKey = request ? JSON.stringify(request) : '';
  const [cards, setCards] = useState<{ key: string; result: ProductCardsResult | null } | null>(null);

  useEffect(() => {
    if (!requestKey) return;
    let live = true;
    // Keyed on the request's content: validation hands out new block objects on every render.
    fetchProductCards(JSON.parse(requestKey) as ProductCardsRequest).then(
      (result) => live && setCards({ key: requestKey, result }),
      () => live && setCards({ key: requestKey, result: null }),
    );
    return () => {
      live = false;
    };
  }, [requestKey]);

  return (blockId: string) => {
    if (!request) return [];
    if (!cards || cards.key !== requestKey) return undefined;
    return cards.result?.[blockId] ?? [];
  };
}
