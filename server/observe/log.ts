import { AsyncLocalStorage } from 'node:async_hooks';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/** What every line written while a request is being answered carries (request-observer.ts sets it). */
export interface RequestContext {
  reqId: string;
  /** The tracker's trace and span ids (x-trace-id / traceparent), so a line joins the page's ApiInvoke. */
  traceId?: string;
  spanId?: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs fn with the request's context, so lines logged anywhere below it name the request. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

/**
 * Secrets never reach a log line, whatever object is logged: headers (lower-cased by Node) and any field of
 * these names one level down. The request line logs headers only at debug, and these are cut from it.
 */
export const REDACTED_PATHS = [
  'req.headers.usercode',
  'req.headers.uniquecode',
  'req.headers["x-operator-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'userCode',
  'uniqueCode',
  'token',
  'operatorToken',
  'password',
  'authorization',
  'cookie',
  '*.userCode',
  '*.uniqueCode',
  '*.token',
  '*.operatorToken',
  '*.password',
  '*.authorization',
  '*.cookie',
];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

export function isLogLevel(value: string): value is LogLevel {
  return (LEVELS as readonly string[]).includes(value);
}

/**
 * LOG_LEVEL when set; otherwise `info`, except under the test runner, where the server is quiet unless a
 * test asks (a test that reads the log passes its own level and destination).
 */
export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const asked = env.LOG_LEVEL;
  if (asked) {
    if (!isLogLevel(asked)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
    return asked;
  }
  return env.VITEST ? 'silent' : 'info';
}

/** The server's one logger: JSON lines with time, level, the request's id when there is one, redacted. */
export function createLog(opts: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const options: LoggerOptions = {
    level: opts.level ?? defaultLogLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names, not numbers: a person reading the file and a log shipper both understand them.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: () => requestContext.getStore() ?? {},
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

export type LineLevel = 'info' | 'warn' | 'error';

/** The services' `config.logger(line)` (plain sentences) written through the structured logger. */
export function lineLogger(log: Logger): (line: string, level?: LineLevel) => void {
  return (line, level = 'info') => log[level](line);
}
