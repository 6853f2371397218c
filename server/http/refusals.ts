import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes, SCALPER_CODE } from '../../schemas/api/envelope';
import { LoginErrorCodes } from '../../schemas/api/login';
import type { LotteryRefusal } from '../../schemas/api/lottery';
import type { LineProblem } from '../domain/checkout';
import type { Outcome, Refusal, RefusalCode } from '../domain/refusal';
import { discoveryServerMessages } from '../i18n/discovery';
import { teamRefusalMessages } from '../i18n/group-buy';
import { lotteryRefusalMessages } from '../i18n/lottery';
import { privacyRefusalMessages } from '../i18n/privacy';
import { qualificationRefusalMessages } from '../i18n/qualification';
import {
  afterSaleEventMessages,
  afterSaleStateMessages,
  afterSaleTypeMessages,
  claimRefusalMessages,
  couponRefusalMessages,
  ineligibleMessages,
  mbankAddressMessages,
  orderStatusMessages,
  orderTransitionMessages,
  refusalMessages,
  skuReasonMessages,
} from '../i18n/refusals';
import { currentTexts } from '../i18n/request-lang';
import { imRefusalMessages } from '../i18n/service-desk';
import { deviceInfoRefusalMessages, infoPageRefusalMessages } from '../i18n/share-info';
import { specialPurchaseRefusalMessages } from '../i18n/special-purchase';
import { weChatRefusalMessages } from '../i18n/wechat';
import { ApiError } from './errors';

interface Answer {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  result?: unknown;
}

type Table = { [K in RefusalCode]: (r: Extract<Refusal, { refusal: K }>) => Answer };

const { badRequest, notFound, conflict, forbidden } = ErrorCodes;

/** The refusal words in the language of the request being handled (server/i18n/refusals.ts). */
const T = () => currentTexts(refusalMessages);

/** A verb or hint a service wrote in English, in the request's language when the catalogue knows it. */
function transitionWord(text: string): string {
  const words: Record<string, string> = currentTexts(orderTransitionMessages);
  return words[text] ?? text;
}

/** The first problem names the product; more are counted. */
function problemText(problems: readonly LineProblem[], name: string): string {
  const t = currentTexts(refusalMessages);
  const first = problems[0];
  if (!first) return t.someUnbuyable;
  const text = firstProblemText(first, name);
  return problems.length > 1 ? t.andMore(text, problems.length - 1) : text;
}

function firstProblemText(first: LineProblem, name: string): string {
  const t = currentTexts(refusalMessages);
  switch (first.reason) {
    case 'overStock':
      return t.stockShort(name, first.available);
    case 'overLimit':
      return t.overLimit(name, first.available);
    case 'soldOut':
      return t.soldOut(name);
    case 'notStarted':
      return t.notStarted(name);
    case 'storeClosed':
      return t.storeClosed(name);
    case 'offShelf':
      return t.offShelf(name);
  }
}

/** 'YYYY-MM-DD HH:mm' in Beijing time (UTC+8, no daylight saving), as the mall's times are read. */
const beijingMinute = (ms: number): string =>
  new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');

const quantityResult = (r: { stock: number; maxQuantity: number; purchaseLimit: number }) => ({
  maxQuantity: r.maxQuantity,
  stock: r.stock,
  purchaseLimit: r.purchaseLimit,
});

/**
 * Every refusal the shopper can meet, keyed by code: HTTP status, resCode, the message shown and the result
 * the client reads (the *Refused schemas in schemas/api). The wording is server/i18n/refusals.ts, in the
 * request's language.
 */
function lotteryStatus(reason: LotteryRefusal): { status: ContentfulStatusCode; code: string } {
  if (reason === 'scalper') return { status: 403, code: SCALPER_CODE };
  if (reason === 'no_consent') return { status: 403, code: forbidden };
  if (reason.endsWith('not_found')) return { status: 404, code: notFound };
  return { status: 409, code: conflict };
}

