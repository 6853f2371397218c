import { guard, type Report } from '../core/safe';

/** addEventListener with a guarded handler and a matching remover. */
export function listen<E extends Event>(
  target: EventTarget,
  type: string,
  handler: (e: E) => void,
  report: Report,
  options: AddEventListenerOptions = {},
): () => void {
  const safe = guard(report, handler) as (e: Event) => void;
  target.addEventListener(type, safe, options);
  return () => target.removeEventListener(type, safe, options);
}
