import { cap } from '../core/text';
import { cutStack, shouldIgnoreError } from './error-rules';
import { listen } from './listen';
import type { CollectorDeps, Uninstall } from './types';

/** A crash loop must not fill the cache: the same message is reported this often per page. */
const MAX_REPEATS = 5;

function resourceUrl(target: Element): string | null {
  if (target instanceof HTMLLinkElement) return target.href || null;
  const src = (target as Element & { src?: unknown }).src;
  return typeof src === 'string' && src !== '' ? src : target.getAttribute('src');
}

/** PageError for uncaught errors, unhandled rejections and failed resource loads. */
export function installError({ ctx, emit, report }: CollectorDeps): Uninstall {
  const f = ctx.config.error;
  const seen = new Map<string, number>();
  let lastPage = ctx.page.loadId;

  const send = (
    kind: 'script' | 'promise' | 'resource',
    message: unknown,
    scriptUri: string,
    line: number,
    column: number,
    err: unknown,
  ): void => {
    const stack = err instanceof Error && typeof err.stack === 'string' ? err.stack : '';
    if (kind !== 'resource' && shouldIgnoreError(message, scriptUri, stack, f)) return;
    const text = cap(String(message), 1000);
    if (lastPage !== ctx.page.loadId) {
      lastPage = ctx.page.loadId;
      seen.clear();
    }
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    if (n > MAX_REPEATS) return;
    void emit('PageError', {
      scriptUri: cap(scriptUri, 1000),
      line,
      column,
      errorMessage: text,
      errorObj:
        err instanceof Error
          ? { name: err.name, message: cap(err.message, 1000), stack: cutStack(stack) }
          : null,
      kind,
    });
  };

  const onError = (e: Event): void => {
    // Resource failures do not bubble; this capturing listener sees them with the element as target.
    if (e.target instanceof Element) {
      const url = resourceUrl(e.target);
      if (url) send('resource', `${url} is not found`, url, 0, 0, null);
      return;
    }
    const ev = e as ErrorEvent;
    send('script', ev.message, ev.filename ?? '', ev.lineno ?? 0, ev.colno ?? 0, ev.error);
  };

  const onRejection = (e: PromiseRejectionEvent): void => {
    const r: unknown = e.reason;
    const message = r instanceof Error ? r.message : r;
    send('promise', message, '', 0, 0, r);
  };

  const removers = [
    listen(window, 'error', onError, report, { capture: true }),
    listen<PromiseRejectionEvent>(window, 'unhandledrejection', onRejection, report),
  ];
  return () => {
    for (const r of removers) r();
  };
}
