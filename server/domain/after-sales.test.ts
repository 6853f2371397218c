import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_REASONS,
  type AfterSaleActor,
  type AfterSaleState,
  type AfterSaleType,
  afterSaleStateSchema,
} from '../../schemas/api/after-sales';
import {
  type AfterSaleEvent,
  type AfterSaleTimes,
  actionsFor,
  apportion,
  eligibility,
  freightRefundCents,
  goodsRefundCents,
  linePaidCents,
  MOVES,
  move,
  orderAfterSaleStatus,
  quantityRefusal,
  typesAllowed,
} from './after-sales';

const STATES = afterSaleStateSchema.options;
const TYPES: AfterSaleType[] = ['refund_only', 'return_refund'];
const ACTORS: AfterSaleActor[] = ['shopper', 'store', 'timer'];
const EVENTS = Object.keys(MOVES) as AfterSaleEvent[];

/** The whole table, written out: [type, from, event, actor] → to. Everything not listed is refused. */
const ALLOWED: [AfterSaleType, AfterSaleState, AfterSaleEvent, AfterSaleActor, AfterSaleState][] = [
  ['refund_only', 'applied', 'approve', 'store', 'refunded'],
  ['refund_only', 'applied', 'auto_approve', 'timer', 'refunded'],
  ['refund_only', 'applied', 'reject', 'store', 'rejected'],
  ['refund_only', 'applied', 'cancel', 'shopper', 'cancelled'],
  ['return_refund', 'applied', 'approve', 'store', 'awaiting_return'],
  ['return_refund', 'applied', 'auto_approve', 'timer', 'awaiting_return'],
  ['return_refund', 'applied', 'reject', 'store', 'rejected'],
  ['return_refund', 'applied', 'cancel', 'shopper', 'cancelled'],
  ['return_refund', 'awaiting_return', 'ship_back', 'shopper', 'return_shipped'],
  ['return_refund', 'awaiting_return', 'cancel', 'shopper', 'cancelled'],
  ['return_refund', 'awaiting_return', 'close_unshipped', 'timer', 'closed'],
  ['return_refund', 'return_shipped', 'receive', 'store', 'refunded'],
  ['return_refund', 'return_shipped', 'reject', 'store', 'rejected'],
];

describe('after-sales state machine', () => {
  it('allows exactly the listed moves, each by its one actor', () => {
    let allowed = 0;
    for (const type of TYPES)
      for (const from of STATES)
        for (const event of EVENTS)
          for (const actor of ACTORS) {
            const listed = ALLOWED.find(
              ([t, f, e, a]) => t === type && f === from && e === event && a === actor,
            );
            const result = move('RMA1', type, from, event, actor);
            if (listed) {
              allowed++;
              expect(result, `${type} ${from} ${event} by ${actor}`).toEqual({ ok: true, to: listed[4] });
            } else {
              expect(result.ok, `${type} ${from} ${event} by ${actor} must be refused`).toBe(false);
            }
          }
    expect(allowed).toBe(ALLOWED.length);
  });

  it('names the current state in the refusal', () => {
    expect(move('RMA9', 'return_refund', 'refunded', 'cancel', 'shopper')).toEqual({
      ok: false,
      refusal: {
        refusal: 'after_sale_transition_refused',
        rmaNo: 'RMA9',
        event: 'cancel',
        state: 'refunded',
      },
    });
    // the shopper cannot approve their own application, nor the store ship the parcel back
    expect(move('RMA9', 'return_refund', 'applied', 'approve', 'shopper').ok).toBe(false);
    expect(move('RMA9', 'return_refund', 'awaiting_return', 'ship_back', 'store').ok).toBe(false);
    // refund-only has no parcel to ship back or receive
    expect(move('RMA9', 'refund_only', 'awaiting_return', 'ship_back', 'shopper').ok).toBe(false);
  });

  it('final states go nowhere', () => {
    for (const from of ['refunded', 'rejected', 'cancelled', 'closed'] as const)
      for (const type of TYPES)
        for (const event of EVENTS)
          for (const actor of ACTORS) expect(move('R', type, from, event, actor).ok).toBe(false);
  });

  it('offers the actions the machine allows', () => {
    expect(actionsFor('return_refund', 'applied')).toEqual(['cancel']);
    expect(actionsFor('return_refund', 'awaiting_return')).toEqual(['cancel', 'shipBack']);
    expect(actionsFor('return_refund', 'return_shipped')).toEqual([]);
    expect(actionsFor('refund_only', 'refunded')).toEqual([]);
    for (const s of ['rejected', 'cancelled', 'closed'] as const)
      expect(actionsFor('refund_only', s)).toEqual(['remove']);
  });
});

const DAY = 86_400_000;
const TIMES: AfterSaleTimes = { autoApproveMs: 2 * DAY, returnShipMs: 7 * DAY, returnWindowMs: 7 * DAY };

