import type { AppDeps } from '../config';
import { afterSaleJob } from '../services/after-sale-timers';
import { purgeExpired } from '../services/housekeeping';
import { invoiceJob } from '../services/invoices';
import { lotteryDrawJob } from '../services/lottery-draw';
import { orderSweepJob } from '../services/order-sweep';
import { qualificationReleaseJob } from '../services/qualification-hold';
import { rankingJob } from '../services/rankings';
import { serviceDeskJob } from '../services/service-desk';
import { trackingRetentionJob } from '../services/tracking-retention';
import type { JobSpec } from './runner';

/** Expired sessions, SSO rows and stored answers go every so often, not only at start (issue 29). */
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** Every background job of the mall, as its services define them (null: switched off by configuration). */
export function mallJobs(deps: AppDeps): JobSpec[] {
  const housekeeping: JobSpec = {
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: () => purgeExpired(deps.db, deps.config.clock()),
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
    housekeeping,
  ].filter((job): job is JobSpec => job !== null);
}
