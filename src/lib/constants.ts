/**
 * Business timings and limits from spec §9, in one place so screens, the client and tests agree.
 * Names carry their unit; change a value here, never inline.
 */

/** A request that has not answered after this long fails with status 408 (spec §8). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** A lazily loaded code chunk that has not arrived after this long counts as failed (spec §8). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Default time a toast stays on screen. */
export const TOAST_MS = 1_000;
/** Counts above this show the badge's more-icon instead of a number. */
export const BADGE_MAX = 99;
/** Holding a press this long is a long press. */
export const LONG_PRESS_MS = 500;
/** A press that moved this far or more is a drag, not a tap (a tap needs movement under it). */
export const TAP_TOLERANCE_PX = 6;
/** Startup checks (consent, login) wait this long so the first paint is not blocked. */
export const STARTUP_DELAY_MS = 300;
// The text clamp's width (48) is CLAMP_WIDTH in schemas/text-clamp.ts, beside the clamp the blocks share.
/** The cart icon opens the cart after this delay so the tap feedback is visible. */
export const CART_LINK_DELAY_MS = 200;
/** When back did not change the URL after this long, the web view is closed. */
export const BACK_FALLBACK_MS = 400;
/** The login-in-progress flag resets this long after the code exchange settles. */
export const LOGIN_FLAG_RESET_MS = 5_000;
/** Seconds shown on a modal's 'refresh (Ns)' countdown before it reloads the page. */
export const COUNTDOWN_DIALOG_S = 5;
/** Amounts travel in cents; divide by this for yuan. */
export const CENTS_PER_YUAN = 100;
