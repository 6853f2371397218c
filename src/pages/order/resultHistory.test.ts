import { afterEach, describe, expect, it } from 'vitest';
import { hasOrderBehind, putOrderBehindResult } from './resultHistory';

const RESULT = '/mbankmall/order/result?orderNo=O1&payStatus=success';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('putOrderBehindResult', () => {
  it('puts the order detail behind the result, so Back leads to the order and not the cashier', async () => {
    window.history.replaceState({ usr: null, key: 'cashier', idx: 3 }, '', '/cashier/pay?payToken=t');
    window.history.pushState({ usr: null, key: 'r', idx: 4 }, '', RESULT);
    const length = window.history.length;
    putOrderBehindResult('O1');
    expect(`${window.location.pathname}${window.location.search}`).toBe(RESULT);
    expect(hasOrderBehind()).toBe(true);
    expect(window.history.length).toBe(length + 1);

    const back = new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );
    window.history.back();
    await back;
    expect(`${window.location.pathname}${window.location.search}`).toBe('/mbankmall/order/detail?orderNo=O1');
  });

  it('does it once per result entry: a reload of the result adds nothing', () => {
    window.history.pushState({ usr: null, key: 'r', idx: 1 }, '', RESULT);
    putOrderBehindResult('O1');
    const length = window.history.length;
    putOrderBehindResult('O1');
    expect(window.history.length).toBe(length);
  });
});
