import type { MiddlewareHandler } from 'hono';
import { ErrorCodes } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import { sendFail } from './envelope';
import type { AppEnv } from './types';

/** For operator endpoints (booth layouts): the x-operator-token header must match the server's token. */
export function requireOperator(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header(HeaderNames.operatorToken) ?? '';
    if (!safeEqual(token, deps.config.operatorToken)) {
      return sendFail(c, 403, ErrorCodes.forbidden, 'operator token missing or wrong');
    }
    await next();
  };
}
