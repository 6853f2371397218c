import type { Context } from 'hono';
import type { Catalogue, Messages } from '../../schemas/i18n/define';
import { type Lang, matchLang, parseAcceptLanguage, pickLang } from '../../schemas/i18n/lang';

/**
 * The language to answer a request in (docs/decisions/0009): a `lang` query parameter first (the SPA adds
 * it to the SSO and cashier addresses, where a language forced with ?lang= is not in the browser's
 * Accept-Language), then Accept-Language (the SPA's API client sends the visit's language on every call),
 * else zh-CN.
 */
export function requestLang(c: Context): Lang {
  const forced = c.req.query('lang');
  const fromQuery = forced ? matchLang(forced) : null;
  return fromQuery ?? pickLang(parseAcceptLanguage(c.req.header('accept-language')));
}

/** One namespace's texts in the request's language: `const t = textsFor(c, serverMessages); t.notFound`. */
export function textsFor<M extends Messages>(c: Context, catalogue: Catalogue<M>): M {
  return catalogue[requestLang(c)];
}
