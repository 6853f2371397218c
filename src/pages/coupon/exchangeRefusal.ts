import { errorMessage, isApiError } from '../../api/errors';
import { messagesOf } from '../../i18n/messages';
import { couponMessages } from './messages';

const CLAIM_REFUSALS = [
  'limitReached',
  'soldOut',
  'ended',
  'notApplicable',
  'unknown',
  'notStarted',
] as const;

/**
 * The message for a redemption the server refused (catchPlainCodeCoupon): a wrong code with the tries
 * left, a spent code, too many wrong codes (429 with when to try again), or what stops the coupon itself
 * (already held, none left, ended). `final` is false for a lost answer, which keeps the request's code so
 * the retry redeems once.
 */
export function exchangeRefusal(error: unknown): { message: string; final: boolean } {
  const t = messagesOf(couponMessages);
  if (!isApiError(error)) return { message: errorMessage(error), final: false };
  const result = (error.result ?? {}) as { reason?: unknown; attemptsLeft?: unknown; retryAfterMs?: unknown };
  if (error.status === 429 && typeof result.retryAfterMs === 'number') {
    return { message: t.codeThrottled(Math.max(1, Math.ceil(result.retryAfterMs / 60_000))), final: true };
  }
  if (result.reason === 'wrongCode') {
    const left = typeof result.attemptsLeft === 'number' ? result.attemptsLeft : 0;
    return { message: left > 0 ? t.codeWrong(left) : t.codeWrongLast, final: true };
  }
  if (result.reason === 'used') return { message: t.codeUsed, final: true };
  const claim = CLAIM_REFUSALS.find((r) => r === result.reason);
  if (claim !== undefined) return { message: t[`refusal.${claim}`], final: true };
  // Timeouts (408) may have reached the server; anything else the server worded itself.
  return { message: errorMessage(error), final: error.status !== 408 };
}
