/**
 * The cookie in which the SPA tells the server whether the shopper agreed to collection (the first-run
 * disclaimer and license, ADR 0040): '1' agreed, '0' refused or revoked, absent while unknown. The server
 * stores and reads the experiments' visitor id only under '1' (ADR 0075). Written by
 * src/session/consentCookie.ts, read by server/booth/experiments/visitor.ts.
 */
export const CONSENT_COOKIE = 'mall_consent';
export const CONSENT_GIVEN = '1';
export const CONSENT_WITHHELD = '0';
