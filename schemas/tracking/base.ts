import * as z from 'zod';
import { epochMs, PG_INT_MAX } from '../api/primitives';
import { CHANNELS, EVENT_TYPES } from './constants';

/**
 * Ids the ingest stores in indexed text columns: bounded so an index entry always fits (PostgreSQL
 * refuses b-tree entries over about 2.7 kB, and that refusal must be a 400, not a retry).
 */
export const TRACE_ID_MAX = 128;
const traceId = z.string().min(1).max(TRACE_ID_MAX);

/**
 * Base fields carried by every tracking event (spec §3). Names are the wire names.
 * Extra fields the SDK adds beyond the spec list (eventType, channel, sequence,
 * eventTracingVersion, pageLoadId, url) let the ingest order, dedupe and count gaps.
 */
export const baseFieldsSchema = z.object({
  systemId: traceId,
  deviceId: traceId,
  sessionId: traceId,
  loginType: z.string(),
  loginId: z.string(),
  eventId: traceId,
  /** Client clock, epoch ms. Add timeOffset to get server time. */
  time: epochMs,
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
  /** 1-based, per session; gaps tell the ingest that events were lost. Stored as int4. */
  sequence: z.int().positive().max(PG_INT_MAX),
  pageLoadId: z.string().nullable(),
  url: z.string(),
  /**
   * The session info's encrypted user token (spec §3), as the login answered it; opaque to the SDK. The
   * ingest opens it and stores `tokenUserId` instead: the sealed text itself is never stored nor logged.
   */
  userToken: z.string().max(512).optional(),
  /** Written by the ingest only (the user id inside a token it could open); a client's value is dropped. */
  tokenUserId: z.string().max(64).optional(),
});

export type BaseFields = z.infer<typeof baseFieldsSchema>;
