import { describe, expect, it } from 'vitest';
import { detectRuntimeFlags, isSocialWebview, type RuntimeFlags } from './flags';

// Real user agents as sent by the apps and browsers (bank/lifestyle ones follow the tokens in flags.ts).
const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  iPadOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  bankAppIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MPBank/12.1.0',
  bankAppAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 CMBMobile/12.1.0',
  lifestyleApp:
    'Mozilla/5.0 (Linux; Android 12; V2203A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36 cmblife/11.2.0',
  weChatIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weChatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  weChatX5:
    'Mozilla/5.0 (Linux; Android 10; V1914A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045332 Mobile Safari/537.36 MMWEBID/1538 MicroMessenger/7.0.22.1820(0x2700163B) Process/tools WeChat/arm64 NetType/WIFI Language/zh_CN ABI/arm64',
  qqAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046247 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537151682',
  qqIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.20.620 V1_IPH_SQ_8.9.20_1_APP_A Pixel/1170 Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI QBWebViewType/1 WKType/1',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 10; zh-cn; MI 9 Build/QKQ1.190825.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/10.1 Mobile Safari/537.36',
  weiboIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,5__weibo__12.4.0__iphone__os15.4)',
  weiboAndroid:
    'Mozilla/5.0 (Linux; Android 11; M2011K2C Build/RKQ1.200928.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0.4430.210 Mobile Safari/537.36 Weibo (Xiaomi-M2011K2C__weibo__11.6.3__android__android11)',
};

const none: RuntimeFlags = {
  inBankApp: false,
  inLifestyleApp: false,
  native: false,
  iOS: false,
  android: false,
  weChat: false,
  weibo: false,
  qq: false,
};

describe('detectRuntimeFlags', () => {
  it('iOS Safari: iOS only', () => {
    expect(detectRuntimeFlags(UA.iosSafari)).toEqual({ ...none, iOS: true });
  });

  it('Android Chrome: Android only', () => {
    expect(detectRuntimeFlags(UA.androidChrome)).toEqual({ ...none, android: true });
  });

  it('iPadOS with a Mac user agent is iOS when it has touch', () => {
    expect(detectRuntimeFlags(UA.iPadOS, { maxTouchPoints: 5 }).iOS).toBe(true);
    expect(detectRuntimeFlags(UA.iPadOS, { maxTouchPoints: 0 }).iOS).toBe(false);
  });

  it('bank app by MPBank or CMBMobile token', () => {
    expect(detectRuntimeFlags(UA.bankAppIOS)).toEqual({ ...none, iOS: true, inBankApp: true, native: true });
    expect(detectRuntimeFlags(UA.bankAppAndroid)).toEqual({
      ...none,
      android: true,
      inBankApp: true,
      native: true,
    });
  });

  it('bank app by bridge presence even with a stock user agent', () => {
    const flags = detectRuntimeFlags(UA.iosSafari, { bankBridge: true });
    expect(flags.inBankApp).toBe(true);
    expect(flags.native).toBe(true);
  });

  it('lifestyle app by token or bridge', () => {
    expect(detectRuntimeFlags(UA.lifestyleApp)).toEqual({
      ...none,
      android: true,
      inLifestyleApp: true,
      native: true,
    });
    expect(detectRuntimeFlags(UA.androidChrome, { lifestyleBridge: true }).inLifestyleApp).toBe(true);
  });

  it('WeChat on iOS and Android, including the X5 engine that says MQQBrowser', () => {
    expect(detectRuntimeFlags(UA.weChatIOS)).toEqual({ ...none, iOS: true, weChat: true });
    expect(detectRuntimeFlags(UA.weChatAndroid)).toEqual({ ...none, android: true, weChat: true });
    expect(detectRuntimeFlags(UA.weChatX5)).toEqual({ ...none, android: true, weChat: true });
  });

  it('QQ app, but not the QQ browser', () => {
    expect(detectRuntimeFlags(UA.qqAndroid)).toEqual({ ...none, android: true, qq: true });
    expect(detectRuntimeFlags(UA.qqIOS)).toEqual({ ...none, iOS: true, qq: true });
    expect(detectRuntimeFlags(UA.qqBrowser)).toEqual({ ...none, android: true });
  });

  it('Weibo on iOS and Android', () => {
    expect(detectRuntimeFlags(UA.weiboIOS)).toEqual({ ...none, iOS: true, weibo: true });
    expect(detectRuntimeFlags(UA.weiboAndroid)).toEqual({ ...none, android: true, weibo: true });
  });
});

describe('isSocialWebview', () => {
  it('is true in WeChat, QQ and Weibo, false in browsers', () => {
    expect(isSocialWebview(detectRuntimeFlags(UA.weChatIOS))).toBe(true);
    expect(isSocialWebview(detectRuntimeFlags(UA.qqAndroid))).toBe(true);
    expect(isSocialWebview(detectRuntimeFlags(UA.weiboAndroid))).toBe(true);
    expect(isSocialWebview(detectRuntimeFlags(UA.iosSafari))).toBe(false);
  });

  it('is false inside the bank app even when a social token is present', () => {
    expect(isSocialWebview(detectRuntimeFlags(`${UA.weChatIOS} MPBank/12.1.0`))).toBe(false);
  });
});
