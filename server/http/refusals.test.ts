import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../schemas/api/envelope';
import { LoginErrorCodes } from '../../schemas/api/login';
import { quantityRefusal } from '../domain/cart-rules';
import { refuseTransition } from '../domain/order-machine';
import type { SkuFacts } from '../domain/sku-availability';
import { refusalMessages } from '../i18n/refusals';
import { ApiError } from './errors';
import { accepted, refusalError } from './refusals';

/** Outside a request the server speaks its default language. */
const t = refusalMessages['zh-CN'];

const sku: SkuFacts = {
  skuNo: 'S1',
  spuNo: 'P1',
  name: 'Tea',
  specName: '250 g',
  imageUrl: '/tea.svg',
  priceCents: 1200,
  stock: 3,
  skuStatus: 1,
  spuStatus: 1,
  storeStatus: 1,
  storeNo: 'ST1',
  storeName: 'Tea House',
  storeType: 'self',
  categoryCode: 1,
  activityType: null,
  priceLabel: null,
  saleStartAt: null,
};

describe('refusal table', () => {
  it('answers a value untouched and throws the mapped ApiError for a refusal', () => {
    expect(accepted({ ok: true, value: 7 })).toBe(7);
    expect(() => accepted({ ok: false, refusal: 'order_not_found', orderNo: 'MO1' })).toThrow(ApiError);
  });

  it('keeps the status, resCode, message and result the clients already read', () => {
    const short = quantityRefusal(sku, { maxQuantity: 3, purchaseLimit: 5 }, 4);
    expect(short && refusalError(short)).toMatchObject({
      status: 409,
      code: ErrorCodes.conflict,
      message: t.stockShort('Tea', 3),
      result: { maxQuantity: 3, stock: 3, purchaseLimit: 5 },
    });
    expect(
      refusalError(refuseTransition('cancel', 'paid', 'use apply-cancel-transaction for a refund')),
    ).toMatchObject({
      status: 409,
      message: t.transitionRefused('取消', '已付款', '如需退款请申请取消交易'),
      result: { status: 'paid' },
    });
    expect(refusalError({ refusal: 'login_code_expired' })).toMatchObject({
      status: 200,
      code: LoginErrorCodes.expiredCode,
      message: t.loginCodeExpired,
    });
    expect(
      refusalError({
        refusal: 'order_items_unbuyable',
        name: 'Tea',
        problems: [
          { skuNo: 'S1', lineId: 4, reason: 'soldOut', available: 0 },
          { skuNo: 'S2', lineId: null, reason: 'overLimit', available: 2 },
        ],
      }),
    ).toMatchObject({
      message: t.andMore(t.soldOut('Tea'), 1),
      result: {
        problems: [
          { skuNo: 'S1', reason: 'soldOut', available: 0 },
          { skuNo: 'S2', reason: 'overLimit', available: 2 },
        ],
      },
    });
  });

  it('lets a quantity through that the SKU can take', () => {
    expect(quantityRefusal(sku, { maxQuantity: 3, purchaseLimit: 5 }, 3)).toBeNull();
  });
});
