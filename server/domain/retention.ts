/**
 * How long the mall keeps what it holds about shoppers (ADR 0049), and the
 * cooling-off of an account deletion. Tracking events have their own (TRACKING_RETENTION_DAYS, ADR 0041).
 */
export interface RetentionConfig {
  /** An account deletion runs this many days after it was asked for; it can be cancelled until then. */
  deletionCoolingDays: number;
  /** Customer-service chat messages are deleted this many days after they were sent. */
  chatRetentionDays: number;
  /** An uploaded picture no application or review names is removed this many days after upload. */
  uploadOrphanDays: number;
  /** Stored answers of writes (idempotency, uniqueCode) are kept this many hours. */
  idempotencyRetentionHours: number;
}

export const RETENTION_DEFAULTS: RetentionConfig = {
  deletionCoolingDays: 15,
  chatRetentionDays: 180,
  uploadOrphanDays: 1,
  idempotencyRetentionHours: 24,
};

const ENV_NAMES: Readonly<Record<keyof RetentionConfig, string>> = {
  deletionCoolingDays: 'ACCOUNT_DELETION_COOLING_DAYS',
  chatRetentionDays: 'CHAT_RETENTION_DAYS',
  uploadOrphanDays: 'UPLOAD_ORPHAN_DAYS',
  idempotencyRetentionHours: 'IDEMPOTENCY_RETENTION_HOURS',
};

/** The variables that are set to a positive number (fractions allowed: tests and drills use short periods). */
export function retentionFromEnv(env: Record<string, string | undefined>): Partial<RetentionConfig> {
  const out: Partial<RetentionConfig> = {};
  for (const key of Object.keys(ENV_NAMES) as (keyof RetentionConfig)[]) {
    const raw = env[ENV_NAMES[key]];
    const n = Number(raw);
    if (raw && Number.isFinite(n) && n > 0) out[key] = n;
  }
  return out;
}
