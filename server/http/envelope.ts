import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, NOT_LOGGED_IN_CODE, ok } from '../../schemas/api/envelope';

export function sendOk<T>(c: Context, result: T): Response {
  return c.json(ok(result));
}

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
  return sendFail(c, 200, NOT_LOGGED_IN_CODE, 'not logged in or session expired, please log in');
}