describe('eligibility', () => {
  const at = (status: Parameters<typeof eligibility>[1]['status'], receivedAt: number | null = null) => ({
    status,
    receivedAt,
  });

  it('refund only before receipt, return and refund after it within the window', () => {
    expect(eligibility('refund_only', at('paid'), 0, TIMES)).toBeNull();
    expect(eligibility('refund_only', at('shipped'), 0, TIMES)).toBeNull();
    expect(eligibility('refund_only', at('received', 0), 0, TIMES)).toBe('received');
    expect(eligibility('refund_only', at('completed', 0), 0, TIMES)).toBe('received');
    expect(eligibility('return_refund', at('paid'), 0, TIMES)).toBe('not_shipped');
    expect(eligibility('return_refund', at('shipped'), 0, TIMES)).toBe('not_received');
    expect(eligibility('return_refund', at('received', 1000), 1000 + 7 * DAY, TIMES)).toBeNull();
    expect(eligibility('return_refund', at('completed', 1000), 1001 + 7 * DAY, TIMES)).toBe('window_passed');
    for (const type of TYPES) {
      expect(eligibility(type, at('awaiting_payment'), 0, TIMES)).toBe('unpaid');
      expect(eligibility(type, at('cancelled'), 0, TIMES)).toBe('cancelled');
    }
    expect(typesAllowed(at('received', 0), DAY, TIMES)).toEqual(['return_refund']);
    expect(typesAllowed(at('shipped'), DAY, TIMES)).toEqual(['refund_only']);
  });

  it('quantity is at most bought minus what open or refunded applications claim', () => {
    expect(quantityRefusal('I1', 2, 3, 1)).toBeNull();
    expect(quantityRefusal('I1', 3, 3, 1)).toEqual({
      refusal: 'after_sale_quantity',
      orderItemNo: 'I1',
      available: 2,
    });
    expect(quantityRefusal('I1', 1, 3, 3)).toEqual({
      refusal: 'after_sale_quantity',
      orderItemNo: 'I1',
      available: 0,
    });
  });

  it('every type has its reasons', () => {
    for (const t of TYPES) expect(AFTER_SALE_REASONS[t].length).toBeGreaterThan(1);
  });
});

describe('amounts in cents', () => {
  it('apportions by largest remainder so the shares sum to the total', () => {
    // 100 over 1:1:1 → 33.33 each; one cent left goes to the first largest remainder
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 20000 off over 649900 and 159900
    const shares = apportion(20000, [649900, 159900]);
    expect(shares).toEqual([16051, 3949]);
    expect(apportion(1, [5, 7])).toEqual([0, 1]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    // largest remainder, not the heaviest part: 10 over 3:3:4 → 3, 3, 4 exactly; 11 → remainders .3 .3 .4
    expect(apportion(11, [3, 3, 4])).toEqual([3, 3, 5]);
    for (const [total, weights] of [
      [999, [1, 2, 3, 4]],
      [3000, [131000, 8800, 1]],
      [1, [1, 1, 1]],
    ] as const) {
      const parts = apportion(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      for (const p of parts) expect(Number.isInteger(p) && p >= 0).toBe(true);
    }
  });

  it('a line costs its goods minus its share of the store discount', () => {
    const paid = linePaidCents({
      discountCents: 3000,
      items: [
        { orderItemNo: 'A', goodsCents: 131000 },
        { orderItemNo: 'B', goodsCents: 10001 },
      ],
    });
    expect(paid.get('A')).toBe(131000 - 2787);
    expect(paid.get('B')).toBe(10001 - 213);
    expect((paid.get('A') ?? 0) + (paid.get('B') ?? 0)).toBe(131000 + 10001 - 3000);
  });

  it('partial applications never exceed the line and the last one takes exactly what is left', () => {
    const line = { linePaidCents: 1000, bought: 3 };
    const first = goodsRefundCents({ ...line, claimedQuantity: 0, claimedGoodsCents: 0, quantity: 1 });
    expect(first).toBe(333);
    const second = goodsRefundCents({ ...line, claimedQuantity: 1, claimedGoodsCents: 333, quantity: 1 });
    expect(second).toBe(333);
    const last = goodsRefundCents({ ...line, claimedQuantity: 2, claimedGoodsCents: 666, quantity: 1 });
    expect(last).toBe(334);
    expect(first + second + last).toBe(1000);
    // the first application was cancelled: the free unit is priced again, the sum stays within the line
    const again = goodsRefundCents({ ...line, claimedQuantity: 2, claimedGoodsCents: 667, quantity: 1 });
    expect(again).toBe(333);
    expect(second + last + again).toBe(1000);
    // whole line at once
    expect(goodsRefundCents({ ...line, claimedQuantity: 0, claimedGoodsCents: 0, quantity: 3 })).toBe(1000);
    // nothing left
    expect(goodsRefundCents({ ...line, claimedQuantity: 3, claimedGoodsCents: 1000, quantity: 1 })).toBe(0);
  });

  it('freight only when the whole order is refunded before it shipped', () => {
    const base = { freightCents: 800, freightClaimedCents: 0 };
    expect(freightRefundCents({ ...base, status: 'paid', unclaimedUnits: 2, quantity: 2 })).toBe(800);
    expect(freightRefundCents({ ...base, status: 'paid', unclaimedUnits: 3, quantity: 2 })).toBe(0);
    expect(freightRefundCents({ ...base, status: 'shipped', unclaimedUnits: 2, quantity: 2 })).toBe(0);
    expect(freightRefundCents({ ...base, status: 'received', unclaimedUnits: 1, quantity: 1 })).toBe(0);
    expect(
      freightRefundCents({
        status: 'paid',
        freightCents: 800,
        freightClaimedCents: 800,
        unclaimedUnits: 1,
        quantity: 1,
      }),
    ).toBe(0);
  });

  it('sums the order status from its lines', () => {
    expect(orderAfterSaleStatus([{ bought: 2, refunded: 0, open: false }])).toBe('none');
    expect(orderAfterSaleStatus([{ bought: 2, refunded: 1, open: true }])).toBe('applying');
    expect(orderAfterSaleStatus([{ bought: 2, refunded: 1, open: false }])).toBe('partly_refunded');
    expect(
      orderAfterSaleStatus([
        { bought: 2, refunded: 2, open: false },
        { bought: 1, refunded: 1, open: false },
      ]),
    ).toBe('refunded');
  });
});
