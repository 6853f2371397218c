import { TIMEOUT_STATUS } from '../../../../schemas/tracking/constants';
import { guard, type Report, safeReport } from '../../core/safe';
import type { Uninstall } from '../types';
import type { ApiRecorder } from './call';

/** Bodies worth reading for a response code; streams and binaries are left alone. */
const READABLE = /json|text\/(plain|html|xml)|javascript/i;

/**
 * A timeout is an abort whose reason is a TimeoutError (AbortSignal.timeout(), or the mall client's
 * own abort reason); fetch rejects with that reason, a DOMException (not an Error everywhere).
 */
function failureStatus(e: unknown): number {
  const name = typeof e === 'object' && e !== null && 'name' in e ? (e as { name: unknown }).name : null;
  return name === 'TimeoutError' ? TIMEOUT_STATUS : 0;
}

/**
 * Wraps window.fetch to time calls and add trace headers. Anything the wrapper itself
 * fails at falls back to the untouched call; the page's promise is always the original one.
 */
export function wrapFetch(rec: ApiRecorder, report: Report): Uninstall {
  const original = window.fetch;
  if (typeof original !== 'function') return () => {};
  const prepare = guard(report, (input: RequestInfo | URL, init: RequestInit | undefined) => {
    const req = input instanceof Request ? input : null;
    const rawUrl = req ? req.url : String(input);
    const headers = new Headers(req?.headers);
    new Headers(init?.headers).forEach((v, k) => {
      headers.set(k, v);
    });
    const method = init?.method ?? req?.method ?? 'GET';
    const began = rec.begin(rawUrl, method, (n) => headers.get(n), init?.body);
    if (!began) return null;
    const extra = Object.entries(began.headers);
    for (const [k, v] of extra) headers.set(k, v);
    return { start: began.start, init: extra.length > 0 ? { ...init, headers } : init };
  });
  const finish = guard(report, (start: Parameters<ApiRecorder['end']>[0], res: Response) => {
    const type = res.headers.get('content-type') ?? '';
    if (res.type === 'opaque' || !READABLE.test(type)) {
      rec.end(start, res.status, { text: '' });
      return;
    }
    res
      .clone()
      .text()
      .then(
        (text) => rec.end(start, res.status, { text }),
        () => rec.end(start, res.status, { text: '' }),
      )
      .catch((e: unknown) => safeReport(report, e));
  });
  const fail = guard(report, (start: Parameters<ApiRecorder['end']>[0], e: unknown) => {
    rec.end(start, failureStatus(e), { text: '' });
  });

  const wrapped: typeof fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const prep = prepare(input, init);
    if (!prep) return original.call(window, input, init);
    const p = original.call(window, input, prep.init);
    p.then(
      (res) => finish(prep.start, res),
      (e: unknown) => fail(prep.start, e),
    );
    return p;
  };
  window.fetch = wrapped;
  return () => {
    if (window.fetch === wrapped) window.fetch = original;
  };
}
