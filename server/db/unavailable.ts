/**
 * Connection-level database failures: the database is away (stopped, restarting, refusing connections,
 * a connection cut under us, or a connect/statement timeout), not a fault of this request. The error
 * handler answers these busy (503 + Retry-After) so the app shows its waiting room instead of a 500.
 */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/**
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57014 statement timeout, 53300 too
 * many connections (the server's max_connections or the role's limit: busy until some are released).
 */
const UNAVAILABLE_SQLSTATE = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** node-postgres's own messages for a connect timeout or a connection that ended under a query. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.has(code)) return true;
    // SQLSTATE class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (UNAVAILABLE_MESSAGE.test(err.message)) return true;
  // An AggregateError (connect tried on IPv4 and IPv6) carries the real causes inside.
  const inner = (err as { errors?: unknown }).errors;
  return Array.isArray(inner) && inner.some(isDatabaseUnavailable);
}
