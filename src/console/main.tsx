import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLang } from '../i18n/lang';
import { ConsoleApp } from './ConsoleApp';
import '../app/global.css';
import './console.css';

/**
 * The operator console's entry (console.html, served at /mbankmall-console/). Nothing in the mall imports
 * this tree. The console talks to its own origin only: its session cookie is SameSite=Strict and scoped
 * to the booth API, so a separate API base (MALL_API_BASE) is not used here.
 */
const root = document.getElementById('console-root');
if (root) {
  initLang();
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}
