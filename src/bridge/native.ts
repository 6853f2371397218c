import { withPopupFlag } from '../lib/query';
import { browser } from './browser';
import { browserOk, callNative, failed, getBridge, ignoreData } from './call';
import { bridgeConfig } from './config';
import { bridgeText } from './messages';
import { type BridgeOutcome, NativeErrorCode } from './types';

// Share, location and the bank's address are imported from their own modules (./share, ./location,
// ./bankAddress) by the screens that use them: re-exported here they would ride in the first route's chunk.
export type { StorageOwner } from './storage';
export { storageDelete, storageGet, storageSet } from './storage';
export type { BridgeOutcome, NativeBridge, NativeResponse } from './types';

/** Opens a page in a new app web view (with popup=1, spec §2); in a browser, navigates to it. */
export async function openWebView(url: string): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'openWebView', { url: withPopupFlag(url) }, ignoreData);
  browser.assign(url);
  return browserOk(null);
}

/** Hides the app's own title bar. A browser has none, so nothing to do. */
export async function hideHeader(): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  return bridge ? callNative(bridge, 'hideHeader', {}, ignoreData) : browserOk(null);
}

/** Lets the page draw under the status bar. A browser page already owns its viewport. */
export async function fullScreen(): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  return bridge ? callNative(bridge, 'fullScreen', {}, ignoreData) : browserOk(null);
}

// Digits with the usual separators and extension characters; anything else could smuggle a URL.
const PHONE_PATTERN = /^\+?[0-9][0-9 ()*#,;-]{0,31}$/;

/** Starts a phone call; in a browser via a tel: link. */
export async function phoneCall(number: string): Promise<BridgeOutcome<null>> {
  const trimmed = number.trim();
  if (!PHONE_PATTERN.test(trimmed)) return failed(NativeErrorCode.badParameters, bridgeText().badParameters);
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'phoneCall', { number: trimmed }, ignoreData);
  browser.assign(`tel:${trimmed.replace(/[ ()-]/g, '')}`);
  return browserOk(null);
}

/** Closes the web view; a browser goes back instead. */
export async function closeWebView(): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'closeWebView', {}, ignoreData);
  browser.back();
  return browserOk(null);
}

/**
 * 'Update now' from the upgrade prompt. The app's own store jump is tried first; an app too old
 * for that (or no app at all) gets the configured download page.
 */
export async function openAppStore(): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (bridge) {
    const outcome = await callNative(bridge, 'openAppStore', {}, ignoreData);
    if (outcome.ok) return outcome;
  }
  browser.assign(bridgeConfig().appStoreUrl);
  return browserOk(null);
}

/** The DOM event the app dispatches on window when its payment view closes. */
export const PAY_VIEW_CLOSED_EVENT = 'mbank:payViewClosed';

/**
 * Subscribes to the payment view closing; returns the unsubscribe function.
 * The handler gets the event's detail (the app's payment result, shape owned by the cashier).
 */
export function onPayViewClosed(handler: (detail: unknown) => void): () => void {
  const listener = (event: Event) => handler(event instanceof CustomEvent ? event.detail : undefined);
  window.addEventListener(PAY_VIEW_CLOSED_EVENT, listener);
  return () => window.removeEventListener(PAY_VIEW_CLOSED_EVENT, listener);
}
