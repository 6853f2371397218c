import { describe, expect, it } from 'vitest';
import { listingActionsOf } from '../../../schemas/api/listing-operator';
import { type OperatorShelf, SHELF_MAX_ITEMS } from '../../../schemas/api/shelves';
import { shelfBody, shelfFormOf, shelfMovedBody, shelfProblems } from './shelfForm';

const shelf: OperatorShelf = {
  shelfNo: 'SH001',
  title: '新机速递',
  subtitle: '当季旗舰',
  sort: 2,
  status: 1,
  // One chosen SKU is off sale: it has no card, but the operator's choice stays.
  items: [],
  skuNos: ['SKU2000101', 'SKU2000201'],
  phase: 'listed',
  actions: ['edit', 'withdraw'],
};

describe('shelf form', () => {
  it('shows a shelf with every chosen SKU and sends it back unchanged', () => {
    const form = shelfFormOf(shelf);
    expect(form.skuNos).toBe('SKU2000101\nSKU2000201');
    expect(shelfBody(form)).toEqual({
      title: '新机速递',
      subtitle: '当季旗舰',
      sort: 2,
      status: 1,
      skuNos: ['SKU2000101', 'SKU2000201'],
    });
    expect(shelfProblems(form).size).toBe(0);
  });

  it('takes SKUs pasted with commas or spaces, in order', () => {
    const form = { ...shelfFormOf(shelf), skuNos: 'SKU1, SKU2  SKU3\n\nSKU4' };
    expect(shelfBody(form).skuNos).toEqual(['SKU1', 'SKU2', 'SKU3', 'SKU4']);
  });

  it('names the fields the schema refuses; one bad SKU marks the SKU box', () => {
    const shown = shelfFormOf(shelf);
    const bad = { ...shown, shelfNo: 'SH 1', title: '', sort: 'x', skuNos: 'SKU1 SKU#2' };
    expect([...shelfProblems(bad)].sort()).toEqual(['shelfNo', 'skuNos', 'sort', 'title']);
    const tooMany = Array.from({ length: SHELF_MAX_ITEMS + 1 }, (_, i) => `SKU${i}`).join(' ');
    expect([...shelfProblems({ ...shown, skuNos: tooMany })]).toEqual(['skuNos']);
    expect([...shelfProblems({ ...shown, skuNos: '' })]).toEqual(['skuNos']);
  });

  it('refuses a new shelf under a number already listed', () => {
    const fresh = { ...shelfFormOf(shelf), shelfNo: ' SH001 ' };
    expect([...shelfProblems(fresh, new Set(['SH001', 'SH002']))]).toEqual(['shelfNoTaken']);
    expect(shelfProblems({ ...fresh, shelfNo: 'SH003' }, new Set(['SH001'])).size).toBe(0);
  });

  it('withdraws or restores by saving the whole shelf with the other status', () => {
    expect(shelfMovedBody(shelf, 'withdraw')).toEqual({ ...shelfBody(shelfFormOf(shelf)), status: 0 });
    expect(shelfMovedBody({ ...shelf, status: 0 }, 'restore').status).toBe(1);
    expect(listingActionsOf('listed')).toEqual(['edit', 'withdraw']);
    expect(listingActionsOf('withdrawn')).toEqual(['edit', 'restore']);
  });
});
