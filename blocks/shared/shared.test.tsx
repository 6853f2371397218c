import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartItemsLabel } from './cart';
import { imagePriority } from './image-priority';
import { blockSharedMessages } from './messages';
import { moneyParts, priceParts } from './price-parts';

describe('priceParts', () => {
  it('splits cents into integer and two-digit decimal', () => {
    expect(priceParts(123456)).toEqual({ integer: '1234', decimal: '56' });
    expect(priceParts(5)).toEqual({ integer: '0', decimal: '05' });
  });

  it('shows 0 for zero, negative and non-finite amounts', () => {
    for (const cents of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(priceParts(cents)).toEqual({ integer: '0', decimal: '00' });
    }
  });
});

describe('moneyParts', () => {
  it('cuts the amount as the app formats money: sign, grouped integer, decimals', () => {
    expect(moneyParts(599900, 'zh-CN')).toEqual({ sign: '¥', integer: '5,999', decimal: '.00' });
    expect(moneyParts(123456789, 'en')).toEqual({ sign: '¥', integer: '1,234,567', decimal: '.89' });
    expect(moneyParts(Number.NaN, 'zh-CN')).toEqual({ sign: '¥', integer: '0', decimal: '.00' });
  });
});

describe('imagePriority', () => {
  it('is high for first-screen flow blocks, normal for overlays, lazy below', () => {
    expect(imagePriority(0, 2)).toBe('high');
    expect(imagePriority(1, 2)).toBe('high');
    expect(imagePriority(2, 2)).toBe('lazy');
    expect(imagePriority(-1, 2)).toBe('normal');
  });
});

describe('cart badge', () => {
  it('is empty at 0, a number to 99 and 99+ above', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartItemsLabel(1, blockSharedMessages.en)).toBe('1 item');
    expect(cartItemsLabel(2, blockSharedMessages.en)).toBe('2 items');
    expect(cartItemsLabel(120, blockSharedMessages['zh-CN'])).toBe('99+ 件商品');
  });
});
