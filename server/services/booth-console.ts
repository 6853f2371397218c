import { missing } from '../booth/errors';
import type { RawLayout } from '../booth/layout';
import { type PageRef, pageKeyOf } from '../booth/page-key';
import type { AppDeps } from '../config';
import { type AuditEntry, listAudit } from '../repos/booth-audit';
import { findPage } from '../repos/booth-pages';
import { findDraft, findVersion, firstScheduled, liveLayout } from '../repos/booth-versions';

/** Reads the operator console needs beside the operator API's writes: one layout, the audit log. */

export interface LayoutAnswer {
  pageKey: string;
  /**
   * 'draft'; 'version' for the one asked for; 'live'; or 'scheduled' for a page with nothing live yet whose
   * first version waits for its time (it opens on that one rather than not at all).
   */
  source: 'draft' | 'version' | 'live' | 'scheduled';
  version: number | null;
  layout: RawLayout;
  serverTime: number;
  /** The page's revision the layout was read at: the base of the next write (ADR 0044). */
  revision: number;
  changedBy: string | null;
  changedAt: number | null;
}

/**
 * A layout to edit or compare: a given published version, else the draft when there is one, else the
 * live version (so an operator always starts from what shoppers see).
 */
export async function layoutOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  version: number | undefined,
): Promise<LayoutAnswer> {
  const now = deps.config.clock();
  const page = await findPage(deps.db, ref);
  if (!page) throw missing(`booth page ${key} not found`);
  const base = {
    pageKey: pageKeyOf(page),
    serverTime: now,
    revision: page.revision,
    changedBy: page.changedBy,
    changedAt: page.changedAt,
  };
  if (version !== undefined) {
    const found = await findVersion(deps.db, page.ref, version);
    if (!found) throw missing(`booth page ${key} has no version ${version}`);
    return { ...base, source: 'version', version, layout: found.layout };
  }
  const draft = await findDraft(deps.db, page.ref);
  if (draft) return { ...base, source: 'draft', version: null, layout: draft.layout };
  const live = await liveLayout(deps.db, page.ref, now);
  if (live) {
    const liveVersion = typeof live.version === 'number' ? live.version : null;
    return { ...base, source: 'live', version: liveVersion, layout: live };
  }
  const scheduled = await firstScheduled(deps.db, page.ref, now);
  if (!scheduled) throw missing(`booth page ${key} has neither a draft nor a version`);
  return { ...base, source: 'scheduled', version: scheduled.version, layout: scheduled.layout };
}

export async function auditOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  limit: number,
): Promise<{ pageKey: string; entries: AuditEntry[] }> {
  const page = await findPage(deps.db, ref);
  if (!page) throw missing(`booth page ${key} not found`);
  return { pageKey: pageKeyOf(page), entries: await listAudit(deps.db, page.ref, limit) };
}
