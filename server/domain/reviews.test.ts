import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '../../schemas/api/order-status';
import { addressChangeRefusal } from './address-change';
import { orderDueTimes } from './order-timers';
import { followUpRefusal, goodPercent, maskedAuthor, storeReviewStates, writeRefusal } from './reviews';

const ORDER_STATUSES = orderStatusSchema.options;

describe('who may review', () => {
  it('opens reviews only once the goods arrived (received or completed), once per item', () => {
    for (const status of ORDER_STATUSES) {
      const refusal = writeRefusal({ orderItemNo: 'I1', status }, false);
      if (status === 'received' || status === 'completed') expect(refusal).toBeNull();
      else expect(refusal).toEqual({ refusal: 'review_not_open', orderItemNo: 'I1', status });
    }
    expect(writeRefusal({ orderItemNo: 'I1', status: 'received' }, true)).toEqual({
      refusal: 'review_exists',
      orderItemNo: 'I1',
    });
  });

  it('allows one follow-up', () => {
    expect(followUpRefusal({ reviewNo: 'RV1', followUpAt: null })).toBeNull();
    expect(followUpRefusal({ reviewNo: 'RV1', followUpAt: 5 })).toEqual({
      refusal: 'follow_up_exists',
      reviewNo: 'RV1',
    });
  });
});

describe('what the product page shows', () => {
  it('masks the author to a first character, or none when anonymous', () => {
    expect(maskedAuthor('Li Wei', false)).toBe('L*');
    expect(maskedAuthor('王芳', false)).toBe('王*');
    expect(maskedAuthor('😀smile', false)).toBe('😀*');
    expect(maskedAuthor('Li Wei', true)).toBeNull();
    expect(maskedAuthor('  ', false)).toBeNull();
  });

  it('rounds the good share down, so 199 of 200 never reads 100 %', () => {
    expect(goodPercent(0, 0)).toBeNull();
    expect(goodPercent(200, 199)).toBe(99);
    expect(goodPercent(3, 2)).toBe(66);
    expect(goodPercent(4, 4)).toBe(100);
  });
});

describe('changing the receiver', () => {
  const order = (status: (typeof ORDER_STATUSES)[number], province = 'Beijing') => ({
    orderNo: 'MO1',
    status,
    province,
  });

  it('is allowed before shipping only', () => {
    for (const status of ORDER_STATUSES) {
      const refusal = addressChangeRefusal(order(status), 'Zhejiang');
      if (status === 'awaiting_payment' || status === 'paid') expect(refusal).toBeNull();
      else expect(refusal).toMatchObject({ refusal: 'transition_refused', status });
    }
  });

  it('is refused across the remote-province line that changes the freight', () => {
    expect(addressChangeRefusal(order('paid'), 'Xinjiang')).toEqual({
      refusal: 'address_change_freight',
      orderNo: 'MO1',
    });
    expect(addressChangeRefusal(order('paid', 'Xinjiang'), 'Tibet')).toBeNull();
  });
});

describe('order timers', () => {
  const timers = { autoReceiveMs: 100, autoCompleteMs: 1000 };
  it('says when a shipped order is received and a received one completes, and nothing otherwise', () => {
    expect(orderDueTimes({ status: 'shipped', shippedAt: 5, receivedAt: null }, timers)).toEqual({
      autoReceiveAt: 105,
    });
    expect(orderDueTimes({ status: 'received', shippedAt: 5, receivedAt: 50 }, timers)).toEqual({
      autoCompleteAt: 1050,
    });
    expect(orderDueTimes({ status: 'paid', shippedAt: null, receivedAt: null }, timers)).toEqual({});
    expect(orderDueTimes({ status: 'completed', shippedAt: 5, receivedAt: 50 }, timers)).toEqual({});
  });
});

describe('storeReviewStates', () => {
  const stores = [
    { orderStoreNo: 'S1', items: [{ orderItemNo: 'I1' }, { orderItemNo: 'I2' }] },
    { orderStoreNo: 'S2', items: [{ orderItemNo: 'I3' }] },
  ];
  it('says none, some or all of each part is reviewed', () => {
    expect(storeReviewStates(stores, new Set())).toEqual({ S1: 'none', S2: 'none' });
    expect(storeReviewStates(stores, new Set(['I1']))).toEqual({ S1: 'some', S2: 'none' });
    expect(storeReviewStates(stores, new Set(['I1', 'I2', 'I3']))).toEqual({ S1: 'all', S2: 'all' });
  });
});
