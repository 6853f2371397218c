import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes } from '../../schemas/api/envelope';
import { LoginErrorCodes } from '../../schemas/api/login';
import {
  AFTER_SALE_EVENT_TEXT,
  AFTER_SALE_STATE_TEXT,
  AFTER_SALE_TYPE_TEXT,
  INELIGIBLE_TEXT,
} from '../domain/after-sales-text';
import type { LineProblem } from '../domain/checkout';
import { CLAIM_REFUSAL_TEXT } from '../domain/coupon-claim';
import { COUPON_REFUSAL_TEXT } from '../domain/coupon-rules';
import { STATUS_TEXT } from '../domain/order-machine';
import type { Outcome, Refusal, RefusalCode } from '../domain/refusal';
import { REASON_TEXT } from '../domain/sku-availability';
import { ApiError } from './errors';

interface Answer {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  result?: unknown;
}

type Table = { [K in RefusalCode]: (r: Extract<Refusal, { refusal: K }>) => Answer };

const { badRequest, notFound, conflict, forbidden } = ErrorCodes;

/** The first problem names the product; more are counted. */
function problemText(problems: readonly LineProblem[], name: string): string {
  const first = problems[0];
  if (!first) return 'some items cannot be bought';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  switch (first.reason) {
    case 'overStock':
      return `${name}: only ${first.available} left in stock${more}`;
    case 'overLimit':
      return `${name}: at most ${first.available} per order${more}`;
    case 'soldOut':
      return `${name} is out of stock${more}`;
    case 'notStarted':
      return `${name} is not on sale yet${more}`;
    case 'storeClosed':
      return `${name} belongs to a store that is closed${more}`;
    case 'offShelf':
      return `${name} is off the shelf${more}`;
  }
}

const MBANK_ADDRESS_TEXT: Record<Extract<Refusal, { refusal: 'mbank_address_refused' }>['problem'], string> =
  {
    malformed: 'malformed address data',
    unverified: 'address data failed verification',
    unreadable: 'address data is not readable',
    incomplete: 'address data is incomplete',
  };

const quantityResult = (r: { stock: number; maxQuantity: number; purchaseLimit: number }) => ({
  maxQuantity: r.maxQuantity,
  stock: r.stock,
  purchaseLimit: r.purchaseLimit,
});

/**
 * Every refusal the shopper can meet, keyed by code: HTTP status, resCode, the message shown and the result
 * the client reads (the *Refused schemas in schemas/api). The one place to change or translate wording.
 */
