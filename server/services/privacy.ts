import type { DeletionStatus, MyData, PrivacyRequestView } from '../../schemas/api/privacy';
import type { AppConfig, AppDeps } from '../config';
import { DAY_MS } from '../domain/local-day';
import type { Outcome } from '../domain/refusal';
import type { JobSpec } from '../jobs/runner';
import { maskMobile } from '../repos/customers';
import { consentHistory } from '../repos/licenses';
import {
  type ExportedRow,
  eraseRows,
  lockCustomer,
  ownRowCount,
  ownRows,
  uploadIdsOf,
} from '../repos/personal-data';
import { PERSONAL_TABLES, type PersonalTable } from '../repos/personal-data-registry';
import {
  cancelDeletion,
  dueDeletions,
  insertDeletion,
  insertPrivacyAudit,
  latestDeletion,
  lockDueDeletion,
  markDeletionDone,
  type PrivacyRequestRow,
  recentRequests,
} from '../repos/privacy-requests';
import { refuse, settle } from './outcome';
import { retentionOf } from './retention-config';
import { type FileStoreDeps, fileStoreOf, thumbKey } from './uploads';

/** What the erasure needs (a job, and the tests that run it on a real database). */
export type ErasureDeps = FileStoreDeps & {
  config: Pick<AppConfig, 'clock' | 'retention' | 'logger' | 'fileStore' | 'dataDir'>;
};

/** Personal data rights (ADR 0049): see, export, and delete what the mall holds. */

const entry = (table: string): PersonalTable => {
  const found = PERSONAL_TABLES.find((t) => t.table === table);
  if (!found) throw new Error(`personal-data registry has no ${table}`);
  return found;
};

function statusOf(row: PrivacyRequestRow | undefined, coolingDays: number): DeletionStatus {
  if (!row || row.state === 'cancelled')
    return { state: 'none', requestedAt: null, dueAt: null, coolingDays };
  return { state: row.state, requestedAt: row.requestedAt, dueAt: row.dueAt, coolingDays };
}

