import { gzipSync } from 'node:zlib';
import type { TrackEvent } from '../../../schemas/tracking';
import {
  CONTENT_TYPES,
  EVENT_TRACING_VERSION,
  TRACKER_LIB_NAME,
  TRACKER_LIB_VERSION,
} from '../../../schemas/tracking';

/** Test-only: valid events and bodies encoded the way the SDK encodes them (src/tracker/transport/encode.ts). */

const BASE = {
  systemId: 'mbankmallDEV',
  deviceId: 'device-1',
  sessionId: 'session-1',
  loginType: '',
  loginId: '',
  time: 1_700_000_000_000,
  timeZone: 'Asia/Shanghai',
  platform: 'h5',
  appVersion: '0.1.0',
  deviceType: 'mobile',
  manufacturer: '',
  brand: '',
  model: '',
  os: 'Android',
  osVersion: '14',
  browser: 'Chrome',
  browserVersion: '126',
  screenSize: '375x812',
  isLogin: false,
  isFirstDay: true,
  libName: TRACKER_LIB_NAME,
  libVersion: TRACKER_LIB_VERSION,
  isCrawler: false,
  language: 'zh-CN',
  debug: false,
  userAgent: 'test',
  behavior: {},
  extras: {},
  timeOffset: 0,
  channel: 'normal',
  eventTracingVersion: EVENT_TRACING_VERSION,
  pageLoadId: 'pl-1',
  url: 'http://127.0.0.1/mbankmall/index',
} as const;

/** A WebStay event (small, every base field set); override sequence, ids, session as needed. */
export function stayEvent(sequence: number, over: Partial<TrackEvent> = {}): TrackEvent {
  return {
    ...BASE,
    eventId: `ev-${BASE.sessionId}-${sequence}`,
    sequence,
    eventType: 'WebStay',
    data: { viewDuration: 1200, viewportHeight: 812, viewportWidth: 375, viewportPosition: sequence * 10 },
    ...over,
  } as TrackEvent;
}

export interface EncodedBody {
  contentType: string;
  body: string;
}

export const asJson = (value: unknown): EncodedBody => ({
  contentType: CONTENT_TYPES.json,
  body: JSON.stringify(value),
});

export const asBase64 = (value: unknown): EncodedBody => ({
  contentType: CONTENT_TYPES.encrypted,
  body: Buffer.from(JSON.stringify(value), 'utf8').toString('base64'),
});

export const asGzipBase64 = (value: unknown): EncodedBody => ({
  contentType: CONTENT_TYPES.zip,
  body: gzipSync(Buffer.from(JSON.stringify(value), 'utf8')).toString('base64'),
});
