import type {
  AfterSaleAction,
  AfterSaleActor,
  AfterSaleState,
  AfterSaleType,
} from '../../schemas/api/after-sales';
import type { OrderStatus } from '../../schemas/api/order-status';
import type { Refusal } from './refusal';
import type { ShoppingConfig } from './shopping-config';

/**
 * After-sales rules, pure: the state machine with who may make each move, eligibility, and the money an
 * application refunds. The services apply them inside transactions; see schemas/api/after-sales.ts for
 * the states as the client sees them.
 */

/** What happens to an application. */
export type AfterSaleEvent =
  | 'approve' // store
  | 'auto_approve' // timer: the store stayed silent until approveDeadline
  | 'reject' // store, with a reason (the application, or the returned parcel)
  | 'ship_back' // shopper: courier and tracking number (confirm-return-logistics)
  | 'receive' // store: the returned parcel arrived
  | 'cancel' // shopper
  | 'close_unshipped'; // timer: an approved return not shipped back by returnDeadline

interface Move {
  from: readonly AfterSaleState[];
  actor: AfterSaleActor;
  /** The type it is for; absent: both. */
  type?: AfterSaleType;
  /** Where it goes; a function when it depends on the type. */
  to: AfterSaleState | ((type: AfterSaleType) => AfterSaleState);
}

/** Approval of a refund-only application refunds at once; a return waits for the parcel. */
const approved = (type: AfterSaleType): AfterSaleState =>
  type === 'refund_only' ? 'refunded' : 'awaiting_return';

/** Every allowed move; anything else is refused. */
export const MOVES: Record<AfterSaleEvent, Move> = {
  approve: { from: ['applied'], actor: 'store', to: approved },
  auto_approve: { from: ['applied'], actor: 'timer', to: approved },
  reject: { from: ['applied', 'return_shipped'], actor: 'store', to: 'rejected' },
  ship_back: { from: ['awaiting_return'], actor: 'shopper', type: 'return_refund', to: 'return_shipped' },
  receive: { from: ['return_shipped'], actor: 'store', type: 'return_refund', to: 'refunded' },
  cancel: { from: ['applied', 'awaiting_return'], actor: 'shopper', to: 'cancelled' },
  close_unshipped: { from: ['awaiting_return'], actor: 'timer', type: 'return_refund', to: 'closed' },
};

/** States only a return passes through; a refund-only application never is in them. */
const RETURN_ONLY_STATES: readonly AfterSaleState[] = ['awaiting_return', 'return_shipped', 'closed'];

/** States after which nothing can happen any more. */
export const FINAL_STATES: readonly AfterSaleState[] = ['refunded', 'rejected', 'cancelled', 'closed'];
/** Applications in these states hold their quantity (and money); the others freed it. */
export const CLAIMING_STATES: readonly AfterSaleState[] = [
  'applied',
  'awaiting_return',
  'return_shipped',
  'refunded',
];
/** Still waiting for someone: the order shows 'applying'. */
export const OPEN_STATES: readonly AfterSaleState[] = ['applied', 'awaiting_return', 'return_shipped'];
/** The shopper may hide these from the list (rma-remove). */
export const REMOVABLE_STATES: readonly AfterSaleState[] = ['rejected', 'cancelled', 'closed'];

export type MoveResult = { ok: true; to: AfterSaleState } | { ok: false; refusal: Refusal };

/** The move of `event` by `actor` from `state`, or the refusal naming the current state. */
export function move(
  rmaNo: string,
  type: AfterSaleType,
  state: AfterSaleState,
  event: AfterSaleEvent,
  actor: AfterSaleActor,
): MoveResult {
  const m = MOVES[event];
  const reachable = type === 'return_refund' || !RETURN_ONLY_STATES.includes(state);
  if (
    !reachable ||
    m.actor !== actor ||
    !m.from.includes(state) ||
    (m.type !== undefined && m.type !== type)
  ) {
    return { ok: false, refusal: { refusal: 'after_sale_transition_refused', rmaNo, event, state } };
  }
  return { ok: true, to: typeof m.to === 'function' ? m.to(type) : m.to };
}

export function actionsFor(type: AfterSaleType, state: AfterSaleState): AfterSaleAction[] {
  const actions: AfterSaleAction[] = [];
  if (MOVES.cancel.from.includes(state)) actions.push('cancel');
  if (type === 'return_refund' && state === 'awaiting_return') actions.push('shipBack');
  if (REMOVABLE_STATES.includes(state)) actions.push('remove');
  return actions;
}

/** After-sales timings (ShoppingConfig's afterSale* settings). */
export interface AfterSaleTimes {
  /** The store has this long to answer an application before it is approved automatically. */
  autoApproveMs: number;
  /** An approved return must be shipped back within this time, or it closes. */
  returnShipMs: number;
  /** Return and refund may be applied for this long after receipt (7-day no-reason return). */
  returnWindowMs: number;
}

/** The after-sales timings of this server (SHOPPING_DEFAULTS: 2 days, 7 days, 7 days). */
export const timesOf = (cfg: ShoppingConfig): AfterSaleTimes => ({
  autoApproveMs: cfg.afterSaleAutoApproveMs,
  returnShipMs: cfg.afterSaleReturnShipMs,
  returnWindowMs: cfg.afterSaleReturnWindowMs,
});

export type Ineligible =
  | 'unpaid'
  | 'cancelled'
  | 'not_shipped'
  | 'not_received'
  | 'received'
  | 'window_passed';

