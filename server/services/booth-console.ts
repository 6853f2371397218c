import { missing } from '../booth/errors';
import type { RawLayout } from '../booth/layout';
import { type PageRef, pageKeyOf } from '../booth/page-key';
import type { AppDeps } from '../config';
import { type BlockFigures, blockFigures } from '../repos/booth-analytics';
import { type AuditEntry, listAudit } from '../repos/booth-audit';
import { findPage } from '../repos/booth-pages';
import { findDraft, findPublished, liveLayout } from '../repos/booth-versions';

/** Reads the operator console needs beside the operator API's writes: one layout, the audit log. */

export interface LayoutAnswer {
  pageKey: string;
  /** 'draft', or the published version number the layout is. */
  source: 'draft' | 'version' | 'live';
  version: number | null;
  layout: RawLayout;
  serverTime: number;
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
  const pageKey = pageKeyOf(page);
  if (version !== undefined) {
    const layout = await findPublished(deps.db, page.ref, version);
    if (!layout) throw missing(`booth page ${key} has no published version ${version}`);
    return { pageKey, source: 'version', version, layout, serverTime: now };
  }
  const draft = await findDraft(deps.db, page.ref);
  if (draft) return { pageKey, source: 'draft', version: null, layout: draft.layout, serverTime: now };
  const live = await liveLayout(deps.db, page.ref, now);
  if (!live) throw missing(`booth page ${key} has neither a draft nor a live version`);
  const liveVersion = typeof live.version === 'number' ? live.version : null;
  return { pageKey, source: 'live', version: liveVersion, layout: live, serverTime: now };
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

/** Per-block exposures and clicks of a page over [from, to) on server time; `to` defaults to now. */
export async function analyticsOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  from: number,
  to: number | undefined,
): Promise<{ pageKey: string; from: number; to: number; blocks: BlockFigures[] }> {
  const page = await findPage(deps.db, ref);
  if (!page) throw missing(`booth page ${key} not found`);
  const until = to ?? deps.config.clock() + 1;
  return {
    pageKey: pageKeyOf(page),
    from,
    to: until,
    blocks: await blockFigures(deps.db, page.pageId, from, until),
  };
}
