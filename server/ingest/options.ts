import type { MallEnv } from '../../schemas/api/env';
import { KEY_ENV_TAGS } from '../../schemas/tracking/constants';
import { defaultTraceKeys, invalidTraceKeys } from './keys';
import type { RateLimit } from './rate-limit';
import type { IngestSink, TraceReader } from './sink';

/** Ingest settings from startServer({ ingest }) / the environment; every field has a default. */
export interface IngestOptions {
  /** Accepted x-trace-secret-key values. Default: mbankmall + the environment's tag (sit → mbankmallST). */
  keys?: string[];
  /** Raw request body limit; above it the answer is 413. */
  maxBodyBytes?: number;
  /** What a gzip body may inflate to; above it the answer is 413. */
  maxInflatedBytes?: number;
  /** Per secret key; above it the answer is 429 with Retry-After. */
  rateLimit?: RateLimit;
  maxConcurrentWrites?: number;
  maxQueuedWrites?: number;
  /** Retry-After (s) when the write queue is full or the sink failed. */
  busyRetryAfterS?: number;
  /** Replaces the database sink (a log or column store). */
  sink?: IngestSink;
  /** Replaces the database reader behind the operator endpoints. */
  reader?: TraceReader;
  /** Days tracking events are kept in the database (whole China days; services/tracking-retention.ts). */
  retentionDays?: number;
}

export const INGEST_DEFAULTS = {
  /** The SDK keeps uploads ≤ 48 KB; 64 KiB is the keep-alive ceiling, so anything larger is not ours. */
  maxBodyBytes: 64 * 1024,
  maxInflatedBytes: 1024 * 1024,
  rateLimit: { perSecond: 200, burst: 400 },
  maxConcurrentWrites: 4,
  maxQueuedWrites: 64,
  busyRetryAfterS: 2,
} as const;

export type IngestEnvOptions = Pick<IngestOptions, 'keys' | 'rateLimit' | 'retentionDays'>;

const positive = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** TRACE_KEYS (comma-separated), TRACE_RATE_PER_SECOND / TRACE_RATE_BURST and TRACKING_RETENTION_DAYS, for main.ts. */
export function ingestOptionsFromEnv(env: Record<string, string | undefined>): IngestEnvOptions {
  const keys = (env.TRACE_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const perSecond = positive(env.TRACE_RATE_PER_SECOND);
  const burst = positive(env.TRACE_RATE_BURST);
  const retentionDays = positive(env.TRACKING_RETENTION_DAYS);
  return {
    ...(keys.length > 0 ? { keys } : {}),
    ...(retentionDays ? { retentionDays: Math.ceil(retentionDays) } : {}),
    ...(perSecond || burst
      ? {
          rateLimit: {
            perSecond: perSecond ?? INGEST_DEFAULTS.rateLimit.perSecond,
            burst: burst ?? Math.max(1, Math.ceil(2 * (perSecond ?? INGEST_DEFAULTS.rateLimit.perSecond))),
          },
        }
      : {}),
  };
}

export type ResolvedIngest = Required<Omit<IngestOptions, 'sink' | 'reader' | 'retentionDays'>>;

/** Throws on keys the SDK could never send (spec §5 tags); the message counts them but never shows one. */
export function resolveIngest(env: MallEnv, opts: IngestOptions): ResolvedIngest {
  const keys = opts.keys && opts.keys.length > 0 ? opts.keys : defaultTraceKeys(env);
  const invalid = invalidTraceKeys(keys);
  if (invalid.length > 0) {
    throw new Error(`${invalid.length} trace key(s) do not end with one of ${KEY_ENV_TAGS.join(', ')}`);
  }
  return {
    keys,
    maxBodyBytes: opts.maxBodyBytes ?? INGEST_DEFAULTS.maxBodyBytes,
    maxInflatedBytes: opts.maxInflatedBytes ?? INGEST_DEFAULTS.maxInflatedBytes,
    rateLimit: opts.rateLimit ?? INGEST_DEFAULTS.rateLimit,
    maxConcurrentWrites: opts.maxConcurrentWrites ?? INGEST_DEFAULTS.maxConcurrentWrites,
    maxQueuedWrites: opts.maxQueuedWrites ?? INGEST_DEFAULTS.maxQueuedWrites,
    busyRetryAfterS: opts.busyRetryAfterS ?? INGEST_DEFAULTS.busyRetryAfterS,
  };
}
