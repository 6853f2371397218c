import { randomBytes } from 'node:crypto';
import type { WeChatSignature } from '../../schemas/api/wechat';
import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { Outcome } from '../domain/refusal';
import { WECHAT_DEFAULTS, type WeChatConfig } from '../domain/wechat-config';
import { signedUrlOf, weChatSignature } from '../domain/wechat-signature';
import { publicUrl } from '../origins';
import { getTicket, type IssuedTicket } from '../wechat-sim/tickets';

export const weChatConfig = (deps: AppDeps): WeChatConfig => ({ ...WECHAT_DEFAULTS, ...deps.config.wechat });

/**
 * The mall's copy of the jsapi_ticket, kept until shortly before it expires: WeChat limits how often a
 * ticket may be fetched, so a mall asks once per lifetime, not per page (here the fetch is a call into the
 * simulated WeChat, server/wechat-sim, standing in for cgi-bin/ticket/getticket).
 */
const held = new WeakMap<Db, IssuedTicket>();

function ticketFor(deps: AppDeps, now: number): string {
  const { ticketTtlMs } = weChatConfig(deps);
  const margin = Math.min(5 * 60 * 1000, Math.floor(ticketTtlMs / 10));
  const mine = held.get(deps.db);
  if (mine && mine.expiresAt - margin > now) return mine.ticket;
  const fetched = getTicket(deps.db, now, ticketTtlMs);
  held.set(deps.db, fetched);
  return fetched.ticket;
}

/**
 * What wx.config needs for one page address. The address must be on the configured public origin (the
 * official account's JS safe domain); it is never built from request headers, and a foreign or malformed
 * one is refused, so the endpoint cannot sign for somebody else's pages.
 */
export function signPageUrl(deps: AppDeps, pageUrl: string): Outcome<WeChatSignature> {
  let parsed: URL;
  try {
    parsed = new URL(pageUrl);
  } catch {
    return { ok: false, refusal: 'wechat_url_refused', problem: 'malformed' };
  }
  if (parsed.username || parsed.password || !/^https?:$/.test(parsed.protocol))
    return { ok: false, refusal: 'wechat_url_refused', problem: 'malformed' };
  if (parsed.origin !== deps.config.publicOrigin)
    return { ok: false, refusal: 'wechat_url_refused', problem: 'foreign_origin' };
  const config = weChatConfig(deps);
  const now = deps.config.clock();
  const url = signedUrlOf(pageUrl);
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now / 1000);
  const signature = weChatSignature({ ticket: ticketFor(deps, now), nonceStr, timestamp, url });
  const sdkUrl = config.sdkUrl.startsWith('/')
    ? publicUrl(deps.config.publicOrigin, config.sdkUrl).toString()
    : config.sdkUrl;
  return {
    ok: true,
    value: {
      appId: config.appId,
      timestamp,
      nonceStr,
      signature,
      url,
      sdkUrl,
      launchAppId: config.launchAppId,
    },
  };
}
