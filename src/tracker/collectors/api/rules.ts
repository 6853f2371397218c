import {
  REQUEST_BODY_PARSE_ERROR,
  RESPONSE_PARSE_ERROR,
  TRACE_SUCCESS_CODE,
} from '../../../../schemas/tracking/constants';
import { cap } from '../../core/text';
import type { TrackerConfig } from '../../types';
import { matches } from '../error-rules';

export type ApiConfig = TrackerConfig['api'];

export interface CallPlan {
  url: URL;
  /** Record an ApiInvoke for this call. */
  timed: boolean;
  /** Request goes to one of the app's own API origins (trace headers allowed). */
  own: boolean;
}

/** Max characters of apiParams, so one event stays well inside an upload. */
const PARAMS_LIMIT = 1000;

/**
 * Spec §5: the tracking endpoints, ignored API names and gateway hosts are not traced.
 * Non-http(s) schemes (data:, blob:) are not API calls at all.
 */
export function planCall(raw: string, api: ApiConfig, trackingUrls: string[]): CallPlan | null {
  let url: URL;
  try {
    url = new URL(raw, location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bare = `${url.origin}${url.pathname}`;
  const timed =
    !trackingUrls.includes(bare) &&
    !matches(url.pathname, api.ignoreApis) &&
    !api.gatewayHosts.includes(url.hostname) &&
    !api.gatewayHosts.includes(url.host);
  return { url, timed, own: api.origins.includes(url.origin) };
}

/** Reads 'a.b.c' from a parsed body; numbers and strings become text, anything else is absent. */
export function readPath(body: unknown, path: string): string | null {
  let v: unknown = body;
  for (const k of path.split('.')) {
    if (v === null || typeof v !== 'object') return null;
    v = (v as Record<string, unknown>)[k];
  }
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

function firstPath(body: unknown, paths: string[]): string | null {
  for (const p of paths) {
    const v = readPath(body, p);
    if (v !== null && v !== '') return v;
  }
  return null;
}

/** Parses response text once; `parsed` undefined means it was not JSON. */
export function parseResponse(text: string): { parsed: unknown; failed: boolean } {
  if (text.trim() === '') return { parsed: undefined, failed: false };
  try {
    return { parsed: JSON.parse(text), failed: false };
  } catch {
    return { parsed: undefined, failed: true };
  }
}

/**
 * Spec §8 codes. responseCode: configured body paths, or 'Response Parse Error'.
 * errorCode: the body's error code path; else the status when ≥ 300; else the default
 * code for failures (network, timeout, non-success response code); else SUC0000.
 */
export function responseCodes(
  status: number,
  body: { parsed: unknown; failed: boolean },
  api: ApiConfig,
): { responseCode: string; errorCode: string } {
  const responseCode = body.failed
    ? RESPONSE_PARSE_ERROR
    : (firstPath(body.parsed, api.responseCodePaths) ?? '');
  const bodyError = body.failed ? null : firstPath(body.parsed, api.errorCodePaths);
  let errorCode: string;
  if (bodyError !== null) errorCode = bodyError;
  else if (status >= 300) errorCode = String(status);
  else if (status <= 0 || body.failed || (responseCode !== '' && !api.successCodes.includes(responseCode))) {
    errorCode = api.defaultErrorCode;
  } else errorCode = TRACE_SUCCESS_CODE;
  return { responseCode, errorCode };
}

/** apiParams: JSON of the body (or of the query when there is none), or 'RequestBody Parse Error'. */
export function requestParams(body: unknown, url: URL): string {
  if (body === undefined || body === null || body === '') {
    return cap(JSON.stringify(Object.fromEntries(url.searchParams)), PARAMS_LIMIT);
  }
  try {
    if (typeof body === 'string') return cap(JSON.stringify(JSON.parse(body)), PARAMS_LIMIT);
    if (body instanceof URLSearchParams) return cap(JSON.stringify(Object.fromEntries(body)), PARAMS_LIMIT);
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      const out: Record<string, string> = {};
      body.forEach((v, k) => {
        out[k] = typeof v === 'string' ? v : '[file]';
      });
      return cap(JSON.stringify(out), PARAMS_LIMIT);
    }
  } catch {
    // Falls through to the spec's parse-error marker.
  }
  return REQUEST_BODY_PARSE_ERROR;
}
