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
}

export interface PickerState {
  skus: readonly SkuOption[];
  skuNo: string;
  quantity: number;
  /** Stock per SKU where known (the base call answers it for one SKU at a time). */
  stock: Readonly<Record<string, number>>;
  /** Most per order where known; learned from the product or from a refused add-to-cart. */
  purchaseLimit: Readonly<Record<string, number>>;
}

export type PickerAction =
  | { type: 'choose'; skuNo: string }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'limits'; skuNo: string; stock?: number; purchaseLimit?: number }
  /** The server refused a quantity and said how many are allowed now. */
  | { type: 'refused'; skuNo: string; maxQuantity: number }
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

export function initialPicker(skus: readonly SkuOption[], skuNo: string): PickerState {
  return { skus, skuNo, quantity: 1, stock: {}, purchaseLimit: {} };
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'reset':
      return {
        ...state,
        skus: action.skus,
        skuNo: action.skuNo,
        quantity: clampQuantity(state.quantity, maxQuantityOf(state, action.skuNo)),
      };
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
    case 'refused': {
      const next = {
        ...state,
        purchaseLimit: { ...state.purchaseLimit, [action.skuNo]: action.maxQuantity },
      };
      return { ...next, quantity: clampQuantity(state.quantity, maxQuantityOf(next)) };
    }
  }
}
