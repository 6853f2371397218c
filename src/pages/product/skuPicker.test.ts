import { describe, expect, it } from 'vitest';
import {
  canBuyChosen,
  initialPicker,
  isSkuAvailable,
  maxQuantityOf,
  type PickerState,
  pickerReducer,
  type SkuOption,
} from './skuPicker';

const sku = (skuNo: string, over: Partial<SkuOption> = {}): SkuOption => ({
  skuNo,
  specName: `spec ${skuNo}`,
  status: 1,
  stockState: 0,
  salePriceCents: 100,
  imageUrl: '',
  ...over,
});

const skus = [
  sku('A'),
  sku('B'),
  sku('SOLD', { stockState: 1 }),
  sku('OFF', { status: 0 }),
  sku('SOON', { stockState: 3 }),
];

const run = (state: PickerState, ...actions: Parameters<typeof pickerReducer>[1][]) =>
  actions.reduce(pickerReducer, state);

describe('SKU picker state', () => {
  it('choosing a spec picks its SKU', () => {
    const s = run(initialPicker(skus, 'A'), { type: 'choose', skuNo: 'B' });
    expect(s.skuNo).toBe('B');
  });

  it('unavailable SKUs cannot be chosen (sold out, off shelf, not started, zero stock)', () => {
    const start = initialPicker(skus, 'A');
    for (const skuNo of ['SOLD', 'OFF', 'SOON', 'nope']) {
      expect(run(start, { type: 'choose', skuNo }).skuNo).toBe('A');
    }
    const noStock = run(start, { type: 'limits', skuNo: 'B', stock: 0 }, { type: 'choose', skuNo: 'B' });
    expect(noStock.skuNo).toBe('A');
    expect(isSkuAvailable(sku('X'), 0)).toBe(false);
  });

  it('clamps the quantity to the stock', () => {
    const s = run(
      initialPicker(skus, 'A'),
      { type: 'limits', skuNo: 'A', stock: 3 },
      { type: 'increment' },
      { type: 'increment' },
      { type: 'increment' },
      { type: 'increment' },
    );
    expect(s.quantity).toBe(3);
    expect(run(s, { type: 'setQuantity', quantity: 40 }).quantity).toBe(3);
    expect(run(s, { type: 'setQuantity', quantity: 0 }).quantity).toBe(1);
    expect(run(s, { type: 'setQuantity', quantity: Number.NaN }).quantity).toBe(1);
    expect(run(s, { type: 'setQuantity', quantity: 2.7 }).quantity).toBe(2);
  });

  it('clamps the quantity to the purchase limit, also when learned from a refusal', () => {
    const s = run(
      initialPicker(skus, 'A'),
      { type: 'limits', skuNo: 'A', stock: 50, purchaseLimit: 5 },
      { type: 'setQuantity', quantity: 9 },
    );
    expect(s.quantity).toBe(5);
    const refused = run(s, { type: 'refused', skuNo: 'A', maxQuantity: 2 });
    expect(refused.quantity).toBe(2);
    expect(maxQuantityOf(refused)).toBe(2);
  });

  it('re-clamps when switching to a SKU with less stock', () => {
    const s = run(
      initialPicker(skus, 'A'),
      { type: 'limits', skuNo: 'B', stock: 2 },
      { type: 'setQuantity', quantity: 6 },
      { type: 'choose', skuNo: 'B' },
    );
    expect(s.quantity).toBe(2);
  });

  it('never goes below one and reports whether the chosen SKU can be bought', () => {
    const s = run(initialPicker(skus, 'A'), { type: 'decrement' }, { type: 'decrement' });
    expect(s.quantity).toBe(1);
    expect(canBuyChosen(s)).toBe(true);
    expect(canBuyChosen(initialPicker(skus, 'SOLD'))).toBe(false);
  });
});
