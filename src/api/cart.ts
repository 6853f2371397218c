import type { InstalmentStage } from '../../schemas/api/amounts';
import {
  type CartAddResult,
  type CartQueryResult,
  type CartSetNumResult,
  type CartTrialResult,
  cartAddResultSchema,
  cartCountResultSchema,
  cartJumpQueryResultSchema,
  cartQueryResultSchema,
  cartSetNumResultSchema,
  cartTrialLineSchema,
  cartTrialResultSchema,
} from '../../schemas/api/cart-v2';
import { post } from './client';

const CART = '/api/shoppingcart/shopping-cart';

export const addToCart = (skuNo: string, quantity: number): Promise<CartAddResult> =>
  post(`${CART}/add-v2`, { skuNo, quantity }, { schema: cartAddResultSchema });

/** silent: the cart page shows its own skeleton, and re-reads on pageshow must not flash the spinner. */
export const queryCart = (silent = true): Promise<CartQueryResult> =>
  post(`${CART}/query-v2`, {}, { schema: cartQueryResultSchema, silent });

/** Absolute quantity; seq orders the writes to one line server-side. */
export const setLineQuantity = (lineId: number, quantity: number, seq: number): Promise<CartSetNumResult> =>
  post(`${CART}/set-sku-num`, { lineId, quantity, seq }, { schema: cartSetNumResultSchema, silent: true });

/** lineIds undefined selects or clears every line. */
export const selectLines = (lineIds: number[] | undefined, selected: boolean): Promise<CartQueryResult> =>
  post(`${CART}/select`, lineIds ? { lineIds, selected } : { selected }, { schema: cartQueryResultSchema });

export const deleteLines = (lineIds: number[]): Promise<CartQueryResult> =>
  post(`${CART}/delete`, { lineIds }, { schema: cartQueryResultSchema });

export const moveLinesToFavor = (lineIds: number[]): Promise<CartQueryResult> =>
  post(`${CART}/move-collection`, { lineIds }, { schema: cartQueryResultSchema });

export const clearCart = (scope: 'all' | 'invalid') =>
  post(`${CART}/clear`, { scope }, { schema: cartCountResultSchema });

/** Totals of the selected lines; silent because the bottom bar shows its own 'calculating'. */
export const trialCart = (): Promise<CartTrialResult> =>
  post(`${CART}/trial`, {}, { schema: cartTrialResultSchema, silent: true });

export const switchStage = (lineId: number, stage: InstalmentStage | null) =>
  post(`${CART}/switch-stage`, { lineId, stage }, { schema: cartTrialLineSchema });

/** Checks the selection can go to confirmation and returns the confirmToken for it. */
export const jumpQuery = () => post(`${CART}/jump-query`, {}, { schema: cartJumpQueryResultSchema });
