import * as z from 'zod';
import { CHANNELS, EVENT_TYPES } from './constants';

/**
 * Base fields carried by every tracking event (spec §3). Names are the wire names.
 * Extra fields the SDK adds beyond the spec list (eventType, channel, sequence,
 * eventTracingVersion, pageLoadId, url) let the ingest order, dedupe and count gaps.
 */
export const baseFieldsSchema = z.object({
  systemId: z.string().min(1),
  deviceId: z.string().min(1),
  sessionId: z.string().min(1),
  loginType: z.string(),
  loginId: z.string(),
  eventId: z.string().min(1),
  /** Client clock, epoch ms. Add timeOffset to get server time. */
  time: z.number().int().nonnegative(),
  timeZone: z.string(),
  platform: z.string(),
  appVersion: z.string(),
  deviceType: z.enum(['mobile', 'tablet', 'desktop', 'unknown']),
  manufacturer: z.string(),
  brand: z.string(),
  model: z.string(),
  os: z.string(),
  osVersion: z.string(),
  browser: z.string(),
  browserVersion: z.string(),
  /** CSS pixels, "{width}x{height}". */
  screenSize: z.string(),
  isLogin: z.boolean(),
  isFirstDay: z.boolean(),
  libName: z.string(),
  libVersion: z.string(),
  isCrawler: z.boolean(),
  language: z.string(),
  debug: z.boolean(),
  /** Cut to 500 characters (spec §5). */
  userAgent: z.string().max(500),
  behavior: z.record(z.string(), z.unknown()),
  extras: z.record(z.string(), z.unknown()),
  /** Server time minus client time, ms. */
  timeOffset: z.number(),
  eventType: z.enum(EVENT_TYPES),
  channel: z.enum(CHANNELS),
  eventTracingVersion: z.string(),
  /** 1-based, per session; gaps tell the ingest that events were lost. */
  sequence: z.number().int().positive(),
  pageLoadId: z.string().nullable(),
  url: z.string(),
});

export type BaseFields = z.infer<typeof baseFieldsSchema>;
