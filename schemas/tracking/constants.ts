/**
 * Tracking constants shared by the SDK (src/tracker) and the ingest (server/ingest).
 * Plain values only — no zod here, so the SDK can import this file at runtime without
 * pulling the schema library into its core bundle.
 */

/** Spec §9: event-tracing version stamped on every event. */
export const EVENT_TRACING_VERSION = '2.0';
export const TRACKER_LIB_NAME = 'mbankmall-tracker';
export const TRACKER_LIB_VERSION = '2.0.0';

/** The eight event types the spec names (§3), plus TaskTrack for task records. */
export const EVENT_TYPES = [
  'ClientStart',
  'ApiInvoke',
  'ClickUpload',
  'PageLoad',
  'PageExit',
  'PageError',
  'PagePerformance',
  'WebStay',
  /** Task-tracking record (spec §3 entity) on each Start/Doing/End; not one of the spec's eight. */
  'TaskTrack',
  /** A booth block at least half visible for a second, once per page view (the operators' per-block figures). */
  'BlockExposure',
  /** A tap inside a booth block but on its close control. */
  'BlockClick',
  /** A tap on a booth block's close control: counted apart from clicks (ADR 0058). */
  'BlockDismiss',
] as const;
export type TrackEventType = (typeof EVENT_TYPES)[number];

/** Two upload channels, one local store each (spec §9): normal logs and chain-trace logs. */
export const CHANNELS = ['normal', 'trace'] as const;
export type TrackChannel = (typeof CHANNELS)[number];

/** Default ingest paths on the mall origin (proposed wire contract, see src/tracker/README.md). */
export const TRACKING_ENDPOINTS = {
  normal: '/api/trace/log',
  trace: '/api/trace/chain',
} as const;

/** Wire header names. HTTP matches them case-insensitively; servers should read them lower-cased. */
export const TRACKING_HEADERS = {
  /** The configured secret key (the app key ending with its environment tag). */
  secretKey: 'x-trace-secret-key',
  /** Response header: 'ok' = stored (delete locally), 'retry' = keep and back off, 'rejected' = invalid. */
  uploadStatus: 'x-trace-upload-status',
  /**
   * '1' on an upload made only of events whose earlier upload went unanswered (the page died, or the
   * connection broke after sending): they may have arrived already. Not part of the events, so dedupe on
   * eventId is unchanged; the ingest counts the copies such uploads bring apart from unmarked ones.
   */
  resend: 'x-trace-resend',
} as const;

export const UPLOAD_STATUS = { ok: 'ok', retry: 'retry', rejected: 'rejected' } as const;

/** Content types of an upload body (spec §7). */
export const CONTENT_TYPES = {
  json: 'application/json',
  /** base64 (or custom-encrypted) JSON text. */
  encrypted: 'text/plain',
  /** gzip then base64 of the JSON text. */
  zip: 'application/zip',
} as const;

/** Spec §5 tracker key environment tags. */
export const KEY_ENV_TAGS = ['DEV', 'ST', 'UAT', 'BIZ', 'PROD'] as const;

/** Reasons an event can be dropped on the client; counts travel with the next upload. */
export const DROP_REASONS = ['cacheLimit', 'oversize', 'rejected', 'storage'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** Spec §8 error code for a successful traced call. */
export const TRACE_SUCCESS_CODE = 'SUC0000';
/** Spec §8 status recorded for a timed-out traced call. */
export const TIMEOUT_STATUS = -2;
export const RESPONSE_PARSE_ERROR = 'Response Parse Error';
export const REQUEST_BODY_PARSE_ERROR = 'RequestBody Parse Error';

/** One encoded upload stays at or under this many bytes (keep-alive requests share 64 KiB). */
export const MAX_UPLOAD_BYTES = 48 * 1024;
