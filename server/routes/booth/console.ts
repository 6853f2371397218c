import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { consoleSessionDocumented } from '../../../schemas/api/endpoints/docs/console-session';
import { ErrorCodes } from '../../../schemas/api/envelope';
import {
  CONSOLE_COOKIE,
  CONSOLE_CSRF_HEADER,
  type ConsoleSignInRefusal,
} from '../../../schemas/api/operator-console';
import { safeEqual } from '../../auth/secrets';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { operatorMessages } from '../../i18n/operators';
import { textsFor } from '../../i18n/request-lang';
import { callerAddress, operatorActorOf, operatorGate } from '../../operators/gate';
import { CONSOLE_MAX_MS, liveSession, signIn, signOut } from '../../services/operator-session';

/**
 * The cookie goes only to the API, never to the mall's pages: the booth operator API and the other operator
 * APIs the console uses (/api/operator/short-links, /notices) take it through operatorAccess,
 * with the CSRF header on writes; shopper routes ignore it.
 */
const COOKIE_PATH = '/api';

const ANONYMOUS_ACTOR = 'api';

/** Who the audit log names for this request: the session's account (or token label), or 'api' for the token. */
export const actorOf = (c: Context): string => operatorActorOf(c)?.name ?? ANONYMOUS_ACTOR;

/**
 * Operator access for the booth operator API and the other operator APIs the console uses: the one
 * operator gate (server/operators/gate.ts) — token or session cookie with CSRF on writes, then roles.
 */
export function operatorAccess(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return operatorGate(deps);
}

/**
 * /api/booth/console/session: sign in with an account (or the operator token), read the session, sign out;
 * the handlers of schemas/api/endpoints/console-session.ts. A refusal is thrown with its own answer (the
 * throttle's retry-after header is set first and kept on the error's answer).
 */
export function consoleSessionRoutes(deps: AppDeps) {
  const secure = () => new URL(deps.config.publicOrigin).protocol === 'https:';
  return endpointRoutes(deps, '/api/booth/console', consoleSessionDocumented, {
    signIn: async ({ body, c }) => {
      const t = textsFor(c, operatorMessages);
      const signedIn = await signIn(deps, {
        name: body.name,
        secret: body.password ?? body.token ?? '',
        address: callerAddress(c),
        totpCode: body.totpCode,
      });
      if (!signedIn.ok && signedIn.reason === 'throttled') {
        c.header('retry-after', String(Math.ceil(signedIn.retryAfterMs / 1000)));
        throw new ApiError(429, ErrorCodes.tooMany, t.throttled(Math.ceil(signedIn.retryAfterMs / 60_000)));
      }
      if (!signedIn.ok && signedIn.reason === 'totpRequired') {
        const refusal: ConsoleSignInRefusal = { totpRequired: true };
        throw new ApiError(403, ErrorCodes.forbidden, t.totpRequired, refusal);
      }
      if (!signedIn.ok) {
        throw new ApiError(403, ErrorCodes.forbidden, body.totpCode ? t.signInFailedCode : t.signInFailed);
      }
      setCookie(c, CONSOLE_COOKIE, signedIn.cookieValue, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        secure: secure(),
        maxAge: Math.floor(CONSOLE_MAX_MS / 1000),
      });
      return signedIn.view;
    },
    read: async ({ c }) => {
      const session = await liveSession(deps, getCookie(c, CONSOLE_COOKIE));
      if (!session) throw new ApiError(403, ErrorCodes.forbidden, textsFor(c, operatorMessages).sessionEnded);
      return session;
    },
    end: async ({ c }) => {
      const value = getCookie(c, CONSOLE_COOKIE);
      const session = await liveSession(deps, value);
      // Ending needs the CSRF token too, or any page could log the operator out.
      if (session && safeEqual(c.req.header(CONSOLE_CSRF_HEADER) ?? '', session.csrfToken)) {
        await signOut(deps, value);
      }
      deleteCookie(c, CONSOLE_COOKIE, { path: COOKIE_PATH });
      return { ended: true as const };
    },
  });
}
