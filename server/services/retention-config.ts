import type { AppConfig } from '../config';
import { DAY_MS } from '../domain/local-day';
import { RETENTION_DEFAULTS, type RetentionConfig } from '../domain/retention';

/** The retention periods in force: the configured ones over the defaults (domain/retention.ts). */
export const retentionOf = (deps: { config: Pick<AppConfig, 'retention'> }): RetentionConfig => ({
  ...RETENTION_DEFAULTS,
  ...deps.config.retention,
});

const HOUR_MS = 60 * 60 * 1000;

/** How long stored answers of writes are kept (IDEMPOTENCY_RETENTION_HOURS). */
export const idempotencyKeepMs = (retention: Partial<RetentionConfig> | undefined): number =>
  (retention?.idempotencyRetentionHours ?? RETENTION_DEFAULTS.idempotencyRetentionHours) * HOUR_MS;

/** How old an upload nothing names must be before it is removed (UPLOAD_ORPHAN_DAYS). */
export const orphanUploadAgeMs = (deps: { config: Pick<AppConfig, 'retention'> }): number =>
  retentionOf(deps).uploadOrphanDays * DAY_MS;
