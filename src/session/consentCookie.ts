import { CONSENT_COOKIE, CONSENT_GIVEN, CONSENT_WITHHELD } from '../../schemas/api/consent-cookie';
import { type ConsentState, consentStore } from './consentState';

const YEAR_S = 365 * 24 * 3600;

/** What the cookie says for a consent state: nothing until startup settles it (the last answer stands). */
export const consentCookieValue = (state: ConsentState): string | null =>
  state === 'granted' ? CONSENT_GIVEN : state === 'unknown' ? null : CONSENT_WITHHELD;

/**
 * Tells the server, in a cookie the page request carries too, whether the shopper agreed to collection: the
 * server stores the experiments' visitor id only then (ADR 0075). Kept a year like the agreement itself (in
 * native storage), so a later visit's first server-rendered page already knows.
 */
export function followConsentCookie(doc: Document = document): void {
  const write = (): void => {
    const value = consentCookieValue(consentStore.get());
    if (value === null) return;
    try {
      doc.cookie = `${CONSENT_COOKIE}=${value};path=/;max-age=${YEAR_S};samesite=lax`;
    } catch {
      // A sandboxed document refuses cookies: the server then keeps no visitor id (the control variant).
    }
  };
  consentStore.subscribe(write);
  write();
}