export async function deletionStatus(deps: AppDeps, customerId: number): Promise<DeletionStatus> {
  return statusOf(await latestDeletion(deps.db, customerId), retentionOf(deps).deletionCoolingDays);
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What the 我的信息 screen shows: the profile and addresses masked as everywhere, and counts of the rest. */
export async function myData(deps: AppDeps, customerId: number): Promise<MyData> {
  const { db } = deps;
  const [profile] = await ownRows(db, entry('customers'), customerId);
  const addresses = (await ownRows(db, entry('addresses'), customerId)).filter((a) => a.deleted_at === null);
  return {
    profile: {
      nickName: text(profile?.nick_name),
      mobile: maskMobile(text(profile?.mobile)),
      customerNo: text(profile?.customer_no),
    },
    addresses: addresses.map((a) => ({
      name: text(a.name),
      phone: maskMobile(text(a.phone)),
      region: [a.province, a.city, a.district].map(text).join(' '),
      detail: text(a.detail),
    })),
    ordersCount: await ownRowCount(db, entry('orders'), customerId),
    consentHistory: await consentHistory(db, customerId),
    trackingEventsCount: await ownRowCount(db, entry('trace_events'), customerId),
    uploadsCount: await ownRowCount(db, entry('uploads'), customerId),
    deletion: await deletionStatus(deps, customerId),
  };
}

/**
 * The export: every registry table's rows of this customer (secrets left out), under the table's name.
 * Read in one transaction so the file is one consistent picture. The profile's mobile is masked as on
 * every screen (the full number never leaves the server, ADR 0049); tracking events are counted, not
 * copied (they are the device's, many, and hold the session code).
 */
export async function exportMyData(
  deps: AppDeps,
  customerId: number,
): Promise<{ exportedAt: number; tables: Record<string, ExportedRow[] | { count: number }> }> {
  const exportedAt = deps.config.clock();
  const tables = await deps.db.transaction(async (tx) => {
    const out: Record<string, ExportedRow[] | { count: number }> = {};
    for (const t of PERSONAL_TABLES) {
      if (t.table === 'trace_events') {
        out[t.table] = { count: await ownRowCount(tx, t, customerId) };
        continue;
      }
      const rows = await ownRows(tx, t, customerId);
      out[t.table] =
        t.table === 'customers' ? rows.map((r) => ({ ...r, mobile: maskMobile(text(r.mobile)) })) : rows;
    }
    return out;
  });
  return { exportedAt, tables };
}

/** Files a deletion request due after the cooling-off; a second one while pending is refused. */
export function requestDeletion(deps: AppDeps, customerId: number): Promise<Outcome<DeletionStatus>> {
  return settle(async () => {
    const now = deps.config.clock();
    const { deletionCoolingDays } = retentionOf(deps);
    const made = await insertDeletion(deps.db, customerId, now, now + deletionCoolingDays * DAY_MS);
    if (!made) refuse({ refusal: 'privacy_refused', reason: 'deletion_pending' });
    return statusOf(made, deletionCoolingDays);
  });
}

/** Cancels the pending request during its cooling-off; nothing of the customer's was touched meanwhile. */
export function cancelMyDeletion(deps: AppDeps, customerId: number): Promise<Outcome<DeletionStatus>> {
  return settle(async () => {
    const cancelled = await cancelDeletion(deps.db, customerId, deps.config.clock());
    if (!cancelled) refuse({ refusal: 'privacy_refused', reason: 'nothing_to_cancel' });
    return statusOf(undefined, retentionOf(deps).deletionCoolingDays);
  });
}

/** Requests erased per job pass, so one pass stays short; the rest wait for the next. */
const ERASE_BATCH = 20;

/**
 * Erases one customer whose request is due: their pictures are deleted from the store first (idempotent,
 * and a failure before the transaction leaves the request pending for the next pass), then in one
 * transaction every registry table is deleted or masked, in the registry's order, and the request marked
 * done. A request another process is erasing, or one already done, is skipped.
 */
async function eraseOne(deps: ErasureDeps, request: PrivacyRequestRow, now: number): Promise<boolean> {
  const store = fileStoreOf(deps);
  for (const id of await uploadIdsOf(deps.db, request.customerId)) {
    await store.delete(id);
    await store.delete(thumbKey(id));
  }
  return deps.db.transaction(async (tx) => {
    if (!(await lockDueDeletion(tx, request.id, now))) return false;
    await lockCustomer(tx, request.customerId);
    for (const t of PERSONAL_TABLES) await eraseRows(tx, t, request.customerId);
    await markDeletionDone(tx, request.id, now);
    return true;
  });
}

/** One pass of the erasure: every request past its cooling-off, up to a batch. Answers how many it erased. */
export async function eraseDueAccounts(deps: ErasureDeps): Promise<number> {
  const now = deps.config.clock();
  let erased = 0;
  for (const request of await dueDeletions(deps.db, now, ERASE_BATCH)) {
    if (await eraseOne(deps, request, now)) erased += 1;
  }
  return erased;
}

const HOUR_MS = 60 * 60 * 1000;

/** The job: hourly, on the one runner (one process per pass across the cluster). */
export function accountErasureJob(deps: ErasureDeps): JobSpec {
  return {
    name: 'account-erasure',
    everyMs: HOUR_MS,
    run: async () => {
      const erased = await eraseDueAccounts(deps);
      if (erased > 0) deps.config.logger(`privacy: ${erased} account(s) erased after their cooling-off`);
    },
  };
}

/** The operators' list; each read is recorded with who read it (audit). */
export async function privacyRequestsForOperators(
  deps: AppDeps,
  actor: string,
  limit: number,
): Promise<PrivacyRequestView[]> {
  await insertPrivacyAudit(deps.db, actor, 'list-requests', deps.config.clock());
  return (await recentRequests(deps.db, limit)).map((r) => ({ ...r, kind: 'deletion' as const }));
}
