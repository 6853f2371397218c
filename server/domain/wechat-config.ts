/**
 * The mall's WeChat settings (ADR 0047). The official account's AppID and the bank app's mobile
 * AppID come from WeChat's platforms in production; the defaults name the reference server's simulated
 * WeChat, whose SDK script the server serves itself.
 */
export interface WeChatConfig {
  /** The official account's AppID (wx.config appId). */
  appId: string;
  /** The bank app's mobile AppID on the WeChat Open Platform (`<wx-open-launch-app appid>`). */
  launchAppId: string;
  /**
   * The JS-SDK script: a path on the public origin (the simulated SDK, default) or an absolute https
   * address (https://res.wx.qq.com/open/js/jweixin-1.6.0.js), whose origin the page's CSP then allows.
   */
  sdkUrl: string;
  /** How long a jsapi_ticket of the simulated WeChat lives (WeChat's expires_in is 7200 s). */
  ticketTtlMs: number;
}

export const SIMULATED_SDK_PATH = '/wechat-sim/jweixin-1.6.0.js';

export const WECHAT_DEFAULTS: WeChatConfig = {
  appId: 'wx0mbankmall0sim01',
  launchAppId: 'wx0mbankapp00sim01',
  sdkUrl: SIMULATED_SDK_PATH,
  ticketTtlMs: 7200 * 1000,
};

const APP_ID = /^wx[0-9a-zA-Z]{8,32}$/;

/** WECHAT_APP_ID, WECHAT_LAUNCH_APP_ID, WECHAT_JS_SDK_URL, WECHAT_TICKET_TTL_MS; a bad value fails the start. */
export function weChatFromEnv(env: Record<string, string | undefined>): Partial<WeChatConfig> {
  const out: Partial<WeChatConfig> = {};
  for (const [key, name] of [
    ['appId', 'WECHAT_APP_ID'],
    ['launchAppId', 'WECHAT_LAUNCH_APP_ID'],
  ] as const) {
    const raw = env[name];
    if (!raw) continue;
    if (!APP_ID.test(raw)) throw new Error(`${name} must look like a WeChat AppID (wx…)`);
    out[key] = raw;
  }
  const sdk = env.WECHAT_JS_SDK_URL;
  if (sdk) {
    if (!sdk.startsWith('/') && !sdk.startsWith('https://'))
      throw new Error('WECHAT_JS_SDK_URL must be a path on the public origin or an https address');
    if (sdk.startsWith('https://')) new URL(sdk); // a typo fails the start
    out.sdkUrl = sdk;
  }
  const ttl = env.WECHAT_TICKET_TTL_MS;
  if (ttl) {
    const value = Number(ttl);
    if (!Number.isSafeInteger(value) || value < 1000)
      throw new Error('WECHAT_TICKET_TTL_MS must be at least 1000');
    out.ticketTtlMs = value;
  }
  return out;
}

/** The SDK script's origin when it is not the page's own (for the page's script-src), else undefined. */
export function sdkScriptOrigin(sdkUrl: string): string | undefined {
  return sdkUrl.startsWith('https://') ? new URL(sdkUrl).origin : undefined;
}
