import { describe, expect, it, vi } from 'vitest';
import { baseFieldsSchema } from '../../../schemas/tracking/base';
import { trackEventSchema } from '../../../schemas/tracking/events';
import { makeDeps } from '../testing/deps';
import { deviceTimeZone } from './base-fields';
import { parseUserAgent } from './device';
import { cutUserAgent, imageText, widgetText } from './text';

describe('event builder and base fields (spec §3)', () => {
  it('stamps every base field, a unique eventId and a per-session sequence', async () => {
    const { deps, events, ctx } = makeDeps({ appVersion: '9.1.0', extras: { channel: 'app' } });
    ctx.user = { loginId: 'U1', loginType: 'sso' };
    ctx.timeOffset = 1234;
    await deps.emit('WebStay', {
      viewDuration: 10,
      viewportHeight: 812,
      viewportWidth: 375,
      viewportPosition: 0,
    });
    await deps.emit('WebStay', {
      viewDuration: 11,
      viewportHeight: 812,
      viewportWidth: 375,
      viewportPosition: 5,
    });
    const [a, b] = events;
    if (!a || !b) throw new Error('no events');
    // tokenUserId is the ingest's; userToken is there only with a signed-in user's token (tracker.test.ts).
    for (const key of Object.keys(baseFieldsSchema.shape).filter(
      (k) => k !== 'tokenUserId' && k !== 'userToken',
    ))
      expect(a).toHaveProperty(key);
    expect(trackEventSchema.safeParse(a).success).toBe(true);
    expect(a.eventId).not.toBe(b.eventId);
    expect(b.sequence).toBe(a.sequence + 1);
    expect(a).toMatchObject({
      loginId: 'U1',
      loginType: 'sso',
      isLogin: true,
      timeOffset: 1234,
      appVersion: '9.1.0',
      eventTracingVersion: '2.0',
      libName: 'mbankmall-tracker',
      extras: { channel: 'app' },
      isFirstDay: true,
    });
  });
});

describe('the time zone on events (ADR 0079)', () => {
  it('is the device zone once it is known, and the engine is asked once for the page', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // Once read (by an upload, or learnt from start-up's worker), every event carries that answer.
      expect(deviceTimeZone()).toBe(zone);
      const { deps, events } = makeDeps({});
      await deps.emit('WebStay', {
        viewDuration: 1,
        viewportHeight: 812,
        viewportWidth: 375,
        viewportPosition: 0,
      });
      expect(events[0]?.timeZone).toBe(zone);
      expect(deviceTimeZone()).toBe(zone);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('text rules (spec §5)', () => {
  it('image text longer than 300 is cut to 299; 300 stays', () => {
    expect(imageText('a'.repeat(301))).toHaveLength(299);
    expect(imageText('a'.repeat(300))).toHaveLength(300);
  });
  it('widget text is whitespace-normalised and limited to 300', () => {
    expect(widgetText('  Buy \n\t now  ')).toBe('Buy now');
    expect(widgetText('x '.repeat(400))).toHaveLength(300);
  });
  it('user agent is cut to 500', () => {
    expect(cutUserAgent('u'.repeat(800))).toHaveLength(500);
  });
});

describe('user agent parsing', () => {
  it('reads an Android phone in WeChat', () => {
    const d = parseUserAgent(
      'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.43.2480',
    );
    expect(d).toMatchObject({
      os: 'Android',
      osVersion: '13',
      brand: 'Samsung',
      model: 'SM-S9180',
      browser: 'WeChat',
      deviceType: 'mobile',
      isCrawler: false,
    });
  });
  it('reads an iPhone and flags crawlers', () => {
    const d = parseUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    );
    expect(d).toMatchObject({
      os: 'iOS',
      osVersion: '17.2',
      brand: 'Apple',
      browser: 'Safari',
      deviceType: 'mobile',
    });
    expect(parseUserAgent('Googlebot/2.1 (+http://www.google.com/bot.html)').isCrawler).toBe(true);
  });
});
