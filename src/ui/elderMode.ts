import { getBridge } from '../bridge/call';
import { useHydrated } from '../lib/hydration';
import { parseFlag, QueryParam } from '../lib/query';
import { createStore } from './store';
import { useStore } from './useStore';

/**
 * Elder mode (长辈模式, MIIT 适老化, ADR 0043): larger type and tap targets, higher contrast, no
 * marketing overlays. One boolean in the UI store; the stylesheet follows the `data-elder` attribute on
 * <html>, the components that leave things out read the store.
 *
 * Who decides, first match wins: the address (`elder=1` / `elder=0`), then what this visit already chose
 * (session storage: the address flag, the shopper's switch or the app's answer), then the bank app's own
 * setting (bridge `getElderMode`, asked only when nothing above decided; elderModeApp.ts). The app may also
 * flip it while the page is open (`mbank:elderModeChanged`). Every decision is remembered for the visit only.
 * Kept small on purpose: it runs in the first route, before the first render.
 */
export const elderStore = createStore(false);

export const ELDER_SESSION_KEY = 'mall:elder';
export const ELDER_ATTRIBUTE = 'data-elder';
/** The cookie the server reads the visit's mode from (server/booth/experiments/visitor.ts ELDER_COOKIE). */
export const ELDER_COOKIE = 'mall_elder';

/** Turns elder mode on or off for the visit: the store, <html> and session storage. */
export function setElderMode(on: boolean): void {
  elderStore.set(on);
  const root = document.documentElement;
  if (on) root.setAttribute(ELDER_ATTRIBUTE, '');
  else root.removeAttribute(ELDER_ATTRIBUTE);
  try {
    sessionStorage.setItem(ELDER_SESSION_KEY, on ? '1' : '0');
  } catch {
    // No session storage (private mode): the mode holds for this page only.
  }
  try {
    // For the visit, to the server too: a booth experiment's audience rule may be elder mode (ADR 0056).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older web views.
    document.cookie = `${ELDER_COOKIE}=${on ? 1 : 0};path=/`;
  } catch {
    // A sandboxed document refuses cookies: the server then reads the address's elder flag only.
  }
}

/** Decides the visit's mode at boot, before the first render. */
export function startElderMode(search: string = window.location.search): void {
  const fromAddress = parseFlag(new URLSearchParams(search).get(QueryParam.elder));
  // Read as the session's user code is (userStore): storage that cannot be read fails the boot anyway.
  const remembered = sessionStorage.getItem(ELDER_SESSION_KEY);
  if (fromAddress !== undefined) setElderMode(fromAddress);
  else if (remembered !== null) setElderMode(remembered === '1');
  // Inside an app only (a browser has no one to ask or listen to), and loaded then: not first-route code.
  if (getBridge()) void import('./elderModeApp').then((m) => m.followApp());
}

/**
 * Elder mode as components should read it: false until the first screen has hydrated, because the
 * server's render cannot know the visit's mode (what it leaves out is hidden by the stylesheet until then).
 */
export function useElderMode(): boolean {
  const on = useStore(elderStore);
  return useHydrated() && on;
}
