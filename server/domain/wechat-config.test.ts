import { describe, expect, it } from 'vitest';
import { sdkScriptOrigin, weChatFromEnv } from './wechat-config';

describe('WeChat settings from the environment', () => {
  it('reads the AppIDs, the SDK address and the ticket lifetime', () => {
    expect(
      weChatFromEnv({
        WECHAT_APP_ID: 'wx1234567890abcdef',
        WECHAT_LAUNCH_APP_ID: 'wxfedcba0987654321',
        WECHAT_JS_SDK_URL: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
        WECHAT_TICKET_TTL_MS: '60000',
      }),
    ).toEqual({
      appId: 'wx1234567890abcdef',
      launchAppId: 'wxfedcba0987654321',
      sdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      ticketTtlMs: 60000,
    });
    expect(weChatFromEnv({})).toEqual({});
  });

  it('fails the start on a value that cannot be right', () => {
    expect(() => weChatFromEnv({ WECHAT_APP_ID: 'not-an-app-id' })).toThrow(/WECHAT_APP_ID/);
    expect(() => weChatFromEnv({ WECHAT_JS_SDK_URL: 'http://res.wx.qq.com/jweixin.js' })).toThrow(
      /WECHAT_JS_SDK_URL/,
    );
    expect(() => weChatFromEnv({ WECHAT_TICKET_TTL_MS: '10' })).toThrow(/WECHAT_TICKET_TTL_MS/);
  });

  it('names a script origin for the page’s CSP only when the SDK is not the mall’s own', () => {
    expect(sdkScriptOrigin('https://res.wx.qq.com/open/js/jweixin-1.6.0.js')).toBe('https://res.wx.qq.com');
    expect(sdkScriptOrigin('/wechat-sim/jweixin-1.6.0.js')).toBeUndefined();
  });
});
