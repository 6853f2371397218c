import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANG_COOKIE } from '../../schemas/i18n/cookie';
import type { Catalogue, Messages } from '../../schemas/i18n/define';
import { DEFAULT_LANG, type Lang, matchLang, parseAcceptLanguage, pickLang } from '../../schemas/i18n/lang';

/**
 * The language to answer a request in (docs/decisions/0009): a `lang` query parameter first (the SPA adds
 * it to the SSO address, where a language forced with ?lang= is not in the browser's Accept-Language), then
 * the `mall-lang` cookie the SPA sets at boot (the cashier link, which the SPA gets from the server), then
 * Accept-Language (the SPA's API client sends the visit's language on every call), else zh-CN.
 */
export function requestLang(c: Context): Lang {
  const forced = c.req.query('lang');
  const fromQuery = forced ? matchLang(forced) : null;
  if (fromQuery) return fromQuery;
  // The SPA's visit language, for the server's own pages it did not build the address of (the cashier link).
  const shared = getCookie(c, LANG_COOKIE);
  const fromCookie = shared ? matchLang(shared) : null;
  return fromCookie ?? pickLang(parseAcceptLanguage(c.req.header('accept-language')));
}

/** One namespace's texts in the request's language: `const t = textsFor(c, serverMessages); t.notFound`. */
export function textsFor<M extends Messages>(c: Context, catalogue: Catalogue<M>): M {
  return catalogue[requestLang(c)];
}

const current = new AsyncLocalStorage<Lang>();

/**
 * Holds the request's language for everything the request runs, so code that has no Context (a refusal
 * made deep in a use-case, a validation message) still answers in it. Mount first.
 */
export function requestLanguage(): MiddlewareHandler {
  return (c, next) => current.run(requestLang(c), next);
}

/** The language of the request being handled; zh-CN outside one (start-up, background jobs). */
export function currentLang(): Lang {
  return current.getStore() ?? DEFAULT_LANG;
}

/** One namespace's texts in the language of the request being handled. */
export function currentTexts<M extends Messages>(catalogue: Catalogue<M>): M {
  return catalogue[currentLang()];
}
