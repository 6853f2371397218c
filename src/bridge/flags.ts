/**
 * Runtime flags (spec §6) from the user agent plus the presence of the injected bridges.
 *
 * User-agent tokens we rely on (case-insensitive, whole word):
 *   bank app       'MPBank' or 'CMBMobile'  (MPBank is the bank app's published token; CMBMobile
 *                                             is the name the mall uses for that channel, accepted too)
 *   lifestyle app  'cmblife'
 *   WeChat         'MicroMessenger'
 *   QQ             ' QQ/' followed by a version (with the space, so 'MQQBrowser/' — the QQ *browser*
 *                   and the X5 engine inside WeChat — does not count as the QQ app)
 *   Weibo          'Weibo' (iOS '… Weibo (iPhone…__weibo__…)', Android '__weibo__')
 * A present window.mbankBridge / window.lifeBridge also counts as being in that app, because some
 * app builds ship a web view with a stock user agent.
 */
export interface RuntimeFlags {
  inBankApp: boolean;
  inLifestyleApp: boolean;
  /** Inside either of our apps: native calls are available. */
  native: boolean;
  iOS: boolean;
  android: boolean;
  weChat: boolean;
  weibo: boolean;
  qq: boolean;
}

export interface FlagInputs {
  bankBridge?: boolean;
  lifestyleBridge?: boolean;
  /** navigator.maxTouchPoints: iPadOS reports a Mac user agent, touch gives it away. */
  maxTouchPoints?: number;
}

export const UA_TOKENS = {
  bankApp: /\b(?:MPBank|CMBMobile)\b/i,
  lifestyleApp: /\bcmblife\b/i,
  weChat: /MicroMessenger/i,
  qq: /\sQQ\/\d/,
  weibo: /weibo/i,
  iOS: /\b(?:iPhone|iPad|iPod)\b/,
  macintosh: /\bMacintosh\b/,
  android: /\bAndroid\b/i,
} as const;

export function detectRuntimeFlags(userAgent: string, inputs: FlagInputs = {}): RuntimeFlags {
  const ua = userAgent;
  const inBankApp = UA_TOKENS.bankApp.test(ua) || inputs.bankBridge === true;
  const inLifestyleApp = UA_TOKENS.lifestyleApp.test(ua) || inputs.lifestyleBridge === true;
  const iPadOS = UA_TOKENS.macintosh.test(ua) && (inputs.maxTouchPoints ?? 0) > 1;
  return {
    inBankApp,
    inLifestyleApp,
    native: inBankApp || inLifestyleApp,
    iOS: UA_TOKENS.iOS.test(ua) || iPadOS,
    android: UA_TOKENS.android.test(ua),
    weChat: UA_TOKENS.weChat.test(ua),
    weibo: UA_TOKENS.weibo.test(ua),
    qq: UA_TOKENS.qq.test(ua),
  };
}

/** Flags for the running page. Read once at boot; the user agent does not change. */
/** The user agent of the request whose first screen the server is rendering (no window there). */
let serverUserAgent = '';
export function setServerUserAgent(userAgent: string): void {
  serverUserAgent = userAgent;
}

export function runtimeFlags(): RuntimeFlags {
  if (typeof window === 'undefined') return detectRuntimeFlags(serverUserAgent);
  return detectRuntimeFlags(window.navigator.userAgent, {
    bankBridge: window.mbankBridge !== undefined,
    lifestyleBridge: window.lifeBridge !== undefined,
    maxTouchPoints: window.navigator.maxTouchPoints,
  });
}

/**
 * WeChat, Weibo and QQ web views draw their own title bar, so the mall hides its header there —
 * unless it runs inside the bank app (spec §2).
 */
export function isSocialWebview(flags: RuntimeFlags): boolean {
  return (flags.weChat || flags.weibo || flags.qq) && !flags.inBankApp;
}
