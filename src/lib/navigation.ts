import { BACK_FALLBACK_MS } from './constants';

/**
 * Back as the spec wants it: go back in history, and if the address has not changed 400 ms later
 * (first page of the webview) close the webview instead of leaving the shopper stuck.
 */
export function goBack(closeWebView: () => void, win: Window = window): void {
  const before = win.location.href;
  win.history.back();
  win.setTimeout(() => {
    if (win.location.href === before) closeWebView();
  }, BACK_FALLBACK_MS);
}

export interface HeaderContext {
  weChat: boolean;
  weibo: boolean;
  qq: boolean;
  inBankApp: boolean;
}

/** Social webviews draw their own title bar; ours is hidden there unless we are inside the bank app. */
export function isHeaderVisible(flags: HeaderContext, search: string): boolean {
  const showTopBar = new URLSearchParams(search).get('showtopbar');
  if (showTopBar === '0' || showTopBar === 'false') return false;
  if (showTopBar === '1' || showTopBar === 'true') return true;
  if (flags.inBankApp) return true;
  return !(flags.weChat || flags.weibo || flags.qq);
}
