import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { boot, bootBadges, bootTracking, bootTrackingData } from './app/boot';
import { BASENAME, MallRoutes } from './app/router';
import { yieldToMain } from './app/yieldToMain';
import { runtimeFlags } from './bridge/flags';
import { getLang } from './i18n/lang';
import {
  HYDRATION_ERROR_PREFIX,
  markText,
  SSR_MARK_ATTRIBUTE,
  setHydratingFirstScreen,
} from './lib/hydration';
import { isHeaderVisible } from './lib/navigation';
import './app/global.css';

/*
 * The modern entry's syntax guard (ADR 0046): a class static block (Chrome 94, iOS 16.4) is the newest
 * syntax this ES2022 bundle may hold, and every engine that parses it also has the library the bundle
 * calls (Object.hasOwn, Array.prototype.at…). An older engine refuses the whole module graph before any of
 * it runs, and the legacy loader after it sees no window.__mallBundle and loads the legacy bundle instead.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: the static block is the guard; the class is never used.
class BundleMark {
  static {
    window.__mallBundle = import.meta.env.MALL_BUNDLE;
  }
}
void BundleMark;

/** Hydrates the server's first screen when this visit agrees with it, else renders the mall anew. */
function render(root: HTMLElement): void {
  // The history is made here, after boot and before the first render, as the data router's was: it stamps
  // the entry's index into history.state before React renders (BrowserRouter did it a task later).
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  // StrictMode checks effects' clean-ups in development (double effects); a production build ignores it.
  const app = (
    <StrictMode>
      <HistoryRouter basename={BASENAME} history={history}>
        <MallRoutes />
      </HistoryRouter>
    </StrictMode>
  );
  // The server rendered the first screen (ADR 0029) under the language and header it names on the root:
  // hydrate it when this visit agrees, else render anew (a language forced earlier in the visit, a bank
  // bridge the user agent did not show), which replaces the server's markup.
  const mark = root.getAttribute(SSR_MARK_ATTRIBUTE);
  const expected = markText({
    lang: getLang(),
    header: isHeaderVisible(runtimeFlags(), window.location.search),
  });
  if (mark !== null && mark === expected) {
    // Until the shopper moves on (Shell): later screens start from their own reads, as before.
    setHydratingFirstScreen(true, history.location.key);
    // In a transition, so hydration yields to the browser between pieces of work (no task from
    // hydration over 50 ms at 4x CPU). The layout shift that once came with it (daily deals' replay, CLS
    // 0.05) was blocks losing their server markup to an update before their code came, fixed in
    // BoothRenderer (ADR 0052). Measured (npm run bench hydration, 3 runs, same load): React's longest
    // frames 82-130 ms before, about 50 ms after.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch costs a client render of that part; said loudly so the e2e suite counts it (0 allowed).
        // The component stack names where it happened, even in a production build's minified message.
        onRecoverableError: (error, info) =>
          console.error(HYDRATION_ERROR_PREFIX, error, info.componentStack),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

/**
 * Start-up in tasks of its own (ADR 0061, 0073, 0080): the entry's evaluation, what the first render reads,
 * the time zone the tracker's events carry, the tracker, the render, the badges. One task did all of it
 * (270-310 ms at 4x CPU, the page's longest).
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  boot();
  await yieldToMain();
  bootTrackingData();
  await yieldToMain();
  bootTracking();
  await yieldToMain();
  render(root);
  await yieldToMain();
  bootBadges();
}

const root = document.getElementById('root');
if (root) void start(root);
