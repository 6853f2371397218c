import { browserOk, callNative, getBridge } from './call';
import type { BridgeOutcome } from './types';

/**
 * The bank app's elder mode (长辈模式, MIIT 适老化): the app keeps its own switch and tells the mall.
 * 'getElderMode' answers { elder: boolean }; an app build without the call answers errCode 1 (too old),
 * which here only means "no opinion" — elder mode is never worth an upgrade prompt.
 * A browser has no such setting: it answers null, and the visit's own flag decides.
 */
function readElder(data: unknown): boolean | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { elder } = data as Record<string, unknown>;
  return typeof elder === 'boolean' ? elder : undefined;
}

export async function getElderMode(): Promise<BridgeOutcome<boolean | null>> {
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'getElderMode', {}, readElder);
  return browserOk(null);
}

/** The DOM event the app dispatches on window when the customer flips its elder switch; detail { elder }. */
export const ELDER_MODE_CHANGED_EVENT = 'mbank:elderModeChanged';

/** Subscribes to the app's switch; returns the unsubscribe function. A malformed detail is ignored. */
export function onElderModeChanged(handler: (elder: boolean) => void): () => void {
  const listener = (event: Event) => {
    const elder = event instanceof CustomEvent ? readElder(event.detail) : undefined;
    if (elder !== undefined) handler(elder);
  };
  window.addEventListener(ELDER_MODE_CHANGED_EVENT, listener);
  return () => window.removeEventListener(ELDER_MODE_CHANGED_EVENT, listener);
}
