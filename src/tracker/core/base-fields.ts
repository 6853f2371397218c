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
 * The device's time zone, read once for the page. The first read in a fresh renderer builds the engine's
 * time-zone data: 50-110 ms at 4x CPU, one long task at start-up whichever task it lands in. So start-up
 * asks a worker (src/session/timeZoneWorker.ts, ADR 0079), which warms the process's time-zone data off the
 * main thread and tells the answer (learnTimeZone); events built before it carry '' and an upload fills
 * them in (transport/payload.ts). Read here, on the main thread, only when an upload needs it first.
 */
export function deviceTimeZone(): string {
  zone ??= timeZone();
  return zone;
}

/** The zone if it is known yet, else '' (an upload fills it in). */
export const knownTimeZone = (): string => zone ?? '';

/** The zone a worker read (the same engine, the same answer); the first answer stands. */
export function learnTimeZone(answer: string): void {
  zone ??= answer;
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
