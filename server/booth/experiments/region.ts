import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { ProvinceCode } from '../../../schemas/api/regions';
import { REGION_COOKIE } from './visitor';

/**
 * The region audience's fact (ADR 0071): at sign-on the mall writes the province of the customer's bank branch,
 * as the bank names it, to the mall_region cookie. A cookie rather than the session: the server-rendered page is
 * asked for by the web view with its cookies only (the session's userCode travels in a header the app adds to
 * API calls), and an experiment must choose the same variant for the page and the layout API (ADR 0056).
 * HttpOnly: no script needs it. It lasts as long as the session it came with; a customer the bank names no
 * province for drops a cookie left by an earlier customer on the device.
 */
export function writeRegionCookie(
  c: Context,
  region: ProvinceCode | null,
  opts: { secure: boolean; maxAgeMs: number },
): void {
  if (region === null) {
    deleteCookie(c, REGION_COOKIE, { path: '/' });
    return;
  }
  setCookie(c, REGION_COOKIE, region, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: opts.secure,
    maxAge: Math.max(1, Math.floor(opts.maxAgeMs / 1000)),
  });
}
