import { guard, type Report } from '../core/safe';

/**
 * The page is going away (spec §4 "on unload"): `pagehide`, and `beforeunload` for old web views where
 * `pagehide` never fires. Handlers run on both, so each must act once (the page exit is keyed by its load
 * id). `unload` is never used: it keeps a page out of the back/forward cache.
 */
export const LEAVING = 'pagehide beforeunload';

/** addEventListener with a guarded handler and a matching remover; `types` may name several, space-separated. */
export function listen<E extends Event>(
  target: EventTarget,
  types: string,
  handler: (e: E) => void,
  report: Report,
  options: AddEventListenerOptions = {},
): () => void {
  const safe = guard(report, handler) as (e: Event) => void;
  const list = types.split(' ');
  for (const t of list) target.addEventListener(t, safe, options);
  return () => {
    for (const t of list) target.removeEventListener(t, safe, options);
  };
}
