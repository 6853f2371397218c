import { TRACKING_HEADERS, UPLOAD_STATUS } from '../../../schemas/tracking/constants';
import { parseRetryAfter } from './backoff';
import type { Encoded } from './encode';

export interface SendOptions {
  secretKey: string;
  timeoutMs: number;
  keepalive: boolean;
  /** Every event in it was in an upload whose answer was never seen (see sent.ts). */
  resend?: boolean;
}

export type SendResult =
  | { ok: true; status: number }
  | {
      ok: false;
      status: number;
      /** Network error, timeout, 408, 429, 5xx, 401/403 or upload-status 'retry': try again later. */
      retryable: boolean;
      retryAfterMs: number | null;
      message: string;
    };

/** Keep-alive requests share 64 KiB in flight per page; stay under it across both channels. */
export const KEEPALIVE_BUDGET = 60 * 1024;

const RETRY_STATUS = new Set([401, 403, 408, 429]);

/**
 * One upload POST. Uses the fetch captured before the api collector wrapped window.fetch,
 * so the SDK never times or traces its own uploads.
 */
export async function sendUpload(
  fetchFn: typeof fetch,
  url: string,
  enc: Encoded,
  opts: SendOptions,
): Promise<SendResult> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.timeoutMs);
  try {
    const res = await fetchFn(url, {
      method: 'POST',
      body: enc.body,
      headers: {
        'content-type': enc.contentType,
        [TRACKING_HEADERS.secretKey]: opts.secretKey,
        ...(opts.resend ? { [TRACKING_HEADERS.resend]: '1' } : {}),
        ...enc.headers,
      },
      keepalive: opts.keepalive,
      signal: ctrl.signal,
      credentials: 'omit',
    });
    // The answer is in the headers, but the body must be read too: a response whose body is never
    // consumed stays loading in the browser (the page never reaches network idle). Read within the
    // timeout, so a body that never ends is cut by the abort.
    await res.arrayBuffer().catch(() => undefined);
    const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), Date.now());
    if (res.status !== 200) {
      return {
        ok: false,
        status: res.status,
        retryable: RETRY_STATUS.has(res.status) || res.status >= 500,
        retryAfterMs,
        message: `Bad HTTP status: ${res.status} ${res.statusText}`,
      };
    }
    const uploadStatus = res.headers.get(TRACKING_HEADERS.uploadStatus);
    if (uploadStatus === UPLOAD_STATUS.retry || uploadStatus === UPLOAD_STATUS.rejected) {
      return {
        ok: false,
        status: res.status,
        retryable: uploadStatus === UPLOAD_STATUS.retry,
        retryAfterMs,
        message: `upload status: ${uploadStatus}`,
      };
    }
    return { ok: true, status: res.status };
  } catch (e) {
    const timedOut = ctrl.signal.aborted;
    return {
      ok: false,
      status: timedOut ? -2 : 0,
      retryable: true,
      retryAfterMs: null,
      message: timedOut ? `upload timed out after ${opts.timeoutMs} ms` : `upload failed: ${String(e)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}
