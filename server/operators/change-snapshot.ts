import { parsePageKey } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { findDraft, liveLayout } from '../repos/booth-versions';
import { paramsOf } from './approval-routes';
import { campaignSnapshot } from './campaign-snapshot';
import { catalogueBefore } from './catalogue-snapshot';
import { fieldsSnapshot } from './fields-snapshot';

/** What a change request keeps for its reviewer, and the body it will replay. */
export interface ChangeSnapshot {
  body: unknown;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A booth page's publish or schedule: the reviewer compares the live layout with the draft (the console's page
 * diff), and the request is pinned to the page's revision at the time it was asked (ADR 0044's check): if the
 * draft changes afterwards, the approval is refused with "changed by X at T" instead of publishing what the
 * reviewer never saw.
 */
async function boothSnapshot(deps: AppDeps, pageKey: string, body: unknown): Promise<ChangeSnapshot> {
  const ref = parsePageKey(pageKey);
  const page = ref ? await findPage(deps.db, ref) : undefined;
  if (!page) return { body, before: null, after: body };
  const draft = await findDraft(deps.db, page.ref);
  const live = await liveLayout(deps.db, page.ref, deps.config.clock());
  const pinned =
    isRecord(body) && body.baseRevision === undefined ? { ...body, baseRevision: page.revision } : body;
  return { body: pinned, before: live ?? null, after: draft?.layout ?? null };
}

/** Compared with the page diff (a booth page's publish or schedule) rather than field by field. */
const isPageChange = (endpoint: string) =>
  endpoint.includes('/api/booth/operator/pages/') && !endpoint.includes('/experiments');

/**
 * A field-diffed write's before and after as things stand now: the campaign or listing, or the product, store
 * or shop it changes; undefined for a kind whose fields are not read back (a coupon send: what it adds is
 * its body). Read when the request is made and again whenever a pending request is shown or approved (see
 * currentBefore in change-requests.ts), so the approver sees what the change replaces at that moment.
 */
export async function fieldSnapshot(
  deps: AppDeps,
  endpoint: string,
  path: string,
  body: unknown,
): Promise<{ before: unknown; after: unknown } | undefined> {
  if (isPageChange(endpoint)) return undefined;
  const fields = await fieldsSnapshot(deps, endpoint, path, body);
  if (fields) return fields;
  const catalogue = await catalogueBefore(deps, endpoint, path);
  return catalogue === undefined ? undefined : { before: catalogue, after: body };
}

/** The snapshot of a write about to become a change request: the page diff for pages, the fields otherwise. */
export async function snapshotOf(
  deps: AppDeps,
  endpoint: string,
  path: string,
  body: unknown,
): Promise<ChangeSnapshot> {
  const pageKey = paramsOf(endpoint, path).pageKey;
  if (isPageChange(endpoint) && pageKey !== undefined) return boothSnapshot(deps, pageKey, body);
  // A coupon template's create or edit (refused now if its scope or state forbids it; an edit pinned to its
  // revision, ADR 0069): kept as asked, like a page's diff.
  const campaign = await campaignSnapshot(deps, endpoint, path, body);
  if (campaign) return campaign;
  // The rest by its fields; an experiment's start or end by its body (variants, split or rules; the winner).
  const fields = await fieldSnapshot(deps, endpoint, path, body);
  return { body, before: fields?.before ?? null, after: fields?.after ?? body };
}
