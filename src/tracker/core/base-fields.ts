import type { BaseFields } from '../../../schemas/tracking/base';
import {
  EVENT_TRACING_VERSION,
  TRACKER_LIB_NAME,
  TRACKER_LIB_VERSION,
} from '../../../schemas/tracking/constants';
import type { TrackerContext } from './context';
import { cutUserAgent } from './text';

/** The base fields that do not change during a page's life, computed once. */
export type StaticFields = Pick<
  BaseFields,
  | 'systemId'
  | 'timeZone'
  | 'platform'
  | 'appVersion'
  | 'deviceType'
  | 'manufacturer'
  | 'brand'
  | 'model'
  | 'os'
  | 'osVersion'
  | 'browser'
  | 'browserVersion'
  | 'screenSize'
  | 'libName'
  | 'libVersion'
  | 'isCrawler'
  | 'language'
  | 'debug'
  | 'userAgent'
  | 'eventTracingVersion'
>;

let zone: string | undefined;

/**
 * The device's time zone, read once for the page. The first read builds the engine's time-zone data
 * (35-65 ms at 4x CPU, the larger part of the tracker's start), so start-up asks for it in a task of its
 * own before the tracker starts (src/app/start.tsx, ADR 0073).
 */
export function deviceTimeZone(): string {
  zone ??= timeZone();
  return zone;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || utcOffset();
  } catch {
    return utcOffset();
  }
}

function utcOffset(): string {
  const m = -new Date().getTimezoneOffset();
  const sign = m >= 0 ? '+' : '-';
  const a = Math.abs(m);
  return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

export function staticFields(ctx: Pick<TrackerContext, 'config' | 'device'>): StaticFields {
  const d = ctx.device;
  const s = typeof screen === 'undefined' ? null : screen;
  return {
    systemId: ctx.config.systemId,
    timeZone: deviceTimeZone(),
    platform: d.platform,
    appVersion: ctx.config.appVersion,
    deviceType: d.deviceType,
    manufacturer: d.manufacturer,
    brand: d.brand,
    model: d.model,
    os: d.os,
    osVersion: d.osVersion,
    browser: d.browser,
    browserVersion: d.browserVersion,
    screenSize: s ? `${s.width}x${s.height}` : '',
    libName: TRACKER_LIB_NAME,
    libVersion: TRACKER_LIB_VERSION,
    isCrawler: d.isCrawler,
    language: typeof navigator === 'undefined' ? '' : navigator.language || '',
    debug: ctx.config.debug,
    userAgent: cutUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent || ''),
    eventTracingVersion: EVENT_TRACING_VERSION,
  };
}
