import type { AppDeps } from '../config';
import { afterSaleJob } from '../services/after-sale-timers';
import { purgeExpired } from '../services/housekeeping';
import { invoiceJob } from '../services/invoices';
import { lotteryDrawJob } from '../services/lottery-draw';
import { orderSweepJob } from '../services/order-sweep';
import { accountErasureJob } from '../services/privacy';
import { qualificationReleaseJob } from '../services/qualification-hold';
import { rankingJob } from '../services/rankings';
import { retentionJob } from '../services/retention';
import { idempotencyKeepMs } from '../services/retention-config';
import { serviceDeskJob } from '../services/service-desk';
import { trackingRetentionJob } from '../services/tracking-retention';
import type { JobSpec } from './runner';

/**
 * Expired sessions, SSO rows and stored answers (kept IDEMPOTENCY_RETENTION_HOURS) go every so often, not
 * only at start.
 */
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** Every background job of the mall, as its services define them (null: switched off by configuration). */
export function mallJobs(deps: AppDeps): JobSpec[] {
  const housekeeping: JobSpec = {
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: () => purgeExpired(deps.db, deps.config.clock(), idempotencyKeepMs(deps.config.retention)),
  };
  return [
    orderSweepJob(deps),
    afterSaleJob(deps),
    invoiceJob(deps),
    rankingJob(deps),
    lotteryDrawJob(deps),
    qualificationReleaseJob(deps),
    serviceDeskJob(deps),
    trackingRetentionJob(deps),
    retentionJob(deps),
    accountErasureJob(deps),
    housekeeping,
  ].filter((job): job is JobSpec => job !== null);
}
