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
