import type { AppConfig } from '../config';
import { DAY_MS } from '../domain/local-day';
import type { JobSpec } from '../jobs/runner';
import { deleteChatMessagesBefore } from '../repos/chat-retention';
import { purgeExpired } from './housekeeping';
import { idempotencyKeepMs, retentionOf } from './retention-config';
import { type FileStoreDeps, purgeOrphanUploads } from './uploads';

/** What the retention jobs need (the server's deps, or a test's on a real database). */
export type RetentionDeps = FileStoreDeps & {
  config: Pick<AppConfig, 'clock' | 'retention' | 'logger' | 'fileStore' | 'dataDir'>;
};

/**
 * Retention (ADR 0049): jobs on the one runner that delete what is past its period.
 * Tracking events have their own job (tracking-retention.ts); review and after-sales photos stay while
 * what names them exists (an upload is an orphan only when nothing names it).
 */

const HOUR_MS = 60 * 60 * 1000;
/** Chat messages deleted per statement, so one pass never holds the table long. */
const CHAT_BATCH = 1000;
/** At most this many batches per pass; the rest go in the next pass. */
const CHAT_MAX_BATCHES = 100;

/** Deletes the chat messages older than CHAT_RETENTION_DAYS; answers how many went. */
export async function purgeOldChat(deps: RetentionDeps, now: number): Promise<number> {
  const before = now - retentionOf(deps).chatRetentionDays * DAY_MS;
  let removed = 0;
  for (let i = 0; i < CHAT_MAX_BATCHES; i++) {
    const n = await deleteChatMessagesBefore(deps.db, before, CHAT_BATCH);
    removed += n;
    if (n < CHAT_BATCH) break;
  }
  return removed;
}

/** One pass of every retention rule this file owns (the jobs call the parts; tests call this). */
export async function enforceRetention(
  deps: RetentionDeps,
): Promise<{ chatMessages: number; orphanUploads: number }> {
  const now = deps.config.clock();
  const chatMessages = await purgeOldChat(deps, now);
  const orphanUploads = await purgeOrphanUploads(deps, now);
  await purgeExpired(deps.db, now, idempotencyKeepMs(deps.config.retention));
  return { chatMessages, orphanUploads };
}

/** Hourly: chat messages and orphaned uploads past their periods. */
export function retentionJob(deps: RetentionDeps): JobSpec {
  return {
    name: 'retention',
    everyMs: HOUR_MS,
    run: async () => {
      const now = deps.config.clock();
      const chat = await purgeOldChat(deps, now);
      const uploads = await purgeOrphanUploads(deps, now);
      if (chat > 0 || uploads > 0) {
        deps.config.logger(`retention: ${chat} chat message(s), ${uploads} orphaned upload(s) removed`);
      }
    },
  };
}
