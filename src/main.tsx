import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { boot } from './app/boot';
import { BASENAME, MallRoutes } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  boot();
  // The history is made here, after boot and before the first render, as the data router's was: it stamps
  // the entry's index into history.state at once, not a task later when React renders (BrowserRouter).
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  // StrictMode checks effects' clean-ups in development (double effects); a production build ignores it.
  createRoot(root).render(
    <StrictMode>
      <HistoryRouter basename={BASENAME} history={history}>
        <MallRoutes />
      </HistoryRouter>
    </StrictMode>,
  );
}
