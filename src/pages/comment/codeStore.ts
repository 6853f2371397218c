import type { CodeStore } from '../order/submitGuard';

/** Session storage when the webview allows it; the submit guard keeps the code in memory otherwise. */
export function codeStore(): CodeStore {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}
