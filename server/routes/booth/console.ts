import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ErrorCodes } from '../../../schemas/api/envelope';
import { HeaderNames } from '../../../schemas/api/headers';
import {
  CONSOLE_COOKIE,
  CONSOLE_CSRF_HEADER,
  consoleSignInSchema,
} from '../../../schemas/api/operator-console';
import { safeEqual } from '../../auth/secrets';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendFail, sendOk } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { CONSOLE_MAX_MS, liveSession, signIn, signOut } from '../../services/operator-session';

/**
 * The cookie goes only to the API, never to the mall's pages: the booth operator API and the other operator
 * APIs the console uses (/api/operator/short-links, /notices, issue 17) take it through operatorAccess,
 * with the CSRF header on writes; shopper routes ignore it.
 */
const COOKIE_PATH = '/api';

const ANONYMOUS_ACTOR = 'api';
const actors = new WeakMap<Request, string>();

/** Who the audit log names for this request: the console operator's name, or 'api' for the bearer token. */
export const actorOf = (c: Context): string => actors.get(c.req.raw) ?? ANONYMOUS_ACTOR;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Operator access for the booth operator API: the x-operator-token header (scripts, curl) as before, or a
 * console session cookie. With the cookie, every write must also carry the session's CSRF token in a
 * header, which a page on another origin can neither read nor send.
 */
export function operatorAccess(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = c.req.header(HeaderNames.operatorToken);
    if (bearer !== undefined) {
      if (!safeEqual(bearer, deps.config.operatorToken)) {
        return sendFail(c, 403, ErrorCodes.forbidden, 'operator token missing or wrong');
      }
      return next();
    }
    const session = await liveSession(deps, getCookie(c, CONSOLE_COOKIE));
    if (!session) return sendFail(c, 403, ErrorCodes.forbidden, 'operator token missing or wrong');
    if (isWrite(c.req.method) && !safeEqual(c.req.header(CONSOLE_CSRF_HEADER) ?? '', session.csrfToken)) {
      return sendFail(c, 403, ErrorCodes.forbidden, 'console session: CSRF token missing or wrong');
    }
    actors.set(c.req.raw, session.name);
    return next();
  };
}

/** /api/booth/console/session: sign in with the operator token, read the session, sign out. */
export function consoleSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const secure = () => new URL(deps.config.publicOrigin).protocol === 'https:';

  r.post('/session', async (c) => {
    const body = await parseBody(c, consoleSignInSchema);
    const signedIn = await signIn(deps, body.token, body.name);
    if (!signedIn) throw forbidden('operator token missing or wrong');
    setCookie(c, CONSOLE_COOKIE, signedIn.cookieValue, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(),
      maxAge: Math.floor(CONSOLE_MAX_MS / 1000),
    });
    return sendOk(c, signedIn.view);
  });
  r.get('/session', async (c) => {
    const session = await liveSession(deps, getCookie(c, CONSOLE_COOKIE));
    if (!session) return sendFail(c, 403, ErrorCodes.forbidden, 'console session ended');
    return sendOk(c, session);
  });
  r.post('/session/end', async (c) => {
    const value = getCookie(c, CONSOLE_COOKIE);
    const session = await liveSession(deps, value);
    // Ending needs the CSRF token too, or any page could log the operator out.
    if (session && safeEqual(c.req.header(CONSOLE_CSRF_HEADER) ?? '', session.csrfToken)) {
      await signOut(deps, value);
    }
    deleteCookie(c, CONSOLE_COOKIE, { path: COOKIE_PATH });
    return sendOk(c, { ended: true });
  });
  return r;
}
