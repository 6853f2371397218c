import { useCallback, useEffect, useRef } from 'react';
import type { CartQueryResult, CartSetNumResult, CartTrialResult } from '../../../schemas/api/cart-v2';
import { queryCart, setLineQuantity, trialCart } from '../../api/cart';
import { errorMessage, isApiError } from '../../api/errors';
import { hasData } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';
import { counts } from '../../session/counts';
import { toast } from '../../ui/toast';
import { createQuantityQueue, type QuantityQueue } from './quantityQueue';

const isEmptyCart = (cart: CartQueryResult) => cart.stores.length === 0 && cart.invalidLines.length === 0;

/** Applies a line's quantity wherever the line sits (valid lines are grouped by store). */
function withQuantity(cart: CartQueryResult, lineId: number, quantity: number): CartQueryResult {
  return {
    ...cart,
    stores: cart.stores.map((store) =>
      store.lines.some((l) => l.lineId === lineId)
        ? { ...store, lines: store.lines.map((l) => (l.lineId === lineId ? { ...l, quantity } : l)) }
        : store,
    ),
  };
}

/**
 * The cart's data: the server's view, quantity writes through the merge-and-order queue, and the
 * server-side trial totals, recalculated whenever the selection or a quantity settles.
 */
export function useCart() {
  const queueRef = useRef<QuantityQueue | null>(null);
  const idleWaiters = useRef<Array<() => void>>([]);
  /** Asks the server for the totals again (set once the trial's hook exists below). */
  const recalc = useRef(() => {});

  /** A fresh server view; lines with writes under way keep showing the shopper's latest wish. */
  const viewOf = useCallback((cart: CartQueryResult): CartQueryResult => {
    const queue = queueRef.current;
    let view = cart;
    for (const store of cart.stores) {
      for (const line of store.lines) {
        queue?.seed(line.lineId, line.quantity, line.seq);
        const wish = queue?.display(line.lineId);
        if (wish !== undefined) view = withQuantity(view, line.lineId, wish);
      }
    }
    return view;
  }, []);

  /** The badge and the totals follow every server view the screen takes. */
  const settle = useCallback((cart: CartQueryResult) => {
    counts.cart = cart.summary.count;
    if (!queueRef.current?.busy()) recalc.current();
  }, []);

  // Back from another page or app (bfcache, app switch): the cart may have changed meanwhile (reshow).
  const { state, reload, update } = useScreenData(async () => viewOf(await queryCart()), {
    key: 'cart',
    isEmpty: isEmptyCart,
    reshow: true,
    onData: settle,
  });

  // The server's totals for the selection: read once the cart is in, again whenever it settles. Without a
  // trial (it failed) the bar falls back to the summary's goods total, so nothing is hidden.
  const totals = useScreenData(() => trialCart().catch((): CartTrialResult | null => null), {
    key: 'cart-trial',
    part: true,
    enabled: hasData(state),
  });
  recalc.current = totals.reload;
  const trial = totals.state.status === 'ready' ? totals.state.data : null;

  /** An action's answer (the whole cart) replaces the screen's view. */
  const accept = useCallback(
    (cart: CartQueryResult) => {
      update(() => viewOf(cart));
      settle(cart);
    },
    [update, viewOf, settle],
  );

  useEffect(() => {
    const queue = createQuantityQueue<CartSetNumResult>({
      send: setLineQuantity,
      onQuantity: (lineId, quantity) => update((cart) => withQuantity(cart, lineId, quantity)),
      onResult: (_, result) => {
        counts.cart = result.count;
      },
      onError: (_, error) => {
        if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
      },
      onIdle: () => {
        recalc.current();
        for (const wake of idleWaiters.current.splice(0)) wake();
      },
    });
    queueRef.current = queue;
    return () => {
      queue.dispose();
      queueRef.current = null;
    };
  }, [update]);

  const setQuantity = useCallback((lineId: number, quantity: number) => {
    queueRef.current?.set(lineId, quantity);
  }, []);

  /** Resolves once no quantity write is waiting or in flight (checkout must see the final numbers). */
  const whenSettled = useCallback(
    (): Promise<void> =>
      queueRef.current?.busy()
        ? new Promise<void>((resolve) => idleWaiters.current.push(resolve))
        : Promise.resolve(),
    [],
  );

  return { state, trial, calculating: totals.pending, accept, reload, setQuantity, whenSettled };
}
