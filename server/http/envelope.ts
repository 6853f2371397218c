import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes, fail, NOT_LOGGED_IN_CODE, ok } from '../../schemas/api/envelope';
import { serverMessages } from '../i18n/messages';
import { textsFor } from '../i18n/request-lang';

export function sendOk<T>(c: Context, result: T): Response {
  return c.json(ok(result));
}

/**
 * The success envelope's JSON text before and after its result, for results already serialised (an
 * answer kept in memory): `OK_JSON.head + resultJson + OK_JSON.tail`.
 */
export const OK_JSON = (() => {
  const text = JSON.stringify(ok(null));
  const at = text.lastIndexOf('null');
  return { head: text.slice(0, at), tail: text.slice(at + 'null'.length) };
})();

export function sendFail(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  result: unknown = null,
): Response {
  return c.json(fail(code, message, result), status);
}

/** 0003 travels with HTTP 200: the client reads resCode, and a 401 would look like a transport error. */
export function sendNotLoggedIn(c: Context): Response {
  return sendFail(c, 200, NOT_LOGGED_IN_CODE, textsFor(c, serverMessages).notLoggedIn);
}

/** 404 for an /api/ path no route serves, named so the caller sees which call was wrong. */
export function sendNoSuchApi(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  return sendFail(c, 404, ErrorCodes.notFound, textsFor(c, serverMessages).noSuchApi(c.req.method, path));
}

/** 413 when a body passes the size limit. */
export function sendTooLarge(c: Context): Response {
  return sendFail(c, 413, ErrorCodes.tooLarge, textsFor(c, serverMessages).tooLarge);
}
