import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, CONSENT_GIVEN, CONSENT_WITHHELD } from '../../../schemas/api/consent-cookie';
import { DEFAULT_SUB_CHANNEL, HeaderNames } from '../../../schemas/api/headers';
import { CODE_PATTERN } from '../../../schemas/api/primitives';
import type { ShopperContext } from './assign';

/**
 * The visitor an experiment sticks to (ADR 0056). The tracker keeps its visitor id in localStorage, which no
 * server sees, so the server names the visitor in a cookie both the page request (SSR) and the layout API
 * carry; the tracking uploads carry it too, and the ingest links the tracker's device id to it. It holds a
 * random id and when it was first seen, nothing about the person or the device. It is stored and read only
 * for a shopper who agreed to collection (the consent cookie, ADR 0075); before that, or after a refusal or a
 * revoke, the shopper gets the control variant and no identifier.
 */
export const VISITOR_COOKIE = 'mbm_vid';
/** The visit's elder mode, written by the app as it decides it (src/ui/elderMode.ts). */
export const ELDER_COOKIE = 'mall_elder';
/** The region the bank app's web view names for the customer (a province or branch code), when it does. */
export const REGION_COOKIE = 'mall_region';

const VISITOR_VALUE = /^([0-9a-f]{32})\.([0-9a-z]{1,11})$/;
const YEAR_S = 365 * 24 * 3600;
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const beijingDay = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

export interface VisitorCookie {
  id: string;
  firstSeenAt: number;
}

export function parseVisitorCookie(value: string | undefined): VisitorCookie | null {
  const m = value === undefined ? null : VISITOR_VALUE.exec(value);
  if (!m?.[1] || !m[2]) return null;
  const firstSeenAt = Number.parseInt(m[2], 36);
  return Number.isSafeInteger(firstSeenAt) ? { id: m[1], firstSeenAt } : null;
}

export const visitorCookieValue = (v: VisitorCookie): string => `${v.id}.${v.firstSeenAt.toString(36)}`;

/** Visitors named in this request (read or made); a made one is sent back by visitorCookie(). */
const minted = new WeakMap<Request, VisitorCookie>();

/** Whether the shopper agreed to collection, as the SPA last told the server (ADR 0075). */
const consentOf = (c: Context): string | undefined => getCookie(c, CONSENT_COOKIE);

/**
 * The request's visitor: its cookie, else a new one (sent back with the answer by the middleware below); null
 * for a shopper who has not agreed to collection, whose cookie (if any) is neither read nor made.
 */
export function visitorOf(c: Context, now: number): VisitorCookie | null {
  if (consentOf(c) !== CONSENT_GIVEN) return null;
  const known = parseVisitorCookie(getCookie(c, VISITOR_COOKIE)) ?? minted.get(c.req.raw);
  if (known) return known;
  const made = { id: randomBytes(16).toString('hex'), firstSeenAt: now };
  minted.set(c.req.raw, made);
  return made;
}

/** The visitor id of a consenting shopper's request, for counting what it did (orders, tracked devices). */
export const consentedVisitorId = (c: Context): string | undefined =>
  consentOf(c) === CONSENT_GIVEN ? parseVisitorCookie(getCookie(c, VISITOR_COOKIE))?.id : undefined;

const flag = (value: string | undefined | null): boolean | undefined =>
  value === '1' ? true : value === '0' ? false : undefined;

/**
 * What an audience rule is judged on, from what the page request and the layout API both carry: the visitor
 * cookie (new = first seen on today's Beijing day, on the server clock; without consent there is none, and
 * the shopper is seen for the first time now: new), elder mode (the address's elder=1/0
 * on a page, else the visit's cookie), the channel (the subChannelNo header, else the default the app sends),
 * the region cookie.
 */
export function shopperContextOf(c: Context, now: number): ShopperContext {
  const visitor = visitorOf(c, now);
  const elder = flag(c.req.query('elder')) ?? flag(getCookie(c, ELDER_COOKIE)) ?? false;
  const channel = c.req.header(HeaderNames.subChannelNo)?.trim() || DEFAULT_SUB_CHANNEL;
  const region = getCookie(c, REGION_COOKIE);
  return {
    visitorId: visitor?.id ?? null,
    isNew: visitor === null || beijingDay(visitor.firstSeenAt) === beijingDay(now),
    elder,
    channel,
    region: region !== undefined && region.length <= 32 && CODE_PATTERN.test(region) ? region : null,
  };
}

/**
 * Sends back a visitor cookie made while answering (only when an experiment needed one, for a consenting
 * shopper): appended to the answer whatever made it, a Hono answer or the SPA page's own Response. A visitor
 * cookie still on a device whose shopper refused or revoked collection is deleted (the SPA cannot: HttpOnly).
 */
export function visitorCookie(secure: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const made = minted.get(c.req.raw);
    const forget = !made && consentOf(c) === CONSENT_WITHHELD && getCookie(c, VISITOR_COOKIE) !== undefined;
    if (!made && !forget) return;
    const attributes = [
      'Path=/',
      `Max-Age=${made ? YEAR_S : 0}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure() ? ['Secure'] : []),
    ];
    c.res.headers.append(
      'set-cookie',
      `${VISITOR_COOKIE}=${made ? visitorCookieValue(made) : ''}; ${attributes.join('; ')}`,
    );
  };
}
