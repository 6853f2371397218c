import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { configureBridge, resetBridgeConfig } from './config';
import { bridgeMessages } from './messages';
import {
  closeWebView,
  fullScreen,
  hideHeader,
  onPayViewClosed,
  openAppStore,
  openWebView,
  PAY_VIEW_CLOSED_EVENT,
  phoneCall,
} from './native';
import { copy, shareToWeChat } from './share';
import { installTestBridge } from './testBridge';

// Tests run in the default language; expected texts come from the catalogue.
const T = bridgeMessages['zh-CN'];

const share = {
  scene: 'session',
  url: 'https://m.example.com/mbankmall/product/detail/S1/K1',
  picurl: 'https://img.example.com/p.png',
  title: 'Phone',
  content: 'A good phone',
} as const;

let uninstallBridge = () => {};
const restores: Array<() => void> = [];

/** Replaces a property for one test; a real browser API the environment lacks or we need to steer. */
function setProperty<T extends object>(object: T, key: PropertyKey, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(object, key);
  Object.defineProperty(object, key, { configurable: true, writable: true, value });
  restores.push(() => {
    if (previous) Object.defineProperty(object, key, previous);
    else Reflect.deleteProperty(object, key);
  });
}

afterEach(() => {
  uninstallBridge();
  uninstallBridge = () => {};
  while (restores.length > 0) restores.pop()?.();
  vi.restoreAllMocks();
  resetBridgeConfig();
});

describe('errCode mapping', () => {
  it('errCode 1 is an upgrade-required outcome', async () => {
    uninstallBridge = installTestBridge(() => ({ errCode: 1 })).uninstall;
    expect(await hideHeader()).toEqual({
      ok: false,
      reason: 'upgrade-required',
      message: T.upgradeRequired,
    });
  });

  it('errCode "1" as a string is the same', async () => {
    uninstallBridge = installTestBridge(() => ({ errCode: '1' })).uninstall;
    expect(await fullScreen()).toMatchObject({ ok: false, reason: 'upgrade-required' });
  });

  it('errCode 2 and 3 carry their messages, other codes read as unknown', async () => {
    let code = 2;
    uninstallBridge = installTestBridge(() => ({ errCode: code })).uninstall;
    expect(await fullScreen()).toEqual({ ok: false, reason: 'failed', code: 2, message: T.badParameters });
    code = 3;
    expect(await fullScreen()).toEqual({ ok: false, reason: 'failed', code: 3, message: T.unknown });
    code = 42;
    expect(await fullScreen()).toEqual({ ok: false, reason: 'failed', code: 42, message: T.unknown });
  });

  it('a throwing bridge resolves to unknown error instead of rejecting', async () => {
    uninstallBridge = installTestBridge(() => {
      throw new Error('native crash');
    }).uninstall;
    expect(await closeWebView()).toEqual({ ok: false, reason: 'failed', code: 3, message: T.unknown });
  });
});