/**
 * Which type fits the order now. Refund only: paid and not yet received (not shipped, or in transit).
 * Return and refund: after receipt, within the window counted from the receipt.
 */
export function eligibility(
  type: AfterSaleType,
  order: { status: OrderStatus; receivedAt: number | null },
  now: number,
  times: AfterSaleTimes,
): Ineligible | null {
  const { status } = order;
  if (status === 'awaiting_payment') return 'unpaid';
  if (status === 'cancelled') return 'cancelled';
  if (type === 'refund_only') {
    return status === 'paid' || status === 'shipped' ? null : 'received';
  }
  if (status === 'paid') return 'not_shipped';
  if (status === 'shipped') return 'not_received';
  if (order.receivedAt === null || now > order.receivedAt + times.returnWindowMs) return 'window_passed';
  return null;
}

export const typesAllowed = (
  order: { status: OrderStatus; receivedAt: number | null },
  now: number,
  times: AfterSaleTimes,
): AfterSaleType[] =>
  (['refund_only', 'return_refund'] as const).filter((t) => eligibility(t, order, now, times) === null);

/**
 * Splits total over parts in proportion to their weights, in whole cents, by largest remainder: each part
 * gets the floor of its exact share, and the cents left over go one each to the parts with the largest
 * fractional remainders (ties: the earlier part). The parts always sum to exactly total.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

export interface StoreLines {
  /** The store part's discount (order_stores.discount_cents): its lines' full discounts and the coupon. */
  discountCents: number;
  /**
   * Its items in order: goods amount = price × quantity; promotionCents is the line's own share of the
   * full discount (满减) it took part in (0 outside any activity, and on orders from before the shares).
   */
  items: readonly { orderItemNo: string; goodsCents: number; promotionCents?: number }[];
}

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What each line of a store part cost the shopper. The full discount belongs to the lines of its activity,
 * so each line first bears its own 满减 share; the rest of the store's discount (the coupon, judged on what
 * the full discount left) is apportioned over the lines by that net amount (largest remainder). Every
 * share is whole cents, no line bears more than its goods, and the lines sum exactly to goods − discount.
 */
export function linePaidCents(store: StoreLines): Map<string, number> {
  const goods = store.items.map((i) => i.goodsCents);
  const discount = Math.min(store.discountCents, total(goods));
  const own = store.items.map((i, k) => Math.min(i.promotionCents ?? 0, goods[k] ?? 0));
  // The shares never exceed the store's discount; if they would (a hand-edited order), they shrink to it.
  const promotion = total(own) <= discount ? own : apportion(discount, own);
  const net = goods.map((g, k) => g - (promotion[k] ?? 0));
  const rest = apportion(discount - total(promotion), net);
  return new Map(store.items.map((i, k) => [i.orderItemNo, (net[k] ?? 0) - (rest[k] ?? 0)]));
}

export interface AmountInput {
  /** The line's paid share (linePaidCents). */
  linePaidCents: number;
  /** Units bought. */
  bought: number;
  /** Units and goods cents already claimed by applications that are open or refunded. */
  claimedQuantity: number;
  claimedGoodsCents: number;
  /** Units asked for now. */
  quantity: number;
}

/**
 * The goods refund for `quantity` units: the per-unit share floored, except that the application taking
 * the last units gets exactly what is left of the line. So any sequence of applications refunds at most
 * the line's paid share, and all of them together exactly that, whatever order they come and go in.
 */
export function goodsRefundCents(a: AmountInput): number {
  const left = Math.max(0, a.linePaidCents - a.claimedGoodsCents);
  if (a.claimedQuantity + a.quantity >= a.bought) return left;
  return Math.min(left, Math.floor((a.linePaidCents * a.quantity) / a.bought));
}

/**
 * Freight rule: freight is part of what the shopper paid for the order, not for an item, so it comes back
 * only when the whole order is refunded before it shipped: the application that, on an order still 'paid'
 * (not shipped), claims the last unclaimed units of the whole order carries the order's freight. After
 * shipping the parcel travelled, so freight is never refunded (return postage is the shopper's, PRC
 * Consumer Rights Protection Law art. 25).
 */
export function freightRefundCents(o: {
  status: OrderStatus;
  freightCents: number;
  /** Units of the whole order not yet claimed by an open or refunded application, before this one. */
  unclaimedUnits: number;
  quantity: number;
  /** Freight already carried by an earlier claiming application of this order. */
  freightClaimedCents: number;
}): number {
  if (o.status !== 'paid' || o.quantity < o.unclaimedUnits) return 0;
  return Math.max(0, o.freightCents - o.freightClaimedCents);
}

/** The reason a quantity cannot be applied for, or null. */
export function quantityRefusal(
  orderItemNo: string,
  quantity: number,
  bought: number,
  claimed: number,
): Refusal | null {
  const available = Math.max(0, bought - claimed);
  return quantity > available ? { refusal: 'after_sale_quantity', orderItemNo, available } : null;
}

/** The order's after-sales status from its lines: open applications win, then how much was refunded. */
export function orderAfterSaleStatus(
  lines: readonly { bought: number; refunded: number; open: boolean }[],
): 'none' | 'applying' | 'partly_refunded' | 'refunded' {
  if (lines.some((l) => l.open)) return 'applying';
  const refunded = lines.reduce((n, l) => n + l.refunded, 0);
  if (refunded === 0) return 'none';
  return lines.every((l) => l.refunded >= l.bought) ? 'refunded' : 'partly_refunded';
}
