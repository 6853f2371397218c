import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '../../../schemas/api/order-status';
import { amountWording } from './amountWording';
import { orderMessages } from './messages';

const zh = orderMessages['zh-CN'];

describe('amountWording', () => {
  it('a cancelled order neither was paid nor is to pay: it states its total', () => {
    expect(zh[amountWording('cancelled')]).toBe(zh.orderTotal);
    expect(amountWording('cancelled')).not.toBe('paid');
    expect(amountWording('cancelled')).not.toBe('toPay');
  });

  it('only an order awaiting payment reads "to pay"; every paid state reads "paid"', () => {
    const wording = Object.fromEntries(orderStatusSchema.options.map((s) => [s, amountWording(s)]));
    expect(wording).toEqual({
      awaiting_payment: 'toPay',
      paid: 'paid',
      shipped: 'paid',
      received: 'paid',
      completed: 'paid',
      cancelled: 'orderTotal',
    });
  });
});