export const REFUSALS: Table = {
  product_not_found: (r) => ({ status: 404, code: notFound, message: T().productNotFound(r.skuNo) }),
  store_not_found: (r) => ({ status: 404, code: notFound, message: T().storeNotFound(r.storeNo) }),
  store_directory_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: T().storeDirectoryNotFound(r.directoryId),
  }),
  offline_store_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: T().offlineStoreNotFound(r.offlineNo),
  }),
  not_luxury: (r) => ({ status: 409, code: conflict, message: T().notLuxury(r.skuNo) }),
  ecny_not_eligible: (r) => ({
    status: 409,
    code: conflict,
    message: currentTexts(discoveryServerMessages).ecnyNotEligible(r.names.join('、')),
    result: { skuNos: r.skuNos },
  }),
  purchase_limit: (r) => ({
    status: 409,
    code: conflict,
    message: currentTexts(discoveryServerMessages).purchaseLimit(r.name, r.limit, r.bought),
    result: { limit: r.limit, bought: r.bought },
  }),
  purchase_no_delivery: (r) => ({
    status: 409,
    code: conflict,
    message: currentTexts(discoveryServerMessages).purchaseNoDelivery(r.name, r.province),
  }),
  not_purchase_product: (r) => ({
    status: 404,
    code: notFound,
    message: currentTexts(discoveryServerMessages).notPurchaseProduct(r.spuNo),
  }),
  sku_unavailable: (r) => ({
    status: 409,
    code: conflict,
    message: T().skuUnavailable(r.name, currentTexts(skuReasonMessages)[r.reason]),
    result: { reason: r.reason },
  }),
  stock_short: (r) => ({
    status: 409,
    code: conflict,
    message: T().stockShort(r.name, r.stock),
    result: quantityResult(r),
  }),
  over_limit: (r) => ({
    status: 409,
    code: conflict,
    message: T().overLimit(r.name, r.purchaseLimit),
    result: quantityResult(r),
  }),
  cart_full: (r) => ({ status: 409, code: conflict, message: T().cartFull(r.limit) }),
  cart_lines_missing: (r) => ({
    status: 404,
    code: notFound,
    message: T().cartLinesMissing(r.lineIds.join(', ')),
  }),
  instalments_unavailable: (r) => ({
    status: 409,
    code: conflict,
    message: T().instalmentsUnavailable(r.name),
  }),
  nothing_chosen: () => ({ status: 400, code: badRequest, message: T().nothingChosen }),
  cart_lines_unbuyable: (r) => ({
    status: 409,
    code: conflict,
    message: T().cartLinesUnbuyable,
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
    message: T().buyNowIncomplete,
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
    message: T().confirmationNotFound,
  }),
  confirmation_expired: () => ({
    status: 409,
    code: conflict,
    message: T().confirmationExpired,
  }),
  order_already_submitted: (r) => ({
    status: 409,
    code: conflict,
    message: T().orderAlreadySubmitted,
    result: { orderNo: r.orderNo },
  }),
  cart_changed: (r) => ({
    status: 409,
    code: conflict,
    message: T().cartChanged,
    result: { lineIds: r.lineIds },
  }),
  price_changed: (r) => ({
    status: 409,
    code: conflict,
    message: T().priceChanged,
    result: {
      reason: 'priceChanged',
      expectedPayableCents: r.expectedPayableCents,
      payableCents: r.payableCents,
    },
  }),
  coupon_refused: (r) => ({
    status: 409,
    code: conflict,
    message: T().couponRefused(r.couponNo, currentTexts(couponRefusalMessages)[r.reason]),
    result: { reason: r.reason },
  }),
  coupon_not_found: (r) => ({ status: 404, code: notFound, message: T().couponNotFound(r.couponNo) }),
  promotion_not_found: (r) => ({ status: 404, code: notFound, message: T().promotionNotFound(r.activityNo) }),
  promotion_sku_not_covered: (r) => ({
    status: 409,
    code: conflict,
    message: T().promotionSkuNotCovered(r.skuNo, r.activityNo),
  }),
  claim_code_reused: () => ({
    status: 409,
    code: conflict,
    message: T().claimCodeReused,
  }),
  claim_refused: (r) => ({
    status: 409,
    code: conflict,
    // Out of scope names the coupon by number (the shopper is looking at a product, not the coupon).
    message: T().claimRefused(
      r.reason === 'notApplicable' ? T().couponNamed(r.couponNo) : r.name,
      currentTexts(claimRefusalMessages)[r.reason],
    ),
    result: { reason: r.reason },
  }),
  coupon_claim_not_open: (r) => ({
    status: 409,
    code: conflict,
    message: T().couponClaimNotOpen(r.name),
    result: { reason: 'notStarted', opensAt: r.opensAt },
  }),
  // A wrong and a spent code read alike to a guesser; the shopper learns how many tries are left.
  coupon_code_wrong: (r) => ({
    status: 409,
    code: conflict,
    message: T().couponCodeWrong(r.attemptsLeft),
    result: { reason: 'wrongCode', attemptsLeft: r.attemptsLeft },
  }),
  coupon_code_used: () => ({
    status: 409,
    code: conflict,
    message: T().couponCodeUsed,
    result: { reason: 'used' },
  }),
  coupon_code_throttled: (r) => ({
    status: 429,
    code: ErrorCodes.tooMany,
    message: T().couponCodeThrottled(Math.ceil(r.retryAfterMs / 60_000)),
    result: { retryAfterMs: r.retryAfterMs },
  }),
  coupon_campaign_not_found: () => ({ status: 404, code: notFound, message: T().couponCampaignNotFound }),
  coupon_campaign_ended: () => ({ status: 409, code: conflict, message: T().couponCampaignEnded }),
  coupon_stock_short: (r) => ({
    status: 409,
    code: conflict,
    message: T().couponStockShort(r.couponNo, r.remaining, r.needed),
    result: { remaining: r.remaining, needed: r.needed },
  }),
  order_not_found: (r) => ({ status: 404, code: notFound, message: T().orderNotFound(r.orderNo) }),
  transition_refused: (r) => ({
    status: 409,
    code: conflict,
    message: T().transitionRefused(
      transitionWord(r.verb),
      currentTexts(orderStatusMessages)[r.status],
      transitionWord(r.hint),
    ),
    result: { status: r.status },
  }),
  after_sale_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: T().afterSaleNotFound(r.rmaNo),
  }),
  order_item_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: T().orderItemNotFound(r.orderItemNo),
  }),
  upload_not_found: (r) => ({ status: 404, code: notFound, message: T().uploadNotFound(r.fileId) }),
  after_sale_ineligible: (r) => ({
    status: 409,
    code: conflict,
    message: T().afterSaleIneligible(
      currentTexts(afterSaleTypeMessages)[r.type],
      currentTexts(ineligibleMessages)[r.reason],
    ),
    result: { reason: r.reason, type: r.type },
  }),
  after_sale_quantity: (r) => ({
    status: 409,
    code: conflict,
    message: r.available === 0 ? T().afterSaleAllCovered : T().afterSaleAtMost(r.available),
    result: { available: r.available },
  }),
  after_sale_transition_refused: (r) => ({
    status: 409,
    code: conflict,
    message: T().afterSaleTransitionRefused(
      currentTexts(afterSaleEventMessages)[r.event],
      currentTexts(afterSaleStateMessages)[r.state],
    ),
    result: { state: r.state },
  }),
  after_sale_code_reused: () => ({
    status: 409,
    code: conflict,
    message: T().afterSaleCodeReused,
  }),
  after_sale_open: (r) => ({
    status: 409,
    code: conflict,
    message: T().afterSaleOpen(r.orderNo),
  }),
  refund_exceeds_paid: (r) => ({
    status: 409,
    code: conflict,
    message: T().refundExceedsPaid(r.orderNo, r.paidCents),
  }),
  review_not_open: (r) => ({
    status: 409,
    code: conflict,
    message: T().reviewNotOpen(currentTexts(orderStatusMessages)[r.status]),
    result: { status: r.status },
  }),
  review_exists: () => ({ status: 409, code: conflict, message: T().reviewExists }),
  review_not_found: (r) => ({ status: 404, code: notFound, message: T().reviewNotFound(r.reviewNo) }),
  follow_up_exists: () => ({
    status: 409,
    code: conflict,
    message: T().followUpExists,
  }),
  order_store_not_found: (r) => ({
    status: 404,
    code: notFound,
    message: T().orderStoreNotFound(r.orderStoreNo),
  }),
  invoice_not_open: (r) => ({
    status: 409,
    code: conflict,
    message: r.reason === 'unpaid' ? T().invoiceUnpaid(r.orderStoreNo) : T().invoiceRefunded(r.orderStoreNo),
    result: { reason: r.reason },
  }),
  invoice_exists: (r) => ({
    status: 409,
    code: conflict,
    message: T().invoiceExists(r.orderStoreNo),
    result: { reason: 'exists' },
  }),
  invoice_not_found: (r) => ({ status: 404, code: notFound, message: T().invoiceNotFound(r.applyNo) }),
  team_refused: (r) => ({
    status: r.reason === 'team_not_found' ? 404 : 409,
    code: r.reason === 'team_not_found' ? notFound : conflict,
    message: currentTexts(teamRefusalMessages)[r.reason],
    result: { reason: r.reason },
  }),
  im_refused: (r) => ({
    status: 404,
    code: notFound,
    message: currentTexts(imRefusalMessages)[r.reason],
    result: { reason: r.reason },
  }),
  // Invited-only activities answer with the spec's 'scalper' code, which the client turns into its message.
  lottery_refused: (r) => ({
    ...lotteryStatus(r.reason),
    message: currentTexts(lotteryRefusalMessages)[r.reason],
    result: { reason: r.reason },
  }),
  // Unknown estimate: 404; wrong or spent code, not a subscriber, too many sends: 409 with the reason.
  special_purchase_refused: (r) => ({
    ...(r.reason === 'trade_in_not_found'
      ? { status: 404 as const, code: notFound }
      : { status: 409 as const, code: conflict }),
    message: currentTexts(specialPurchaseRefusalMessages)[r.reason],
    result: { reason: r.reason, ...(r.retryAfterMs === undefined ? {} : { retryAfterMs: r.retryAfterMs }) },
  }),
  qualification_refused: (r) => ({
    // Not a qualification activity: 404; no right to buy (not won, not entered): 403; the rest: 409.
    ...(r.reason === 'not_qualification'
      ? { status: 404 as const, code: notFound }
      : r.reason === 'not_qualified' || r.reason === 'not_entered'
        ? { status: 403 as const, code: forbidden }
        : { status: 409 as const, code: conflict }),
    message: currentTexts(qualificationRefusalMessages)[r.reason],
    result: { reason: r.reason },
  }),
  invoice_reissue_refused: (r) => ({
    status: 409,
    code: conflict,
    message: r.reason === 'not_issued' ? T().invoiceNotIssued(r.applyNo) : T().invoiceReissued(r.applyNo),
    result: { reason: r.reason },
  }),
  address_change_freight: (r) => ({
    status: 409,
    code: conflict,
    message: T().addressChangeFreight(r.orderNo),
  }),
  address_not_found: (r) => ({ status: 404, code: notFound, message: T().addressNotFound(r.addressId) }),
  address_limit: (r) => ({
    status: 409,
    code: conflict,
    message: T().addressLimit(r.limit),
  }),
  mbank_address_refused: (r) => ({
    status: 400,
    code: badRequest,
    message: currentTexts(mbankAddressMessages)[r.problem],
  }),
  remind_in_stock: () => ({
    status: 409,
    code: conflict,
    message: T().remindInStock,
  }),
  remind_on_sale: () => ({
    status: 409,
    code: conflict,
    message: T().remindOnSale,
  }),
  // Business failures of the login exchange travel as resCode with HTTP 200 (spec §7).
  login_code_expired: () => ({
    status: 200,
    code: LoginErrorCodes.expiredCode,
    message: T().loginCodeExpired,
  }),
  login_code_invalid: () => ({
    status: 200,
    code: LoginErrorCodes.invalidCode,
    message: T().loginCodeInvalid,
  }),
  customer_not_found: () => ({ status: 404, code: notFound, message: T().customerNotFound }),
  license_version_unknown: (r) => ({
    status: 400,
    code: badRequest,
    message: T().licenseVersionUnknown(r.version),
  }),
  privacy_refused: (r) => ({
    status: 409,
    code: conflict,
    message: currentTexts(privacyRefusalMessages)[r.reason],
  }),
  device_info_refused: (r) => ({
    status: 400,
    code: badRequest,
    message: currentTexts(deviceInfoRefusalMessages)[r.problem],
  }),
  wechat_url_refused: (r) => ({
    status: 400,
    code: badRequest,
    message: currentTexts(weChatRefusalMessages)[r.problem],
  }),
  info_page_refused: (r) => ({
    ...(r.reason === 'page_missing'
      ? { status: 404 as const, code: notFound }
      : { status: 409 as const, code: conflict }),
    message: currentTexts(infoPageRefusalMessages)[r.reason],
    result: { reason: r.reason },
  }),
  booth_fixture_missing: (r) => ({ status: 404, code: notFound, message: T().boothFixtureMissing(r.page) }),
  booth_page_missing: (r) => ({ status: 404, code: notFound, message: T().boothPageMissing(r.page) }),
  // Before a page's first version opens, the answer says when: the app shows "coming soon".
  booth_unpublished: (r) => ({
    status: 404,
    code: notFound,
    message:
      r.opensAt === null ? T().boothUnpublished(r.page) : T().boothOpensAt(r.page, beijingMinute(r.opensAt)),
    result: { opensAt: r.opensAt },
  }),
  preview_invalid: () => ({
    status: 403,
    code: forbidden,
    message: T().previewInvalid,
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
