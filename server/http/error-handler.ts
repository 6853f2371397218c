import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { BUSY_CODE } from '../../schemas/api/busy';
import { ErrorCodes } from '../../schemas/api/envelope';
import { isDatabaseUnavailable } from '../db/unavailable';
import { busyMessages } from '../i18n/busy';
import { serverMessages } from '../i18n/messages';
import { textsFor } from '../i18n/request-lang';
import { sendFail } from './envelope';
import { ApiError } from './errors';
import { RETRY_AFTER_MS } from './load-shed';

/**
 * SQLSTATE class 22 (data exception: a number out of range, a NUL byte in text, text that is not a number)
 * is the database refusing a value the caller sent. The schemas at the boundary should have refused it
 * first; when one slips through, it is still the caller's mistake: 400, not 500.
 */
function sqlState(err: Error): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const CWD = process.cwd();

/** Stack traces name files relative to the project: the log should not map out the machine. */
function relativeStack(err: Error): string {
  const stack = err.stack ?? `${err.name}: ${err.message}`;
  return stack.replaceAll(`file://${CWD}/`, '').replaceAll(`${CWD}/`, '');
}

/**
 * Expected failures keep their status and message; anything else is logged here and answered with a
 * generic 500, so no stack trace or SQL text reaches the client. Log lines name the method, path and error
 * only: headers (userCode, operator token) and bodies may carry secrets, and a database error's message
 * may quote the value that was sent, so a refused value is logged by its SQLSTATE alone.
 */
export function makeErrorHandler(logger: (line: string, level?: 'info' | 'warn' | 'error') => void) {
  return (err: Error, c: Context): Response => {
    if (err instanceof ApiError) return sendFail(c, err.status, err.code, err.message, err.result);
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 404 ? ErrorCodes.notFound : ErrorCodes.badRequest;
      return sendFail(c, err.status, code, err.message || textsFor(c, serverMessages).badRequest);
    }
    const where = `${c.req.method} ${new URL(c.req.url).pathname}`;
    if (isDatabaseUnavailable(err)) {
      // The database is away, not broken by this call: the busy answer sends the shopper to the waiting room.
      logger(`unavailable ${where}: database unreachable`);
      c.header('retry-after', String(Math.ceil(RETRY_AFTER_MS / 1000)));
      return sendFail(c, 503, BUSY_CODE, textsFor(c, busyMessages).busy, { retryAfterMs: RETRY_AFTER_MS });
    }
    const state = sqlState(err);
    if (state?.startsWith('22')) {
      logger(`refused ${where}: database data exception ${state}`, 'warn');
      return sendFail(c, 400, ErrorCodes.badRequest, textsFor(c, serverMessages).malformedValue);
    }
    logger(`error ${where}: ${relativeStack(err)}`, 'error');
    return sendFail(c, 500, ErrorCodes.internal, textsFor(c, serverMessages).internal);
  };
}
