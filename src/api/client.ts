import { BUSY_CODE } from '../../schemas/api/busy';
import { envelopeSchema, NOT_LOGGED_IN_CODE, SCALPER_CODE, SUCCESS_CODE } from '../../schemas/api/envelope';
import { DEFAULT_BIZ_LINE, DEFAULT_SUB_CHANNEL, HeaderNames } from '../../schemas/api/headers';
import { z } from '../../schemas/zod';
import { getLang } from '../i18n/lang';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { ApiError, crowdedMessage, isBusyMessage, Messages, SHAPE_CODE } from './errors';
import { pageAnswerEnvelope, takePageAnswer } from './pageAnswers';
import type { OnProgress, ProgressInit } from './xhrSend';

/**
 * The one HTTP client (spec §7–§8). It knows nothing of React or the session module: the shell
 * injects those through configureClient so this file stays testable and framework-free.
 */
export interface ClientHooks {
  baseUrl: string;
  getUserCode: () => string | null;
  /**
   * Server code 0003: clear the session and start login. `sentUserCode` is the user code the refused
   * request carried, so a refusal of a session already replaced by a new login is told apart.
   */
  onNotLoggedIn: (error: ApiError, sentUserCode: string | null) => void;
  /** The server shed this call (BUSY, a flash sale): the shell sends the shopper to the waiting room. */
  onBusy: (error: ApiError) => void;
  loadingBegin: () => void;
  loadingEnd: () => void;
  bizLine: string;
  subChannelNo: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Sends a call that reports its upload progress (fetch cannot); XMLHttpRequest in the browser. */
  sendWithProgress: (url: string, init: ProgressInit, onProgress: OnProgress) => Promise<Response>;
}

const defaults: ClientHooks = {
  baseUrl: '',
  getUserCode: () => null,
  onNotLoggedIn: () => {},
  onBusy: () => {},
  loadingBegin: () => {},
  loadingEnd: () => {},
  bizLine: DEFAULT_BIZ_LINE,
  subChannelNo: DEFAULT_SUB_CHANNEL,
  timeoutMs: REQUEST_TIMEOUT_MS,
  fetch: (...args) => globalThis.fetch(...args),
  // Loaded when a photo is first sent: uploads are rare, and the first screen's script carries no XHR code.
  sendWithProgress: async (...args) => (await import('./xhrSend')).xhrSend(...args),
};

let hooks: ClientHooks = { ...defaults };

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export function resetClient(): void {
  hooks = { ...defaults };
}

export type Params = Record<string, string | number | boolean | null | undefined>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface RequestOptions<T> {
  method?: Method;
  /** Extra request headers (the operator console's CSRF token). */
  headers?: Record<string, string>;
  params?: Params;
  body?: unknown;
  /** Checks the result at the boundary; a mismatch is an error, never a silent cast. */
  schema?: z.core.$ZodType<T>;
  /** Do not show the global loading indicator (background refreshes, badges). */
  silent?: boolean;
  /** Not something the shopper asked for (badges, error reports): a busy answer leaves them where they are. */
  background?: boolean;
  /** Reuse the same code when retrying a write so the server treats it as one request. */
  uniqueCode?: string;
  signal?: AbortSignal;
  /** For a form (a photo upload): called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: OnProgress;
  /** A file to save is expected (Content-Disposition: attachment): answers a DownloadedFile. */
  file?: boolean;
}

/** A file the server hands out to be saved, with its suggested name (the customer's data export). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const newUniqueCode = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const ERROR_SAVE_PATH = '/api/marketing/customer/err-mes/save';
const reported = new Set<string>();

function queryOf(params: Params | undefined): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return query;
}

function buildUrl(path: string, method: Method, params: Params | undefined): string {
  const query = queryOf(params);
  // The timestamp defeats webview caches that ignore Cache-Control (spec §7).
  if (method === 'GET') query.set('t', String(Date.now()));
  const qs = query.toString();
  return `${hooks.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * How a GET is named among the answers the server wrote into the page (pageAnswers.ts): its path and its
 * query in key order, without the t= stamp; the server names them the same way.
 */
