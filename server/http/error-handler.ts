import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorCodes } from '../../schemas/api/envelope';
import { sendFail } from './envelope';
import { ApiError } from './errors';

/**
 * Expected failures keep their status and message; anything else is logged here and answered with a
 * generic 500, so no stack trace or SQL text reaches the client.
 */
export function makeErrorHandler(logger: (line: string) => void) {
  return (err: Error, c: Context): Response => {
    if (err instanceof ApiError) return sendFail(c, err.status, err.code, err.message, err.result);
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 404 ? ErrorCodes.notFound : ErrorCodes.badRequest;
      return sendFail(c, err.status, code, err.message || 'bad request');
    }
    // Log method, path and error only: headers (userCode) and bodies may carry secrets.
    logger(`error ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? err.message}`);
    return sendFail(c, 500, ErrorCodes.internal, 'oops, something went wrong');
  };
}
