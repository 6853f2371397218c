/**
 * The operator console's session, /api/booth/console/session: sign in with an account (or the
 * operator token) for an HttpOnly cookie and a CSRF token, read it, end it. Public: the session is what they
 * give or check. The one declaration of each endpoint (ADR 0063).
 */
import { z } from '../../zod';
import { endpoint } from '../endpoint';
import { consoleSessionSchema, consoleSignInSchema } from '../operator-console';

const BASE = '/api/booth/console/session';

export const consoleSignIn = endpoint({
  method: 'post',
  path: BASE,
  auth: 'public',
  body: consoleSignInSchema,
  result: consoleSessionSchema,
});

export const consoleSessionRead = endpoint({
  method: 'get',
  path: BASE,
  auth: 'public',
  result: consoleSessionSchema,
});

export const consoleSessionEnd = endpoint({
  method: 'post',
  path: `${BASE}/end`,
  auth: 'public',
  result: z.object({ ended: z.literal(true) }),
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const consoleSessionEndpoints = {
  signIn: consoleSignIn,
  read: consoleSessionRead,
  end: consoleSessionEnd,
};
