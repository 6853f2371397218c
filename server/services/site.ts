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

/** Readiness: the database answers within READY_BOUND_MS, so a frozen database shows within a second. */
export async function ready(deps: AppDeps): Promise<Readiness | null> {
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
