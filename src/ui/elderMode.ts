import { getElderMode, onElderModeChanged } from '../bridge/elderMode';
import { readMallQuery } from '../lib/query';
import { useHydrated } from '../ssr/hydration';
import { createStore } from './store';
import { useStore } from './useStore';

/**
 * Elder mode (长辈模式, MIIT 适老化; issue 30, ADR 0043): larger type and tap targets, higher contrast, no
 * marketing overlays. One boolean in the UI store; the stylesheet follows the `data-elder` attribute on
 * <html>, the components that leave things out read the store.
 *
 * Who decides, first match wins: the address (`elder=1` / `elder=0`), then what this visit already chose
 * (session storage: the address flag, the shopper's switch or the app's answer), then the bank app's own
 * setting (bridge `getElderMode`, asked only when nothing above decided). The app may also flip it while
 * the page is open (`mbank:elderModeChanged`). Every decision is remembered for the visit only.
 */
export const elderStore = createStore(false);

export const ELDER_SESSION_KEY = 'mall:elder';
export const ELDER_ATTRIBUTE = 'data-elder';

export interface ElderModeDeps {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  root: HTMLElement;
  askApp: typeof getElderMode;
  watchApp: typeof onElderModeChanged;
}

function readRemembered(storage: ElderModeDeps['storage']): boolean | undefined {
  try {
    const value = storage.getItem(ELDER_SESSION_KEY);
    return value === '1' ? true : value === '0' ? false : undefined;
  } catch {
    return undefined;
  }
}

const defaultDeps = (): ElderModeDeps => ({
  search: window.location.search,
  storage: window.sessionStorage,
  root: document.documentElement,
  askApp: getElderMode,
  watchApp: onElderModeChanged,
});

/** Decides the visit's mode and keeps <html> and session storage in step with the store. Returns a stop. */
export function startElderMode(deps: ElderModeDeps = defaultDeps()): () => void {
  const { storage, root } = deps;
  const apply = (on: boolean) => {
    if (on) root.setAttribute(ELDER_ATTRIBUTE, '');
    else root.removeAttribute(ELDER_ATTRIBUTE);
  };
  let decided = false;
  const unsubscribe = elderStore.subscribe(() => {
    decided = true;
    const on = elderStore.get();
    apply(on);
    try {
      storage.setItem(ELDER_SESSION_KEY, on ? '1' : '0');
    } catch {
      // Private mode without storage: the mode still holds for this page.
    }
  });
  const fromAddress = readMallQuery(deps.search).elder;
  const remembered = readRemembered(storage);
  const initial = fromAddress ?? remembered;
  if (initial !== undefined) {
    decided = true;
    elderStore.set(initial);
    // set() skips an unchanged value, so write the address's choice down even when it equals the default.
    if (fromAddress !== undefined) {
      try {
        storage.setItem(ELDER_SESSION_KEY, fromAddress ? '1' : '0');
      } catch {
        // as above
      }
    }
  } else {
    void deps.askApp().then((outcome) => {
      if (!decided && outcome.ok && outcome.value !== null) elderStore.set(outcome.value);
    });
  }
  apply(elderStore.get());
  const unwatch = deps.watchApp((on) => elderStore.set(on));
  return () => {
    unsubscribe();
    unwatch();
  };
}

/** The shopper's switch (the more menu). */
export function setElderMode(on: boolean): void {
  elderStore.set(on);
}

/**
 * Elder mode as components should read it: false until the first screen has hydrated, because the
 * server's render cannot know the visit's mode (what it leaves out is hidden by the stylesheet until then).
 */
export function useElderMode(): boolean {
  const on = useStore(elderStore);
  return useHydrated() && on;
}
