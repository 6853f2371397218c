import type { StorageOwner } from '../bridge/storage';
import { FORCED_LANG_KEY } from '../i18n/lang';

/** Native-storage names the spec fixes (§9): the disclaimer flag and the license consent. */
export const DISCLAIMER_KEY = 'disclaime';
export const LICENSE_KEY = 'userLicense';
/** The logged-in customer's info, kept in native storage so the app and other web views see it. */
export const USER_INFO_KEY = 'userInfo';

/** Value of DISCLAIMER_KEY once the disclaimer was confirmed. */
export const DISCLAIMER_CONFIRMED = '1';

/**
 * Consent and user info belong to the device, not to one customer: they are read before anyone has
 * logged in, when there is no user code to own them ('' is the bridge's owner before login).
 */
export const DEVICE_OWNER: StorageOwner = { ownerId: '' };

/**
 * Session-storage marker: the license was agreed before there was a session to record it with, so it
 * is recorded on the server right after login. Session storage survives the SSO round trip.
 */
export const PENDING_LICENSE_KEY = 'mall:pendingLicense';

/**
 * Session-storage prefixes of what a page keeps across the trip to the bank sign-on and back: a buy
 * tapped while signed out (src/pages/product/pendingBuy.ts) and the code of an order being submitted,
 * which a retry must reuse so the server recognises an order it may already have made
 * (src/screen/submitGuard.ts).
 */
export const PENDING_BUY_PREFIX = 'mall:pendingBuy:';
export const SUBMIT_CODE_PREFIX = 'mall:createOrder:';
/** The entry channel (`src` parameter) src/session/tracking.ts keeps for the visit (the same name there). */
const ENTRY_SOURCE_KEY = 'mall:src';
/** Elder mode's choice for the visit (src/ui/elderMode.ts, ELDER_SESSION_KEY): how the page reads, not who signed on. */
const ELDER_KEY = 'mall:elder';
/** The behaviour tracker's own keys (src/tracker/core/storage.ts): its session is not the sign-on's. */
const TRACKER_PREFIX = 'mbm_trk_';

/**
 * What a 0003 leaves in session storage, which spec §8 otherwise clears: only what exists to outlive
 * the sign-on (the pending license and buys, an order's submit code, a forced language, elder mode,
 * tracking).
 * Everything else, the user code first, belongs to the session that ended.
 */
export const SURVIVES_SIGN_OUT: readonly string[] = [
  PENDING_LICENSE_KEY,
  PENDING_BUY_PREFIX,
  SUBMIT_CODE_PREFIX,
  FORCED_LANG_KEY,
  ENTRY_SOURCE_KEY,
  ELDER_KEY,
  TRACKER_PREFIX,
];
