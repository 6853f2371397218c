import { Hono } from 'hono';
import * as z from 'zod';
import type { AppDeps } from '../config';
import { SIMULATED_SDK_PATH } from '../domain/wechat-config';
import { weChatSignature } from '../domain/wechat-signature';
import type { AppEnv } from '../http/types';
import { weChatConfig } from '../services/wechat-signature';
import { simulatedSdkScript } from './sdk-script';
import { liveTicket } from './tickets';

export const WECHAT_SIM_BASE = '/wechat-sim';

const verifySchema = z.object({
  appId: z.string().max(64),
  timestamp: z.string().regex(/^\d{1,12}$/),
  nonceStr: z.string().max(64),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  url: z.string().max(2048),
});

/** What the simulated WeChat answers a wx.config: WeChat's own errMsg strings. */
type Verdict = { errMsg: 'config:ok' } | { errMsg: 'config:invalid signature' | 'config:invalid url domain' };

/**
 * The simulated WeChat, beside the simulated bank SSO and cashier: the JS-SDK script the mall
 * loads inside WeChat (standing in for res.wx.qq.com/open/js/jweixin-1.6.0.js) and the check wx.config
 * makes, against the live simulated jsapi_ticket (./tickets.ts) and the JS safe domain (the public origin).
 */
export function weChatSimRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const script = simulatedSdkScript({
    verifyPath: `${WECHAT_SIM_BASE}/verify`,
    launchAppIds: [weChatConfig(deps).launchAppId],
  });
  r.get(SIMULATED_SDK_PATH.slice(WECHAT_SIM_BASE.length), (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=300');
    return c.body(script);
  });
  r.get('/verify', (c) => {
    c.header('cache-control', 'no-store');
    const q = verifySchema.safeParse(c.req.query());
    const config = weChatConfig(deps);
    const verdict = ((): Verdict => {
      if (!q.success || q.data.appId !== config.appId) return { errMsg: 'config:invalid signature' };
      let origin: string;
      try {
        origin = new URL(q.data.url).origin;
      } catch {
        return { errMsg: 'config:invalid url domain' };
      }
      if (origin !== deps.config.publicOrigin) return { errMsg: 'config:invalid url domain' };
      const ticket = liveTicket(deps.db, deps.config.clock());
      if (!ticket) return { errMsg: 'config:invalid signature' };
      const expected = weChatSignature({
        ticket,
        nonceStr: q.data.nonceStr,
        timestamp: Number(q.data.timestamp),
        url: q.data.url,
      });
      return expected === q.data.signature ? { errMsg: 'config:ok' } : { errMsg: 'config:invalid signature' };
    })();
    return c.json(verdict);
  });
  return r;
}
