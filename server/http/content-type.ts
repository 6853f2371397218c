import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCodes } from '../../schemas/api/envelope';
import { serverMessages } from '../i18n/messages';
import { currentTexts, textsFor } from '../i18n/request-lang';
import { sendFail } from './envelope';
import { ApiError } from './errors';
import type { AppEnv } from './types';

/** application/json, with or without parameters (charset). */
export function isJson(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json';
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('transfer-encoding') !== undefined;
}

/**
 * True when a request carries a body the JSON endpoints must refuse: any content type but application/json,
 * or none at all. A browser sends text/plain, form and multipart bodies cross-site without asking (no
 * preflight); application/json needs the server's CORS consent first, which this server never gives.
 */
export function isNonJsonBody(c: Context): boolean {
  const type = c.req.header('content-type');
  if (type === undefined) return hasBody(c);
  return !isJson(type);
}

export const unsupportedMediaType = () =>
  new ApiError(415, ErrorCodes.unsupportedMediaType, currentTexts(serverMessages).notJson);

/**
 * For /api/*: writes with a body that is not JSON answer 415 before any route, idempotency or session
 * work. Paths under `except` take their own encodings (the tracking ingest: JSON, base64, gzip).
 */
export function jsonBodiesOnly(opts: { except: readonly string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { method } = c.req;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const path = new URL(c.req.url).pathname;
    if (opts.except.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return next();
    if (isNonJsonBody(c))
      return sendFail(c, 415, ErrorCodes.unsupportedMediaType, textsFor(c, serverMessages).notJson);
    return next();
  };
}