describe('openWebView', () => {
  it('asks the app to open the page with popup=1', async () => {
    const bridge = installTestBridge(() => ({ errCode: 0 }));
    uninstallBridge = bridge.uninstall;
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await openWebView('/mbankmall/order/list?tab=1')).toEqual({
      ok: true,
      via: 'native',
      value: null,
    });
    expect(bridge.calls).toEqual([
      { method: 'openWebView', params: { url: '/mbankmall/order/list?tab=1&popup=1' } },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('navigates in a browser', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await openWebView('/mbankmall/order/list')).toEqual({ ok: true, via: 'browser', value: null });
    expect(assign).toHaveBeenCalledWith('/mbankmall/order/list');
  });
});

describe('shareToWeChat', () => {
  it('passes every field to the app', async () => {
    const bridge = installTestBridge(() => ({ errCode: 0 }));
    uninstallBridge = bridge.uninstall;
    expect(await shareToWeChat(share)).toEqual({ ok: true, via: 'native', value: 'native' });
    expect(bridge.calls[0]).toEqual({ method: 'shareToWeChat', params: { ...share } });
  });

  it('uses the system share sheet when there is one', async () => {
    const systemShare = vi.fn(async (_data: ShareData) => {});
    setProperty(navigator, 'share', systemShare);
    expect(await shareToWeChat(share)).toEqual({ ok: true, via: 'browser', value: 'system-share' });
    expect(systemShare).toHaveBeenCalledWith({ title: share.title, text: share.content, url: share.url });
  });

  it('reports a cancelled share sheet without copying', async () => {
    setProperty(navigator, 'share', async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async (_text: string) => {});
    setProperty(navigator, 'clipboard', { writeText });
    expect(await shareToWeChat(share)).toEqual({ ok: true, via: 'browser', value: 'cancelled' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    setProperty(navigator, 'share', undefined);
    const writeText = vi.fn(async (_text: string) => {});
    setProperty(navigator, 'clipboard', { writeText });
    expect(await shareToWeChat(share)).toEqual({ ok: true, via: 'browser', value: 'link-copied' });
    expect(writeText).toHaveBeenCalledWith(share.url);
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    setProperty(navigator, 'share', async () => {
      throw new DOMException('nope', 'NotAllowedError');
    });
    const writeText = vi.fn(async (_text: string) => {});
    setProperty(navigator, 'clipboard', { writeText });
    expect(await shareToWeChat(share)).toMatchObject({ ok: true, value: 'link-copied' });
  });

  it('fails with a copy message when nothing works', async () => {
    setProperty(navigator, 'share', undefined);
    setProperty(navigator, 'clipboard', undefined);
    setProperty(document, 'execCommand', undefined);
    expect(await shareToWeChat(share)).toEqual({
      ok: false,
      reason: 'failed',
      code: 3,
      message: T.copyFailed,
    });
  });
});

describe('copy', () => {
  it('uses the app when present', async () => {
    const bridge = installTestBridge(() => ({ errCode: 0 }));
    uninstallBridge = bridge.uninstall;
    expect(await copy('ORDER-1')).toMatchObject({ ok: true, via: 'native' });
    expect(bridge.calls).toEqual([{ method: 'copy', params: { text: 'ORDER-1' } }]);
  });

  it('falls back from a refused clipboard to a textarea and execCommand', async () => {
    setProperty(navigator, 'clipboard', {
      writeText: async () => {
        throw new DOMException('denied', 'NotAllowedError');
      },
    });
    let copiedText: string | undefined;
    setProperty(document, 'execCommand', (command: string) => {
      const area = document.querySelector('textarea');
      copiedText = command === 'copy' ? area?.value : undefined;
      return true;
    });
    expect(await copy('ORDER-2')).toEqual({ ok: true, via: 'browser', value: null });
    expect(copiedText).toBe('ORDER-2');
    expect(document.querySelector('textarea')).toBeNull(); // cleaned up
  });
});

describe('phoneCall', () => {
  it('dials through the app', async () => {
    const bridge = installTestBridge(() => ({ errCode: 0 }));
    uninstallBridge = bridge.uninstall;
    await phoneCall(' 95555 ');
    expect(bridge.calls).toEqual([{ method: 'phoneCall', params: { number: '95555' } }]);
  });

  it('opens a tel: link in a browser', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await phoneCall('+86 (10) 9555-5')).toMatchObject({ ok: true, via: 'browser' });
    expect(assign).toHaveBeenCalledWith('tel:+861095555');
  });

  it('refuses anything that is not a phone number', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await phoneCall('javascript:alert(1)')).toEqual({
      ok: false,
      reason: 'failed',
      code: 2,
      message: T.badParameters,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('closeWebView', () => {
  it('goes back in a browser', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => {});
    expect(await closeWebView()).toMatchObject({ ok: true, via: 'browser' });
    expect(back).toHaveBeenCalledOnce();
  });

  it('asks the app to close', async () => {
    const bridge = installTestBridge(() => ({ errCode: 0 }));
    uninstallBridge = bridge.uninstall;
    const back = vi.spyOn(browser, 'back').mockImplementation(() => {});
    await closeWebView();
    expect(bridge.calls.map((c) => c.method)).toEqual(['closeWebView']);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('openAppStore', () => {
  it('uses the configured download page when the app is too old to open its store', async () => {
    uninstallBridge = installTestBridge(() => ({ errCode: 1 })).uninstall;
    configureBridge({ appStoreUrl: 'https://bank.example/download' });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await openAppStore()).toMatchObject({ ok: true, via: 'browser' });
    expect(assign).toHaveBeenCalledWith('https://bank.example/download');
  });

  it('lets the app open its store when it can', async () => {
    uninstallBridge = installTestBridge(() => ({ errCode: 0 })).uninstall;
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await openAppStore()).toMatchObject({ ok: true, via: 'native' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('hideHeader and fullScreen in a browser', () => {
  it('succeed without doing anything', async () => {
    expect(await hideHeader()).toEqual({ ok: true, via: 'browser', value: null });
    expect(await fullScreen()).toEqual({ ok: true, via: 'browser', value: null });
  });
});

describe('onPayViewClosed', () => {
  it('delivers the event detail until unsubscribed', () => {
    const seen: unknown[] = [];
    const off = onPayViewClosed((detail) => seen.push(detail));
    window.dispatchEvent(new CustomEvent(PAY_VIEW_CLOSED_EVENT, { detail: { paid: true } }));
    off();
    window.dispatchEvent(new CustomEvent(PAY_VIEW_CLOSED_EVENT, { detail: { paid: false } }));
    expect(seen).toEqual([{ paid: true }]);
  });
});
