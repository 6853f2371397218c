import type { Context } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import { badRequest } from './errors';
import type { AppEnv } from './types';

const MAX_UNIQUE_CODE = 128;

/**
 * The uniqueCode header of a write that must not happen twice (an order's create): its idempotency key, so
 * it is required there; without it a retried submit could not be told from a second order.
 */
export function requiredUniqueCode(c: Context<AppEnv>): string {
  const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
  if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE) {
    throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
  }
  return uniqueCode;
}
