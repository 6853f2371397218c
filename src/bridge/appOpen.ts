import { isLoginSkipped, type MallEnv } from '../../schemas/api/env';
import { TAP_TOLERANCE_PX } from '../lib/constants';
import { readMallQuery } from '../lib/query';
import { browser } from './browser';
import { bridgeConfig } from './config';
import type { RuntimeFlags } from './flags';

export interface AppOpenOptions {
  env: MallEnv;
  flags: RuntimeFlags;
  /** The page's location; defaults to window.location. */
  location?: Pick<Location, 'href' | 'search'>;
  /** Where taps are listened for; defaults to document. */
  target?: EventTarget;
}

/**
 * Whether taps should send the visitor to the native app (spec §2): only in a plain browser
 * (not inside our apps), only outside local and dev (developers use browsers), and not when the
 * page was opened with the browser-announcement flag (browserNotice=1), which is meant to be
 * read in the browser.
 */
export function shouldRedirectToApp(options: AppOpenOptions): boolean {
  const search = options.location?.search ?? window.location.search;
  if (options.flags.native) return false;
  if (isLoginSkipped(options.env)) return false;
  return !readMallQuery(search).browserNotice;
}

/**
 * Inside WeChat the scheme is blocked: the page offers WeChat's `<wx-open-launch-app>` tag instead of
 * sending taps to the scheme (pages/share/WeChatLaunchBar.tsx).
 */
export function opensAppByWeChatTag(options: AppOpenOptions): boolean {
  return options.flags.weChat && shouldRedirectToApp(options);
}

let installed: (() => void) | undefined;

/**
 * The shell calls this once at boot. When the redirect applies, a tap anywhere opens the current
 * page in the app via the configured scheme URL (bridgeConfig().appOpenUrl, default
 * `mbank://open?url=<encoded page URL>`).
 *
 * A tap is recognised from pointer events (down and up less than TAP_TOLERANCE_PX apart), not from
 * 'click': iOS Safari does not deliver clicks on plain elements to a document listener, and a
 * scroll must not count as a tap. Clicks are swallowed in the capture phase so links and buttons
 * do not act as well. Returns an uninstall function; a second install returns the first one's.
 */
export function installAppOpenRedirect(options: AppOpenOptions): () => void {
  if (installed) return installed;
  // Inside WeChat the scheme is blocked: the page offers WeChat's open tag instead (opensAppByWeChatTag).
  if (options.flags.weChat || !shouldRedirectToApp(options)) return () => {};
  const target = options.target ?? document;
  let start: { x: number; y: number } | undefined;

  const onDown = (event: Event) => {
    if (event instanceof MouseEvent) start = { x: event.clientX, y: event.clientY };
  };
  const onUp = (event: Event) => {
    const from = start;
    start = undefined;
    if (!from || !(event instanceof MouseEvent)) return;
    if (Math.hypot(event.clientX - from.x, event.clientY - from.y) >= TAP_TOLERANCE_PX) return;
    const href = options.location?.href ?? window.location.href;
    browser.assign(bridgeConfig().appOpenUrl(href));
  };
  const onClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const capture = { capture: true } as const;
  target.addEventListener('pointerdown', onDown, capture);
  target.addEventListener('pointerup', onUp, capture);
  target.addEventListener('click', onClick, capture);
  const uninstall = () => {
    target.removeEventListener('pointerdown', onDown, capture);
    target.removeEventListener('pointerup', onUp, capture);
    target.removeEventListener('click', onClick, capture);
    installed = undefined;
  };
  installed = uninstall;
  return uninstall;
}
