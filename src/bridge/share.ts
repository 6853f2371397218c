import { browserOk, callNative, failed, getBridge, ignoreData } from './call';
import { bridgeText } from './messages';
import { type BridgeOutcome, NativeErrorCode } from './types';

export interface WeChatShare {
  /** 'session' is a chat, 'timeline' is Moments. */
  scene: 'session' | 'timeline';
  url: string;
  picurl: string;
  title: string;
  content: string;
}

/**
 * How a share ended, so the UI can say the right thing:
 * 'native' the app shared it; 'system-share' the browser's share sheet did;
 * 'link-copied' the link was copied instead (toast 'link copied'); 'cancelled' the user closed the sheet.
 */
export type ShareResult = 'native' | 'system-share' | 'link-copied' | 'cancelled';

/** Textarea + execCommand: the only copy path in old web views without the async clipboard API. */
function copyWithTextarea(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', ''); // keeps the iOS keyboard from popping up
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.append(area);
  const active = document.activeElement;
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus();
  }
  return copied;
}

async function browserCopy(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or not a secure context: fall through to the legacy path.
    }
  }
  return copyWithTextarea(text);
}

/** Copies text: native, else the clipboard API, else a hidden textarea. */
export async function copy(text: string): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'copy', { text }, ignoreData);
  return (await browserCopy(text))
    ? browserOk(null)
    : failed(NativeErrorCode.unknown, bridgeText().copyFailed);
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Shares to WeChat chat or Moments through the app. In a browser: the system share sheet when
 * there is one, else the link is copied so the customer can paste it into WeChat themselves.
 */
export async function shareToWeChat(share: WeChatShare): Promise<BridgeOutcome<ShareResult>> {
  const bridge = getBridge();
  if (bridge) {
    const { scene, url, picurl, title, content } = share;
    return callNative(
      bridge,
      'shareToWeChat',
      { scene, url, picurl, title, content },
      () => 'native' as const,
    );
  }
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: share.title, text: share.content, url: share.url });
      return browserOk('system-share');
    } catch (error) {
      if (isAbort(error)) return browserOk('cancelled');
      // Any other failure (not allowed, unsupported data): copying still gets the link across.
    }
  }
  return (await browserCopy(share.url))
    ? browserOk('link-copied')
    : failed(NativeErrorCode.unknown, bridgeText().copyFailed);
}
