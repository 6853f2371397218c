import { useCallback, useEffect, useState } from 'react';
import type { ProductPrice } from '../../../schemas/api/product';
import { errorMessage, isApiError } from '../../api/errors';
import {
  FAST,
  fetchProductBase,
  fetchProductBaseFast,
  fetchProductPrice,
  type ProductFastInfo,
  type ProductFullInfo,
  type ProductKey,
} from '../../api/product';

export type ProductState =
  | { status: 'loading' }
  | { status: 'error'; message: string; handled: boolean }
  | {
      status: 'ready';
      fast: ProductFastInfo;
      price: ProductPrice;
      /** The full base (description, images, SKUs); null until it arrives or when it failed. */
      full: ProductFullInfo | null;
    };

/**
 * speedFlag '1' (spec §3): the fast base-v1 and price-v1 paint the page first; the full base fills
 * in the description and the SKU list afterwards. A failed full base keeps the fast page usable.
 */
export function useProduct(key: ProductKey) {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { spuNo, skuNo } = key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger for a retry.
  useEffect(() => {
    let current = true;
    const k = { spuNo, skuNo };
    setState({ status: 'loading' });
    Promise.all([fetchProductBaseFast(k), fetchProductPrice(k, FAST)]).then(
      ([fast, price]) => {
        if (!current) return;
        setState({ status: 'ready', fast, price, full: null });
        fetchProductBase(k).then(
          (full) => {
            if (current) setState((s) => (s.status === 'ready' ? { ...s, full } : s));
          },
          () => {},
        );
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'error',
            message: errorMessage(error),
            handled: isApiError(error) && error.handled,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [spuNo, skuNo, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
