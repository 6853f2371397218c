import { LANG_COOKIE } from '../../schemas/i18n/cookie';
import { getLang } from './lang';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address of a page the server renders for the shopper (the bank's SSO, the cashier) with the visit's
 * language as `lang`: a language forced with ?lang= lives in this visit only, and the browser's
 * Accept-Language on that navigation would not carry it. Relative addresses stay relative.
 */
export function withLangParam(href: string): string {
  const url = new URL(href, 'http://relative.invalid');
  url.searchParams.set('lang', getLang());
  return ABSOLUTE.test(href) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Tells the server's own pages on this origin (the simulated cashier and SSO) the visit's language, for the
 * addresses the SPA does not build itself (the cashier link comes from the payment answer). A session
 * cookie, rewritten at every boot, so it follows the latest visit.
 */
export function shareLangWithServerPages(doc: Document = document): void {
  doc.cookie = `${LANG_COOKIE}=${encodeURIComponent(getLang())}; path=/; SameSite=Lax`;
}
