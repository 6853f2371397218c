import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AppOpenOptions,
  installAppOpenRedirect,
  opensAppByWeChatTag,
  shouldRedirectToApp,
} from './appOpen';
import { browser } from './browser';
import { configureBridge, resetBridgeConfig } from './config';
import { detectRuntimeFlags } from './flags';

const safari = detectRuntimeFlags(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
);
const bankApp = detectRuntimeFlags(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MPBank/12.1.0',
);
const weChat = detectRuntimeFlags(
  'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64',
);
const page = { href: 'https://m.example.com/mbankmall/index?src=sms', search: '?src=sms' };

let uninstall = () => {};
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
  resetBridgeConfig();
});

const options = (overrides: Partial<AppOpenOptions> = {}): AppOpenOptions => ({
  env: 'sit',
  flags: safari,
  location: page,
  ...overrides,
});

function tap(target: Element, from: [number, number], to: [number, number] = from): void {
  target.dispatchEvent(
    new PointerEvent('pointerdown', { bubbles: true, clientX: from[0], clientY: from[1] }),
  );
  target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: to[0], clientY: to[1] }));
}

describe('shouldRedirectToApp', () => {
  it('applies in a plain browser outside local and dev', () => {
    expect(shouldRedirectToApp(options())).toBe(true);
    expect(shouldRedirectToApp(options({ env: 'pro' }))).toBe(true);
  });

  it('does not apply in our apps, in local or dev, or with browserNotice=1', () => {
    expect(shouldRedirectToApp(options({ flags: bankApp }))).toBe(false);
    expect(shouldRedirectToApp(options({ env: 'local' }))).toBe(false);
    expect(shouldRedirectToApp(options({ env: 'dev' }))).toBe(false);
    expect(shouldRedirectToApp(options({ location: { ...page, search: '?browserNotice=1' } }))).toBe(false);
  });
});

describe('inside WeChat', () => {
  it('opens the app with WeChat’s open tag, not the blocked scheme: taps stay in the page', () => {
    expect(opensAppByWeChatTag(options({ flags: weChat }))).toBe(true);
    expect(opensAppByWeChatTag(options())).toBe(false);
    expect(opensAppByWeChatTag(options({ flags: weChat, env: 'local' }))).toBe(false);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    uninstall = installAppOpenRedirect(options({ flags: weChat }));
    tap(document.body, [10, 10]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('installAppOpenRedirect', () => {
  it('sends a tap to the app scheme with the page URL', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    uninstall = installAppOpenRedirect(options());
    tap(document.body, [10, 10], [13, 12]);
    expect(assign).toHaveBeenCalledWith(`mbank://open?url=${encodeURIComponent(page.href)}`);
  });

  it('uses a configured scheme', () => {
    configureBridge({ appOpenUrl: (url) => `bank://web?u=${encodeURIComponent(url)}` });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    uninstall = installAppOpenRedirect(options());
    tap(document.body, [0, 0]);
    expect(assign).toHaveBeenCalledWith(`bank://web?u=${encodeURIComponent(page.href)}`);
  });

  it('ignores a scroll (movement of 6 px or more)', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    uninstall = installAppOpenRedirect(options());
    tap(document.body, [10, 10], [10, 16]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('swallows clicks so links do not act as well', () => {
    uninstall = installAppOpenRedirect(options());
    const link = document.createElement('a');
    document.body.append(link);
    const seen = vi.fn();
    link.addEventListener('click', seen);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    link.remove();
  });

  it('installs nothing inside the app', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    uninstall = installAppOpenRedirect(options({ flags: bankApp }));
    tap(document.body, [0, 0]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('installs once and stops after uninstall', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const first = installAppOpenRedirect(options());
    const second = installAppOpenRedirect(options());
    expect(second).toBe(first);
    tap(document.body, [0, 0]);
    expect(assign).toHaveBeenCalledTimes(1);
    first();
    tap(document.body, [0, 0]);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
