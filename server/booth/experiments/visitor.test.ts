import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseVisitorCookie, shopperContextOf, visitorCookie, visitorCookieValue } from './visitor';

/** 2026-11-29 10:00 Beijing time (02:00 UTC). */
const NOW = Date.UTC(2026, 10, 29, 2, 0);
const HOUR = 3_600_000;
const ID = 'a'.repeat(32);
/** The SPA's consent cookie (ADR 0075): agreed, refused or revoked. */
const AGREED = 'mall_consent=1';
const REFUSED = 'mall_consent=0';

/** A real Hono app answering with the context the experiment code reads, and the cookie it sends back. */
function app() {
  const r = new Hono();
  r.use(
    '*',
    visitorCookie(() => false),
  );
  r.get('/page', (c) => c.json(shopperContextOf(c, NOW)));
  return r;
}

async function contextFor(headers: Record<string, string>, path = '/page') {
  const res = await app().request(path, { headers });
  return {
    ctx: (await res.json()) as ReturnType<typeof shopperContextOf>,
    setCookie: res.headers.get('set-cookie'),
  };
}

describe('the visitor an experiment sticks to (ADR 0056)', () => {
  it('reads the cookie it writes, and refuses anything else', () => {
    const v = { id: ID, firstSeenAt: NOW };
    expect(parseVisitorCookie(visitorCookieValue(v))).toEqual(v);
    for (const bad of [undefined, '', ID, `${ID}.`, `${'g'.repeat(32)}.1`, `${ID}.1.2`, `${ID.slice(1)}.1`]) {
      expect(parseVisitorCookie(bad), String(bad)).toBeNull();
    }
  });

  it('names a new visitor who agreed and sends the cookie back once; a known one keeps its id', async () => {
    const first = await contextFor({ cookie: AGREED });
    expect(first.ctx.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.ctx.isNew).toBe(true);
    expect(first.setCookie).toMatch(
      /^mbm_vid=[0-9a-f]{32}\.[0-9a-z]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    const cookie = `${(first.setCookie ?? '').split(';')[0] ?? ''}; ${AGREED}`;
    const again = await contextFor({ cookie });
    expect(again.ctx.visitorId).toBe(first.ctx.visitorId);
    expect(again.setCookie).toBeNull();
  });

  it('calls a visitor new on the Beijing day it was first seen, returning from the next', async () => {
    // 00:30 Beijing the same day (16:30 UTC the day before) is the same day; 23:30 the day before is not.
    const sameDay = visitorCookieValue({ id: ID, firstSeenAt: NOW - 9.5 * HOUR });
    const dayBefore = visitorCookieValue({ id: ID, firstSeenAt: NOW - 10.5 * HOUR });
    expect((await contextFor({ cookie: `mbm_vid=${sameDay}; ${AGREED}` })).ctx.isNew).toBe(true);
    expect((await contextFor({ cookie: `mbm_vid=${dayBefore}; ${AGREED}` })).ctx.isNew).toBe(false);
  });

  it('keeps no visitor id for a shopper who has not agreed: none made, none read, a refused one deleted', async () => {
    const known = `mbm_vid=${visitorCookieValue({ id: ID, firstSeenAt: NOW - 48 * HOUR })}`;
    for (const cookie of ['', REFUSED, known]) {
      const { ctx, setCookie } = await contextFor({ cookie });
      // Seen for the first time now, as far as the server may know: new, with no id to split on.
      expect(ctx, cookie).toMatchObject({ visitorId: null, isNew: true });
      expect(setCookie, cookie).toBeNull();
    }
    const refused = await contextFor({ cookie: `${known}; ${REFUSED}` });
    expect(refused.ctx.visitorId).toBeNull();
    expect(refused.setCookie).toBe('mbm_vid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('reads elder mode from the address first, then the visit’s cookie; channel and region likewise', async () => {
    const cookie = `mbm_vid=${visitorCookieValue({ id: ID, firstSeenAt: NOW })}`;
    expect((await contextFor({ cookie })).ctx).toMatchObject({
      elder: false,
      channel: 'cmbmobile',
      region: null,
    });
    expect((await contextFor({ cookie: `${cookie}; mall_elder=1` })).ctx.elder).toBe(true);
    expect((await contextFor({ cookie: `${cookie}; mall_elder=1` }, '/page?elder=0')).ctx.elder).toBe(false);
    expect((await contextFor({ cookie }, '/page?elder=1')).ctx.elder).toBe(true);
    const other = await contextFor({ cookie: `${cookie}; mall_region=GD`, subChannelNo: 'wechat' });
    expect(other.ctx).toMatchObject({ channel: 'wechat', region: 'GD' });
    expect((await contextFor({ cookie: `${cookie}; mall_region=%3Cx%3E` })).ctx.region).toBeNull();
  });
});
