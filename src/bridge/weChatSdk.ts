/**
 * WeChat's JS-SDK (ADR 0047): loaded only inside WeChat, by the share card and the open-in-app
 * tag, never in the first route's bytes. The script is whatever the server names (the simulated SDK in
 * tests, jweixin-1.6.0.js in production); `wx` is WeChat's object, touched here only.
 */

/** The part of `wx` the mall uses. */
interface WxCallbacks {
  success?: () => void;
  fail?: (res: { errMsg?: string }) => void;
}
export interface WeChatJsSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: readonly string[];
    openTagList: readonly string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData(
    card: WxCallbacks & { title: string; desc: string; link: string; imgUrl: string },
  ): void;
  updateTimelineShareData(card: WxCallbacks & { title: string; link: string; imgUrl: string }): void;
}

declare global {
  interface Window {
    wx?: WeChatJsSdk;
  }
}

export interface WeChatSignatureInput {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  sdkUrl: string;
}

export interface WeChatShareCard {
  title: string;
  desc: string;
  /** The shared link (on the mall's origin: WeChat refuses other domains). */
  link: string;
  /** An absolute picture address. */
  imgUrl: string;
}

/** Bounds every wait on WeChat, so a lost callback never leaves a promise pending for the visit. */
const WAIT_MS = 10_000;

function bounded<T>(work: (resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeChat did not answer')), WAIT_MS);
    work(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let loading: Promise<WeChatJsSdk> | undefined;

/** Loads the SDK script once per visit; a failed load may be tried again. */
export function loadWeChatSdk(sdkUrl: string): Promise<WeChatJsSdk> {
  loading ??= bounded<WeChatJsSdk>((resolve, reject) => {
    if (window.wx) return resolve(window.wx);
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx after the SDK loaded')));
    script.onerror = () => reject(new Error('the WeChat SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The APIs and open tags the mall asks WeChat for. */
export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;
export const OPEN_TAG_LIST = ['wx-open-launch-app'] as const;

/** wx.config for the current page; resolves on wx.ready, rejects with WeChat's errMsg on wx.error. */
export function configureWeChat(wx: WeChatJsSdk, s: WeChatSignatureInput): Promise<void> {
  return bounded<void>((resolve, reject) => {
    wx.config({
      debug: false,
      appId: s.appId,
      timestamp: s.timestamp,
      nonceStr: s.nonceStr,
      signature: s.signature,
      jsApiList: JS_API_LIST,
      openTagList: OPEN_TAG_LIST,
    });
    // After config, as WeChat documents: a handler of an earlier, failed config is not this one's answer.
    wx.ready(() => resolve());
    wx.error((res) => reject(new Error(res.errMsg ?? 'config:fail')));
  });
}

/** Sets the card WeChat shows when the page is shared to a chat and to Moments. */
export async function setWeChatShareCard(wx: WeChatJsSdk, card: WeChatShareCard): Promise<void> {
  const update = (set: (callbacks: WxCallbacks) => void) =>
    bounded<void>((resolve, reject) =>
      set({ success: () => resolve(), fail: (res) => reject(new Error(res.errMsg ?? 'share card refused')) }),
    );
  await Promise.all([
    update((cb) => wx.updateAppMessageShareData({ ...card, ...cb })),
    update((cb) =>
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, ...cb }),
    ),
  ]);
}
