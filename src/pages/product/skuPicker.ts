import { MAX_LINE_QUANTITY } from '../../../schemas/api/cart-v2';
import { ProductStatus, StockState, type StockStateValue } from '../../../schemas/api/product';

/**
 * State of the SKU picker sheet as a pure reducer: which SKU is chosen, how many, and what the
 * limits allow. Each SKU of an SPU carries one spec (the catalogue's specName), so choosing a spec
 * chooses the SKU.
 */
export interface SkuOption {
  skuNo: string;
  specName: string;
  status: 0 | 1;
  stockState: StockStateValue;
  salePriceCents: number;
  imageUrl: string;
  /** From the product base answer: units on hand and the most per order (the rule the server enforces). */
  stock?: number;
  purchaseLimit?: number;
}

export interface PickerState {
  skus: readonly SkuOption[];
  skuNo: string;
  quantity: number;
  /** Stock per SKU where known (the base answers carry it for every SKU). */
  stock: Readonly<Record<string, number>>;
  /** Most per order where known, from the same base answers. */
  purchaseLimit: Readonly<Record<string, number>>;
}

export type PickerAction =
  | { type: 'choose'; skuNo: string }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'increment' }
  | { type: 'decrement' }
  /** Fresh numbers for one SKU (e.g. re-read after stock changed under the shopper). */
  | { type: 'limits'; skuNo: string; stock?: number; purchaseLimit?: number }
  | { type: 'reset'; skus: readonly SkuOption[]; skuNo: string };

export const isSkuAvailable = (sku: SkuOption, stock?: number): boolean =>
  sku.status === ProductStatus.onShelf &&
  sku.stockState === StockState.inStock &&
  (stock === undefined || stock > 0);

export function maxQuantityOf(state: PickerState, skuNo = state.skuNo): number {
  const stock = state.stock[skuNo];
  const limit = state.purchaseLimit[skuNo];
  return Math.max(0, Math.min(stock ?? MAX_LINE_QUANTITY, limit ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
}

export const chosenSku = (state: PickerState): SkuOption | undefined =>
  state.skus.find((s) => s.skuNo === state.skuNo);

export const canBuyChosen = (state: PickerState): boolean => {
  const sku = chosenSku(state);
  return sku !== undefined && isSkuAvailable(sku, state.stock[sku.skuNo]) && maxQuantityOf(state) >= 1;
};

/** Whole number within [1, max]; with nothing available it stays 1 (the buttons are disabled then). */
function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(1, max)));
}

/** Limits the options carry, over the ones already known (options without numbers keep the old ones). */
function mergeLimits(
  state: Pick<PickerState, 'stock' | 'purchaseLimit'>,
  skus: readonly SkuOption[],
): Pick<PickerState, 'stock' | 'purchaseLimit'> {
  const stock = { ...state.stock };
  const purchaseLimit = { ...state.purchaseLimit };
  for (const sku of skus) {
    if (sku.stock !== undefined) stock[sku.skuNo] = sku.stock;
    if (sku.purchaseLimit !== undefined) purchaseLimit[sku.skuNo] = sku.purchaseLimit;
  }
  return { stock, purchaseLimit };
}

export function initialPicker(skus: readonly SkuOption[], skuNo: string): PickerState {
  return { skus, skuNo, quantity: 1, ...mergeLimits({ stock: {}, purchaseLimit: {} }, skus) };
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'reset': {
      const next = { ...state, ...mergeLimits(state, action.skus), skus: action.skus, skuNo: action.skuNo };
      return { ...next, quantity: clampQuantity(state.quantity, maxQuantityOf(next)) };
    }
    case 'choose': {
      const sku = state.skus.find((s) => s.skuNo === action.skuNo);
      if (!sku || !isSkuAvailable(sku, state.stock[sku.skuNo])) return state;
      return {
        ...state,
        skuNo: sku.skuNo,
        quantity: clampQuantity(state.quantity, maxQuantityOf(state, sku.skuNo)),
      };
    }
    case 'setQuantity':
      return { ...state, quantity: clampQuantity(action.quantity, maxQuantityOf(state)) };
    case 'increment':
      return { ...state, quantity: clampQuantity(state.quantity + 1, maxQuantityOf(state)) };
    case 'decrement':
      return { ...state, quantity: clampQuantity(state.quantity - 1, maxQuantityOf(state)) };
    case 'limits': {
      const stock =
        action.stock === undefined ? state.stock : { ...state.stock, [action.skuNo]: action.stock };
      const purchaseLimit =
        action.purchaseLimit === undefined
          ? state.purchaseLimit
          : { ...state.purchaseLimit, [action.skuNo]: action.purchaseLimit };
      const next = { ...state, stock, purchaseLimit };
      return { ...next, quantity: clampQuantity(state.quantity, maxQuantityOf(next)) };
    }
  }
}
