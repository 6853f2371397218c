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

  it('clamps the quantity to the purchase limit the product answer carries', () => {
    const s = run(
      initialPicker(skus, 'A'),
      { type: 'limits', skuNo: 'A', stock: 50, purchaseLimit: 5 },
      { type: 'setQuantity', quantity: 9 },
    );
    expect(s.quantity).toBe(5);
    const restocked = run(s, { type: 'limits', skuNo: 'A', stock: 2 });
    expect(restocked.quantity).toBe(2);
    expect(maxQuantityOf(restocked)).toBe(2);
  });

  it('knows the stock and limit of every SKU from the options, before anything is chosen', () => {
    const withLimits = [sku('A', { stock: 10, purchaseLimit: 2 }), sku('B', { stock: 0, purchaseLimit: 99 })];
    const s = initialPicker(withLimits, 'A');
    expect(maxQuantityOf(s)).toBe(2);
    expect(run(s, { type: 'choose', skuNo: 'B' }).skuNo).toBe('A');
    // The full answer arrives: its numbers replace the first ones, the quantity follows.
    const full = run(run(s, { type: 'setQuantity', quantity: 2 }), {
      type: 'reset',
      skus: [sku('A', { stock: 1, purchaseLimit: 2 }), sku('B', { stock: 4 })],
      skuNo: 'A',
    });
    expect(full.quantity).toBe(1);
    expect(run(full, { type: 'choose', skuNo: 'B' }).skuNo).toBe('B');
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
