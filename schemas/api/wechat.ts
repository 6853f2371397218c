import { z } from '../zod';
import { text } from './primitives';

/**
 * WeChat JS-SDK: inside WeChat the mall configures the SDK (`wx.config`) with a signature the
 * server makes for the page's address, then sets the share card. GET /api/wechat/js-sdk-signature?url=
 * answers what wx.config takes, plus where the SDK script is and the bank app's id for
 * `<wx-open-launch-app>`. The address must be on the mall's public origin; its #fragment is not signed.
 */
export const weChatSignatureQuerySchema = z.object({
  url: text(2048, { what: 'url', min: 1 }),
});
export type WeChatSignatureQuery = z.output<typeof weChatSignatureQuerySchema>;

export const weChatSignatureSchema = z.object({
  /** The official account's AppID (wx.config appId). */
  appId: z.string(),
  /** Seconds since the epoch (WeChat's timestamp is in seconds). */
  timestamp: z.int(),
  nonceStr: z.string(),
  /** sha1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: z.string(),
  /** The address that was signed (the fragment removed): wx.config must run on exactly this page. */
  url: z.string(),
  /** The JS-SDK script to load (jweixin-1.6.0.js, or the simulated one). */
  sdkUrl: z.string(),
  /** The bank app's mobile AppID on the WeChat Open Platform (`<wx-open-launch-app appid>`). */
  launchAppId: z.string(),
});
export type WeChatSignature = z.output<typeof weChatSignatureSchema>;
