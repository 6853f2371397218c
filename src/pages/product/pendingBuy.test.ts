import { describe, expect, it } from 'vitest';
import {
  forgetPendingBuy,
  PENDING_BUY_TTL_MS,
  peekPendingBuy,
  rememberPendingBuy,
  takePendingBuy,
} from './pendingBuy';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

const buy = { action: 'cart' as const, skuNo: 'SKU2000202', quantity: 2, at: 1000 };

describe('pending buy across the sign-on', () => {
  it('is kept per product and taken once: a reload after the add finds nothing', () => {
    const store = memory();
    rememberPendingBuy(store, 'SPU20002', buy);
    expect(peekPendingBuy(store, 'SPU20001', 2000)).toBeNull();
    expect(peekPendingBuy(store, 'SPU20002', 2000)).toEqual(buy);
    expect(takePendingBuy(store, 'SPU20002', 2000)).toEqual(buy);
    expect(takePendingBuy(store, 'SPU20002', 2000)).toBeNull();
  });

  it('is dropped when the sign-on was abandoned long ago', () => {
    const store = memory();
    rememberPendingBuy(store, 'SPU20002', buy);
    expect(takePendingBuy(store, 'SPU20002', buy.at + PENDING_BUY_TTL_MS + 1)).toBeNull();
    expect(peekPendingBuy(store, 'SPU20002', buy.at)).toBeNull();
  });

  it('ignores what it did not write, and can be forgotten', () => {
    const store = memory();
    store.setItem('mall:pendingBuy:SPU20002', '{"action":"steal","skuNo":"x","quantity":1,"at":1000}');
    expect(peekPendingBuy(store, 'SPU20002', 1000)).toBeNull();
    store.setItem('mall:pendingBuy:SPU20002', 'not json');
    expect(peekPendingBuy(store, 'SPU20002', 1000)).toBeNull();
    rememberPendingBuy(store, 'SPU20002', { ...buy, action: 'buy' });
    forgetPendingBuy(store, 'SPU20002');
    expect(peekPendingBuy(store, 'SPU20002', 1000)).toBeNull();
  });
});
