import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductCard, ProductCardsRequest, ProductCardsResult } from '../../schemas/api/productCard';
import type { BlockType } from '../../schemas/booth/block-types';
import type { Block } from '../../schemas/booth/blocks/index';
import { fetchProductCards, servedProductCards } from '../api/booth';
import { firstScreenFromServer } from '../lib/hydration';
import { preloadBlockTypes } from './blockComponents';
import { productRequestFor } from './productRequest';

/** Past this, render anyway: slow chunks or products show their own placeholders instead. */
const MAX_WAIT_MS = 3000;

export interface PreparedBlocks {
  /** The block chunks and the page's product data are in (or the wait ran out). */
  ready: boolean;
  /** Cards per product-row block id; undefined while still loading, [] when none (or the call failed). */
  productsFor: (blockId: string) => readonly ProductCard[] | undefined;
}

interface Prepared {
  key: string;
  ready: boolean;
  cards: ProductCardsResult | null | undefined;
}

/**
 * Gets a page's blocks ready before the first paint of the layout: the code of every block type on
 * the page and the product data for ALL its product rows (one batched call), in parallel. Painting
 * earlier would show placeholders that then change height and shift the page under the thumb.
 */
export function usePreparedBlocks(blocks: readonly Block[] | null): PreparedBlocks {
  const { key, types, request } = useMemo(() => {
    if (!blocks) return { key: null, types: [] as BlockType[], request: null };
    const types = [...new Set(blocks.map((b) => b.type))].sort();
    const request = productRequestFor(blocks);
    return { key: JSON.stringify([types, request]), types, request };
  }, [blocks]);
  // A server-rendered first screen starts ready with the cards it was rendered with (the page carries
  // them); its block chunks load during hydration, which keeps the server's markup meanwhile.
  const [state, setState] = useState<Prepared | null>(() => {
    if (key === null || !firstScreenFromServer()) return null;
    const cards = request ? servedProductCards(request as ProductCardsRequest) : {};
    return cards ? { key, ready: true, cards } : null;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: key captures types and request by content.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const update = (patch: Partial<Prepared>) =>
      live &&
      setState((prev) => ({
        key,
        ready: false,
        cards: undefined,
        ...(prev?.key === key ? prev : {}),
        ...patch,
      }));
    const kept = state?.key === key && state.cards !== undefined ? state.cards : undefined;
    const cards: Promise<ProductCardsResult | null> =
      kept !== undefined
        ? Promise.resolve(kept)
        : request
          ? fetchProductCards(request as ProductCardsRequest).catch(() => null)
          : Promise.resolve({});
    void cards.then((result) => update({ cards: result }));
    const timer = setTimeout(() => update({ ready: true }), MAX_WAIT_MS);
    void Promise.all([preloadBlockTypes(types), cards]).then(() => update({ ready: true }));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  const current = state?.key === key ? state : null;
  const hasRequest = request !== null;
  const cards = current?.cards;
  // Stable while the page's products are (the same answer object, however often the state around it is
  // replaced): a new function would re-render every block (runtime context).
  const productsFor = useCallback(
    (blockId: string) => {
      if (!hasRequest) return [];
      if (cards === undefined) return undefined;
      return cards?.[blockId] ?? [];
    },
    [hasRequest, cards],
  );
  return { ready: key !== null && current?.ready === true, productsFor };
}
