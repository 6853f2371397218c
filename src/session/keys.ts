import type { StorageOwner } from '../bridge/storage';

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
