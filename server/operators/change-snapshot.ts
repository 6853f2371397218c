import { parsePageKey } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { findDraft, liveLayout } from '../repos/booth-versions';
import { paramsOf } from './approval-routes';

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

/** The snapshot of a write about to become a change request: the page diff for pages, the fields otherwise. */
export async function snapshotOf(
  deps: AppDeps,
  endpoint: string,
  path: string,
  body: unknown,
): Promise<ChangeSnapshot> {
  const pageKey = paramsOf(endpoint, path).pageKey;
  if (endpoint.includes('/api/booth/operator/pages/') && pageKey !== undefined) {
    return boothSnapshot(deps, pageKey, body);
  }
  return { body, before: null, after: body };
}
