import type { Health } from '../../schemas/api/health';
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
