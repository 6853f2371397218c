import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { boot } from './app/boot';
import { BASENAME, MallRoutes } from './app/router';
import './app/global.css';

// Renders run in a task of their own, as React's scheduler runs them (ADR 0021). Preact by default
// re-renders in a microtask of the task that asked (a fetch's answer, a chunk's evaluation), and the first
// render would run inside the entry's evaluation: fewer, longer tasks, which Lighthouse counts as blocking
// time (longest task 239 ms vs React's 133 ms at 4× CPU). A MessageChannel message is a new task without
// setTimeout's clamping; updates asked for before it runs still share one render.
const channel = new MessageChannel();
const queued: (() => void)[] = [];
channel.port1.onmessage = () => {
  for (const run of queued.splice(0)) run();
};
function inOwnTask(run: () => void): void {
  queued.push(run);
  if (queued.length === 1) channel.port2.postMessage(null);
}
options.debounceRendering = inOwnTask;

const root = document.getElementById('root');
if (root) {
  boot();
  // The history is made here, after boot and before the first render, as the data router's was: it stamps
  // the entry's index into history.state at once, not a task later when React renders (BrowserRouter).
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const mount = root;
  inOwnTask(() =>
    createRoot(mount).render(
      <StrictMode>
        <HistoryRouter basename={BASENAME} history={history}>
          <MallRoutes />
        </HistoryRouter>
      </StrictMode>,
    ),
  );
}
