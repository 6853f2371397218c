import { statfs } from 'node:fs/promises';
import { type Health, READY_BOUND_MS, type Readiness } from '../../schemas/api/health';
import type { Notice } from '../../schemas/api/notice';
import type { AppDeps } from '../config';
import { pingDatabase } from '../repos/db-health';
import { insertErrorReport } from '../repos/error-reports';
import { liveNotices } from '../repos/notices';

/** Answers only when the database answers too (rejects otherwise). */
export async function health(deps: AppDeps): Promise<Health> {
  await pingDatabase(deps.db);
  return { status: 'up', db: deps.db.kind };
}

/** Below this much free space where the process writes (DATA_DIR), it is not ready (DISK_MIN_FREE_MB). */
export const DEFAULT_MIN_FREE_BYTES = 100 * 1024 * 1024;

/**
 * True when the filesystem of DATA_DIR (the embedded database, uploads on disk) has room: a full disk
 * fails every write, so the balancer should send shoppers elsewhere (health said "up").
 */
async function diskHasRoom(deps: AppDeps): Promise<boolean> {
  const dir = deps.config.dataDir;
  if (!dir) return true;
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize >= (deps.config.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES);
  } catch {
    // No such directory (a test app): nothing written there to run out of.
    return true;
  }
}

/**
 * Readiness: the database answers within READY_BOUND_MS, so a frozen database shows within a second, and
 * the data directory's disk is not full.
 */
export async function ready(deps: AppDeps): Promise<Readiness | null> {
  if (!(await diskHasRoom(deps))) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), READY_BOUND_MS);
  });
  try {
    const answer = await Promise.race([pingDatabase(deps.db).then(() => 'ok' as const), late]);
    return answer === 'ok' ? { status: 'ready', db: deps.db.kind } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const notices = (deps: AppDeps): Promise<Notice[]> => liveNotices(deps.db, deps.config.clock());

const MAX_USER_AGENT = 500;

/** The client's error report, tied to the customer when known. */
export async function saveErrorReport(
  deps: AppDeps,
  r: { customerId: number | null; mes: string; interfaceUrl: string; userAgent: string },
): Promise<void> {
  await insertErrorReport(deps.db, {
    ...r,
    userAgent: r.userAgent.slice(0, MAX_USER_AGENT),
    now: deps.config.clock(),
  });
}
