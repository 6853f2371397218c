import type { AnalyticsAnswer, AnalyticsTrendAnswer } from '../../schemas/api/booth-figures';
import { missing } from '../booth/errors';
import type { RawLayout } from '../booth/layout';
import { type PageRef, pageKeyOf } from '../booth/page-key';
import type { AppDeps } from '../config';
import { DAY_MS, LOCAL_OFFSET_MS, localDayStart } from '../domain/local-day';
import {
  dailyFigures,
  type FigureFilter,
  type VersionBlockFigures,
  versionBlockFigures,
} from '../repos/booth-figures';
import { type BoothPage, findPage } from '../repos/booth-pages';
import { findVersion, listVersions } from '../repos/booth-versions';

/**
 * The operators' figures of a booth page (ADR 0058): per version and block, a daily trend,
 * and the rows a CSV export writes. Reads only; the period is on server time.
 */

async function pageOf(deps: AppDeps, ref: PageRef, key: string): Promise<BoothPage> {
  const page = await findPage(deps.db, ref);
  if (!page) throw missing(`booth page ${key} not found`);
  return page;
}

/** The ids and types of a layout's blocks, in order (a stored layout is the operator's JSON). */
function blocksOf(layout: RawLayout): { id: string; type: string }[] {
  const blocks = Array.isArray(layout.blocks) ? (layout.blocks as unknown[]) : [];
  return blocks.flatMap((b) => {
    const { id, type } = (typeof b === 'object' && b !== null ? b : {}) as { id?: unknown; type?: unknown };
    return typeof id === 'string' ? [{ id, type: typeof type === 'string' ? type : '' }] : [];
  });
}

const NO_COUNTS = { exposures: 0, visitors: 0, clicks: 0, clickers: 0, dismissals: 0, orders: 0 } as const;

const zero = (version: number, blockId: string, blockType: string): VersionBlockFigures => ({
  version,
  blockId,
  blockType,
  ...NO_COUNTS,
});

async function withSilentBlocks(
  deps: AppDeps,
  page: BoothPage,
  version: number,
  rows: VersionBlockFigures[],
): Promise<VersionBlockFigures[]> {
  const found = await findVersion(deps.db, page.ref, version);
  if (!found) throw missing(`booth page ${pageKeyOf(page)} has no version ${version}`);
  const named = new Set(rows.map((r) => r.blockId));
  const silent = blocksOf(found.layout).filter((b) => !named.has(b.id));
  return [...rows, ...silent.map((b) => zero(version, b.id, b.type))];
}

export async function analyticsOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  query: { from: number; to?: number; version?: number },
): Promise<AnalyticsAnswer> {
  const page = await pageOf(deps, ref, key);
  const now = deps.config.clock();
  const to = query.to ?? now + 1;
  const filter: FigureFilter = { pageId: page.pageId, from: query.from, to, version: query.version };
  // versionBlockFigures is also what an experiment's figures per variant read (FigureFilter.variant).
  let blocks = await versionBlockFigures(deps.db, filter);
  if (query.version !== undefined) blocks = await withSilentBlocks(deps, page, query.version, blocks);
  const versions = (await listVersions(deps.db, page.ref, now)).flatMap((v) =>
    v.status === 'published' && v.version !== null
      ? [{ version: v.version, publishAt: v.publishAt, live: v.live }]
      : [],
  );
  return {
    pageKey: pageKeyOf(page),
    from: query.from,
    to,
    version: query.version ?? null,
    versions,
    blocks,
  };
}

/** YYYY-MM-DD of a China day given by its start. */
function dayName(start: number): string {
  return new Date(start + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` China days (today the last, partly gone), every day listed, those without events at zero. */
export async function trendOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  query: { days: number; version?: number },
): Promise<AnalyticsTrendAnswer> {
  const page = await pageOf(deps, ref, key);
  const now = deps.config.clock();
  const first = localDayStart(now) - (query.days - 1) * DAY_MS;
  const rows = await dailyFigures(deps.db, {
    pageId: page.pageId,
    from: first,
    to: now + 1,
    version: query.version,
  });
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = Array.from({ length: query.days }, (_, i) => {
    const start = first + i * DAY_MS;
    const { day: _day, ...counts } = byDay.get(start) ?? { day: start, ...NO_COUNTS };
    return { day: dayName(start), ...counts };
  });
  return { pageKey: pageKeyOf(page), version: query.version ?? null, days };
}
