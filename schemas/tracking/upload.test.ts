import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './constants';
import { trackEventSchema } from './events';
import { normalizeUpload, uploadBodySchema } from './upload';

const base = {
  systemId: 'mallDEV',
  deviceId: 'd',
  sessionId: 's-1',
  loginType: '',
  loginId: '',
  eventId: 'e1',
  time: 1,
  timeZone: 'Asia/Shanghai',
  platform: 'h5',
  appVersion: '',
  deviceType: 'mobile',
  manufacturer: '',
  brand: '',
  model: '',
  os: 'iOS',
  osVersion: '17',
  browser: 'Safari',
  browserVersion: '17',
  screenSize: '375x812',
  isLogin: false,
  isFirstDay: true,
  libName: 'mbankmall-tracker',
  libVersion: '2.0.0',
  isCrawler: false,
  language: 'zh-CN',
  debug: false,
  userAgent: 'ua',
  behavior: {},
  extras: {},
  timeOffset: 0,
  channel: 'normal',
  eventTracingVersion: '2.0',
  sequence: 1,
  pageLoadId: null,
  url: 'https://m/',
};
const stay = {
  ...base,
  eventType: 'WebStay',
  data: { viewDuration: 10, viewportHeight: 812, viewportWidth: 375, viewportPosition: 0 },
};

describe('tracking upload contract', () => {
  it('accepts one event, an array, or the batch envelope with dropped counts', () => {
    for (const body of [
      stay,
      [stay, { ...stay, eventId: 'e2' }],
      { events: [stay], dropped: { cacheLimit: 3 } },
    ]) {
      const parsed = uploadBodySchema.parse(body);
      expect(normalizeUpload(parsed).events.length).toBeGreaterThan(0);
    }
    expect(
      normalizeUpload(uploadBodySchema.parse({ events: [stay], dropped: { cacheLimit: 3 } })).dropped,
    ).toEqual({
      cacheLimit: 3,
    });
  });

  it('rejects unknown event types, data of the wrong type, over-long user agents and WebStay over the cap', () => {
    expect(trackEventSchema.safeParse({ ...stay, eventType: 'Nope' }).success).toBe(false);
    expect(trackEventSchema.safeParse({ ...stay, eventType: 'PageLoad' }).success).toBe(false);
    expect(trackEventSchema.safeParse({ ...stay, userAgent: 'u'.repeat(501) }).success).toBe(false);
    expect(
      trackEventSchema.safeParse({ ...stay, data: { ...stay.data, viewDuration: 18_000_001 } }).success,
    ).toBe(false);
    expect(uploadBodySchema.safeParse([]).success).toBe(false);
  });

  it('names the eight spec event types plus TaskTrack and the three booth block events', () => {
    expect(EVENT_TYPES).toEqual([
      'ClientStart',
      'ApiInvoke',
      'ClickUpload',
      'PageLoad',
      'PageExit',
      'PageError',
      'PagePerformance',
      'WebStay',
      'TaskTrack',
      'BlockExposure',
      'BlockClick',
      'BlockDismiss',
    ]);
  });
});