export const REFUSALS: Table = {
  product_not_found: (r) => ({ status: 404, code: notFound, message: `product ${r.skuNo} not found` }),
  sku_unavailable: (r) => ({
    status: 409,
    code: conflict,
    message: `${r.name} ${REASON_TEXT[r.reason]}`,
    result: { reason: r.reason },
  }),
  stock_short: (r) => ({
    status: 409,
    code: conflict,
    message: `${r.name}: only ${r.stock} left in stock`,
    result: quantityResult(r),
  }),
  over_limit: (r) => ({
    status: 409,
    code: conflict,
    message: `${r.name}: at most ${r.purchaseLimit} per order`,
    result: quantityResult(r),
  }),
  cart_full: (r) => ({ status: 409, code: conflict, message: `the cart holds at most ${r.limit} items` }),
  cart_lines_missing: (r) => ({
    status: 404,
    code: notFound,
    message: `cart line ${r.lineIds.join(', ')} is no longer in your cart; please refresh the cart`,
  }),
  instalments_unavailable: (r) => ({
    status: 409,
    code: conflict,
    message: `${r.name} cannot be paid in interest-free instalments`,
  }),
  nothing_chosen: () => ({ status: 400, code: badRequest, message: 'choose at least one item to check out' }),
  cart_lines_unbuyable: (r) => ({
    status: 409,
    code: conflict,
    message: 'some items cannot be bought as chosen; please review them',
    result: {
      problems: r.problems.map((p) => ({
        lineId: p.lineId ?? 0,
        skuNo: p.skuNo,
        reason: p.reason,
        maxQuantity: p.available,
      })),
    },
  }),
  buy_now_incomplete: () => ({
    status: 400,
    code: badRequest,
    message: 'invalid body: skuNo and quantity are required for buy now',
  }),
  items_unbuyable: (r) => ({
    status: 409,
    code: conflict,
    message: problemText(r.problems, r.name),
    result: {
      problems: r.problems.map((p) => ({
        skuNo: p.skuNo,
        reason: p.reason,
        available: p.available,
        lineId: p.lineId,
      })),
    },
  }),
  // create-order has always answered the problems without line ids.
  order_items_unbuyable: (r) => ({
    status: 409,
    code: conflict,
    message: problemText(r.problems, r.name),
    result: {
      problems: r.problems.map((p) => ({ skuNo: p.skuNo, reason: p.reason, available: p.available })),
    },
  }),
  confirmation_not_found: () => ({
    status: 404,
    code: notFound,
    message: 'this order confirmation was not found; please confirm the order again',
  }),
  confirmation_expired: () => ({
    status: 409,
    code: conflict,
    message: 'this order confirmation has expired; please confirm again',
  }),
  order_already_submitted: (r) => ({
    status: 409,
    code: conflict,
    message: 'this order was already submitted',
    result: { orderNo: r.orderNo },
  }),
  cart_changed: (r) => ({
    status: 409,
    code: conflict,
    message: 'your cart changed since this order was confirmed; please confirm again',
    result: { lineIds: r.lineIds },
  }),
  coupon_refused: (r) => ({
    status: 409,
    code: conflict,
    message: `coupon ${r.couponNo}: ${COUPON_REFUSAL_TEXT[r.reason]}`,
    result: { reason: r.reason },
  }),
  coupon_not_found: (r) => ({ status: 404, code: notFound, message: `coupon ${r.couponNo} not found` }),
  claim_code_reused: () => ({
    status: 409,
    code: conflict,
    message: 'this request code was already used to claim another coupon',
  }),
  claim_refused: (r) => ({
    status: 409,
    code: conflict,
    // Out of scope names the coupon by number (the shopper is looking at a product, not the coupon).
    message: `${r.reason === 'notApplicable' ? `coupon ${r.couponNo}` : r.name}: ${CLAIM_REFUSAL_TEXT[r.reason]}`,
    result: { reason: r.reason },
  }),
  coupon_claim_not_open: (r) => ({
    status: 409,
    code: conflict,
    message: `${r.name}: this coupon cannot be claimed yet`,
    result: { reason: 'notStarted', opensAt: r.opensAt },
  }),
  // A wrong and a spent code read alike to a guesser; the shopper learns how many tries are left.
  coupon_code_wrong: (r) => ({
    status: 409,
    code: conflict,
    message: `this code is not valid; ${r.attemptsLeft} more tries before a pause`,
    result: { reason: 'wrongCode', attemptsLeft: r.attemptsLeft },
  }),
  coupon_code_used: () => ({
    status: 409,
    code: conflict,
    message: 'this code was already used',
    result: { reason: 'used' },
  }),
  coupon_code_throttled: (r) => ({
    status: 429,
    code: ErrorCodes.tooMany,
    message: `too many wrong codes; try again in ${Math.ceil(r.retryAfterMs / 60_000)} minutes`,
    result: { retryAfterMs: r.retryAfterMs },
  }),
  coupon_campaign_not_found: () => ({ status: 404, code: notFound, message: 'no such coupon campaign' }),
  coupon_campaign_ended: () => ({ status: 409, code: conflict, message: 'this coupon campaign has ended' }),
  coupon_stock_short: (r) => ({
    status: 409,
    code: conflict,
    message: `coupon ${r.couponNo}: only ${r.remaining} left for ${r.needed} customers`,
    result: { remaining: r.remaining, needed: r.needed },
  }),
  order_not_found: (r) => ({ status: 404, code: notFound, message: `order ${r.orderNo} not found` }),
  transition_refused: (r) => ({
    status: 409,
    code: conflict,
    message: `cannot ${r.verb}: the order is ${STATUS_TEXT[r.status]}${r.hint ? `; ${r.hint}` : ''}`,
    result: { status: r.status },
  }),
  after_sale_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: `after-sales application ${r.rmaNo} not found`,
  }),
  order_item_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: `order item ${r.orderItemNo} not found`,
  }),
  upload_not_found: (r) => ({ status: 404, code: notFound, message: `photo ${r.fileId} not found` }),
  after_sale_ineligible: (r) => ({
    status: 409,
    code: conflict,
    message: `cannot apply for ${AFTER_SALE_TYPE_TEXT[r.type]}: ${INELIGIBLE_TEXT[r.reason]}`,
    result: { reason: r.reason, type: r.type },
  }),
  after_sale_quantity: (r) => ({
    status: 409,
    code: conflict,
    message:
      r.available === 0
        ? 'every unit of this item is already covered by an application'
        : `at most ${r.available} more of this item can be applied for`,
    result: { available: r.available },
  }),
  after_sale_transition_refused: (r) => ({
    status: 409,
    code: conflict,
    message: `cannot ${AFTER_SALE_EVENT_TEXT[r.event]}: the application is ${AFTER_SALE_STATE_TEXT[r.state]}`,
    result: { state: r.state },
  }),
  after_sale_code_reused: () => ({
    status: 409,
    code: conflict,
    message: 'this request code was already used for another application',
  }),
  after_sale_open: (r) => ({
    status: 409,
    code: conflict,
    message: `order ${r.orderNo} has after-sales applications; finish or cancel them first`,
  }),
  refund_exceeds_paid: (r) => ({
    status: 409,
    code: conflict,
    message: `refunds of order ${r.orderNo} cannot exceed the ${r.paidCents} cents paid`,
  }),
  review_not_open: (r) => ({
    status: 409,
    code: conflict,
    message: `cannot review yet: the order is ${STATUS_TEXT[r.status]}; reviews open once it is received`,
    result: { status: r.status },
  }),
  review_exists: () => ({ status: 409, code: conflict, message: 'this item has already been reviewed' }),
  review_not_found: (r) => ({ status: 404, code: notFound, message: `review ${r.reviewNo} not found` }),
  follow_up_exists: () => ({
    status: 409,
    code: conflict,
    message: 'this review already has its follow-up',
  }),
  order_store_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: `order ${r.orderStoreNo} not found`,
  }),
  address_change_freight: (r) => ({
    status: 409,
    code: conflict,
    message: `order ${r.orderNo}: the new address changes the freight; cancel the order and buy again instead`,
  }),
  address_not_found: (r) => ({ status: 404, code: notFound, message: `address ${r.addressId} not found` }),
  address_limit: (r) => ({
    status: 409,
    code: conflict,
    message: `at most ${r.limit} addresses can be saved`,
  }),
  mbank_address_refused: (r) => ({ status: 400, code: badRequest, message: MBANK_ADDRESS_TEXT[r.problem] }),
  remind_in_stock: () => ({
    status: 409,
    code: conflict,
    message: 'this item is in stock; an arrival reminder is only for sold-out items',
  }),
  remind_on_sale: () => ({
    status: 409,
    code: conflict,
    message: 'this item is already on sale; a sale reminder is only for items not yet on sale',
  }),
  // Business failures of the login exchange travel as resCode with HTTP 200 (spec §7).
  login_code_expired: () => ({
    status: 200,
    code: LoginErrorCodes.expiredCode,
    message: 'login code expired [LOGIN0913]',
  }),
  login_code_invalid: () => ({
    status: 200,
    code: LoginErrorCodes.invalidCode,
    message: 'login code invalid or already used [LOGIN0912]',
  }),
  customer_not_found: () => ({ status: 404, code: notFound, message: 'customer not found' }),
  booth_fixture_missing: (r) => ({ status: 404, code: notFound, message: `no booth fixture for ${r.page}` }),
  booth_page_missing: (r) => ({ status: 404, code: notFound, message: `no booth page for ${r.page}` }),
  booth_unpublished: (r) => ({
    status: 404,
    code: notFound,
    message: `booth page ${r.page} has no published version yet`,
  }),
  preview_invalid: () => ({
    status: 403,
    code: forbidden,
    message: 'preview link is invalid or has expired',
  }),
};

export function refusalError(refusal: Refusal): ApiError {
  const answer = (REFUSALS[refusal.refusal] as (r: Refusal) => Answer)(refusal);
  return new ApiError(answer.status, answer.code, answer.message, answer.result ?? null);
}

/** The value of a use-case, or its refusal thrown as the ApiError the error handler answers with. */
export function accepted<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw refusalError(outcome);
}
