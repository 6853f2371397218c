import type { InstalmentStage } from '../../schemas/api/amounts';
import type { CartQueryResult, CartSetNumResult, CartTrialResult } from '../../schemas/api/cart-v2';
import {
  cartClear,
  cartDelete,
  cartJumpQuery,
  cartMoveToFavourites,
  cartSelect,
  cartSetQuantity,
  cartSwitchStage,
  cartTrial,
  cartView,
} from '../../schemas/api/endpoints/cart/cart';
import { call } from './call';

/* The cart page's calls, declared in schemas/api/endpoints/cart/cart.ts (ADR 0063); adding is in cartAdd.ts. */

/** silent: the cart page shows its own skeleton, and re-reads on pageshow must not flash the spinner. */
export const queryCart = (silent = true): Promise<CartQueryResult> => call(cartView, {}, { silent });

/** Absolute quantity; seq orders the writes to one line server-side. */
export const setLineQuantity = (lineId: number, quantity: number, seq: number): Promise<CartSetNumResult> =>
  call(cartSetQuantity, { body: { lineId, quantity, seq } }, { silent: true });

/** lineIds undefined selects or clears every line. */
export const selectLines = (lineIds: number[] | undefined, selected: boolean): Promise<CartQueryResult> =>
  call(cartSelect, { body: lineIds ? { lineIds, selected } : { selected } });

export const deleteLines = (lineIds: number[]): Promise<CartQueryResult> =>
  call(cartDelete, { body: { lineIds } });

export const moveLinesToFavor = (lineIds: number[]): Promise<CartQueryResult> =>
  call(cartMoveToFavourites, { body: { lineIds } });

export const clearCart = (scope: 'all' | 'invalid') => call(cartClear, { body: { scope } });

/** Totals of the selected lines; silent because the bottom bar shows its own 'calculating'. */
export const trialCart = (): Promise<CartTrialResult> => call(cartTrial, { body: {} }, { silent: true });

export const switchStage = (lineId: number, stage: InstalmentStage | null) =>
  call(cartSwitchStage, { body: { lineId, stage } });

/** Checks the selection can go to confirmation and returns the confirmToken for it. */
export const jumpQuery = () => call(cartJumpQuery, { body: {} });