export function pageAnswerKey(path: string, params?: Params): string {
  const query = queryOf(params);
  query.sort();
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/**
 * How a read sent as a POST (the product cards of a booth page) is named among the page's answers: its
 * path and its body's JSON, as the first screen's render made that body.
 */
export const postAnswerKey = (path: string, body: unknown): string => `POST ${path} ${JSON.stringify(body)}`;

/**
 * The result the page carries for a read, checked as `request` checks any answer (envelope, success code,
 * schema), synchronously and without taking it: what a server-rendered first screen was made from, so its
 * hydration renders the same thing. Undefined when the page carries none or it does not check out.
 */
export function servedResult<T>(key: string, schema: z.core.$ZodType<T>): T | undefined {
  const parsed = envelopeSchema.safeParse(pageAnswerEnvelope(key));
  if (!parsed.success || parsed.data.resCode !== SUCCESS_CODE) return undefined;
  const checked = z.safeParse(schema, parsed.data.result);
  return checked.success ? checked.data : undefined;
}

/** Reports a problem to the error-save call once per distinct text, so a flapping back end cannot flood the log. */
function reportOnce(original: string, path: string): void {
  if (reported.has(original) || path === ERROR_SAVE_PATH) return;
  reported.add(original);
  void request(ERROR_SAVE_PATH, {
    method: 'POST',
    body: { mes: original, interfaceUrl: path },
    silent: true,
    background: true,
  }).catch(() => {});
}

function toApiError(
  status: number,
  resCode: string,
  resMsg: string,
  result: unknown,
  path: string,
): ApiError {
  if (resCode === SCALPER_CODE) {
    return new ApiError({ status, statusText: Messages.scalper, serverCode: resCode, result });
  }
  if (isBusyMessage(resMsg)) {
    reportOnce(resMsg, path);
    return new ApiError({ status, statusText: crowdedMessage(resMsg), serverCode: resCode, result });
  }
  return new ApiError({ status, statusText: resMsg || Messages.fallback, serverCode: resCode, result });
}

async function send(
  path: string,
  method: Method,
  opts: RequestOptions<unknown>,
  userCode: string | null,
): Promise<Response> {
  // The server may have sent this read's answer inside the page (the first screen's layout): taken once.
  const served = method === 'GET' ? takePageAnswer(pageAnswerKey(path, opts.params)) : null;
  if (served) return new Response(served.body, { headers: { 'content-type': 'application/json' } });
  const headers: Record<string, string> = {
    [HeaderNames.bizLine]: hooks.bizLine,
    [HeaderNames.subChannelNo]: hooks.subChannelNo,
    [HeaderNames.uniqueCode]: opts.uniqueCode ?? newUniqueCode(),
    Accept: 'application/json',
    ...opts.headers,
  };
  if (userCode) headers[HeaderNames.userCode] = userCode;
  // The server answers its messages in the visit's language, which ?lang may have forced (docs/decisions/0009).
  headers['Accept-Language'] = getLang();
  // A form (a file upload) sets its own multipart type with the boundary; everything else is JSON.
  const form = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (method !== 'GET' && !form) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  // Aborted with a TimeoutError, as AbortSignal.timeout() would: whoever watches the call (the
  // tracker's api collector) tells the mall's own 20 s timeout (status -2) from a transport failure.
  const timer = setTimeout(
    () => controller.abort(new DOMException(Messages.timeout, 'TimeoutError')),
    hooks.timeoutMs,
  );
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);
  try {
    const url = buildUrl(path, method, opts.params);
    const init = {
      method,
      headers,
      body: method === 'GET' ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body ?? {}),
      signal: controller.signal,
      credentials: 'same-origin' as const,
    };
    if (form && opts.onUploadProgress) return await hooks.sendWithProgress(url, init, opts.onUploadProgress);
    return await hooks.fetch(url, init);
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    // Timeout and transport failure look the same to a shopper: 408 'request timed out' (spec §8).
    throw new ApiError({ status: 408, statusText: Messages.timeout });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }
}

export async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  if (!opts.silent) hooks.loadingBegin();
  try {
    const userCode = hooks.getUserCode();
    const response = await send(path, method, opts as RequestOptions<unknown>, userCode);
    // A file to save (the data export): a success is its bytes; a refusal is an envelope as always.
    const disposition = opts.file ? response.headers.get('content-disposition') : null;
    if (response.ok && disposition?.startsWith('attachment')) {
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
      return { blob: await response.blob(), fileName } as T;
    }
    let raw: unknown;
    try {
      raw = await response.json();
    } catch {
      throw new ApiError({ status: response.status, statusText: Messages.fallback });
    }
    const parsed = envelopeSchema.safeParse(raw);
    if (!parsed.success) throw new ApiError({ status: response.status, statusText: Messages.fallback });
    const { resCode, resMsg, result } = parsed.data;
    if (resCode !== SUCCESS_CODE) {
      if (resCode === NOT_LOGGED_IN_CODE) {
        const error = new ApiError({
          status: response.status,
          statusText: resMsg || Messages.notLoggedIn,
          serverCode: resCode,
          result,
          handled: true,
        });
        hooks.onNotLoggedIn(error, userCode);
        throw error;
      }
      const error = toApiError(response.status, resCode, resMsg, result, path);
      // What the shopper asked for waits in line (/wait); a badge read or error report stays where it is.
      if (resCode === BUSY_CODE && !opts.background) hooks.onBusy(error);
      throw error;
    }
    if (!opts.schema) return result as T;
    const checked = z.safeParse(opts.schema, result);
    if (!checked.success) {
      reportOnce(`response shape mismatch: ${checked.error.issues[0]?.path.join('.') ?? ''}`, path);
      throw new ApiError({
        status: response.status,
        statusText: Messages.badShape,
        serverCode: SHAPE_CODE,
        result,
      });
    }
    return checked.data;
  } finally {
    if (!opts.silent) hooks.loadingEnd();
  }
}

export const get = <T>(
  path: string,
  params?: Params,
  opts: Omit<RequestOptions<T>, 'params' | 'method'> = {},
) => request<T>(path, { ...opts, method: 'GET', params });

export const post = <T>(
  path: string,
  body?: unknown,
  opts: Omit<RequestOptions<T>, 'body' | 'method'> = {},
) => request<T>(path, { ...opts, method: 'POST', body: body ?? {} });

/** For tests: forget which messages were already reported. */
export function resetReported(): void {
  reported.clear();
}
