import { hashSecret, newSecret } from '../auth/secrets';
import { conflict, invalidLayout, missing, notScheduled, scheduleInPast, staleEdit } from '../booth/errors';
import { checkLayout, type OperatorIssue, type RawLayout, withVersion } from '../booth/layout';
import { type PageRef, pageKeyOf } from '../booth/page-key';
import { previewUrl, shopperUrl } from '../booth/preview-url';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { insertAudit } from '../repos/booth-audit';
import {
  type BoothPage,
  findPage,
  findPageClash,
  insertPage,
  listPages,
  touchPage,
} from '../repos/booth-pages';
import { insertPreview, purgePreviews } from '../repos/booth-previews';
import {
  cancelScheduled,
  findDraft,
  findPublished,
  insertPublished,
  listVersions,
  moveScheduled,
  newestLayout,
  nextVersion,
  publishDraftRow,
  upsertDraft,
  type VersionInfo,
} from '../repos/booth-versions';

/**
 * What the operator endpoints do, one function each. Writes that decide a version number run in a
 * transaction holding the page row lock, so two publishes of one page cannot take the same number.
 */

const noPage = (key: string) => missing(`booth page ${key} not found`);

async function pageOrThrow(q: Queryable, ref: PageRef, key: string, forUpdate = false): Promise<BoothPage> {
  const page = await findPage(q, ref, forUpdate);
  if (!page) throw noPage(key);
  return page;
}

/** Creates the page on its first draft (or the seed). Its identity comes from the (already checked) layout. */
export async function createPage(
  q: Queryable,
  identity: { pageCode: number | null; pageId: string },
  now: number,
): Promise<BoothPage> {
  const clash = await findPageClash(q, identity);
  if (clash) {
    throw conflict(
      clash.pageId === identity.pageId
        ? `pageId "${identity.pageId}" already belongs to another page`
        : `pageCode ${identity.pageCode} already belongs to page "${clash.pageId}"`,
    );
  }
  return insertPage(q, identity, now);
}

/**
 * A preview link: a random token bound to a snapshot of the draft, so what the operator shares is exactly
 * what was previewed even if the draft changes afterwards. Only the token's hash is stored.
 */
async function createPreview(
  q: Queryable,
  pageRef: number,
  layout: RawLayout,
  now: number,
  ttlMs: number,
): Promise<{ token: string; expiresAt: number }> {
  await purgePreviews(q, now);
  const token = newSecret(24);
  const expiresAt = now + ttlMs;
  await insertPreview(q, { tokenHash: hashSecret(token), pageRef, layout, now, expiresAt });
  return { token, expiresAt };
}

function checked(input: unknown, ref: PageRef, existing: BoothPage | undefined) {
  const result = checkLayout(input, { ref, existing });
  if (!result.ok) throw invalidLayout(result.issues);
  return result;
}

/** Refuses a write based on an older revision than the stored one (ADR 0044); no base, no check. */
function assertFresh(page: BoothPage, baseRevision: number | undefined): void {
  if (baseRevision !== undefined && baseRevision !== page.revision) throw staleEdit(page);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What a draft save stores: a layout that passes, or (for a page that exists) one that does not yet, as long
 * as it still names this page: unfinished work is kept, and only publishing needs it to pass. A new page
 * still needs a valid first layout, since its identity comes from it.
 */
function draftToStore(
  input: unknown,
  ref: PageRef,
  existing: BoothPage | undefined,
): { layout: RawLayout; identity: { pageCode: number | null; pageId: string }; issues: OperatorIssue[] } {
  const result = checkLayout(input, { ref, existing });
  if (result.ok) return { layout: result.layout, identity: result.identity, issues: [] };
  const samePage =
    existing !== undefined &&
    isRecord(input) &&
    input.pageId === existing.pageId &&
    (input.pageCode ?? null) === existing.pageCode;
  if (!samePage) throw invalidLayout(result.issues);
  return { layout: input, identity: existing, issues: result.issues };
}

export async function saveDraft(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  input: unknown,
  actor = 'api',
  baseRevision?: number,
): Promise<{ pageKey: string; draft: VersionInfo | undefined; revision: number; issues: OperatorIssue[] }> {
  const now = deps.config.clock();
  const { page, revision, issues } = await deps.db.transaction(async (tx) => {
    const existing = await findPage(tx, ref, true);
    if (existing) assertFresh(existing, baseRevision);
    const { layout, identity, issues } = draftToStore(input, ref, existing);
    const target = existing ?? (await createPage(tx, identity, now));
    await upsertDraft(tx, target.ref, layout, now);
    const revision = await touchPage(tx, target.ref, actor, now);
    await insertAudit(tx, target.ref, {
      actor,
      action: existing ? 'draft' : 'create',
      version: null,
      detail: `${Array.isArray(layout.blocks) ? layout.blocks.length : 0} blocks`,
      at: now,
    });
    return { page: target, revision, issues };
  });
  const draft = await findDraft(deps.db, page.ref);
  deps.config.logger(
    `booth: draft saved for ${pageKeyOf(page)} (requested as ${key})${issues.length > 0 ? `, ${issues.length} issue(s) left` : ''}`,
  );
  return { pageKey: pageKeyOf(page), draft: draft?.info, revision, issues };
}

/** The same check as saving, without saving. */
export async function validateOnly(deps: AppDeps, ref: PageRef, input: unknown): Promise<void> {
  checked(input, ref, await findPage(deps.db, ref));
}

export async function publishDraft(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  publishAt: number | undefined,
  actor = 'api',
  baseRevision?: number,
): Promise<{ pageKey: string; version: number; publishAt: number; revision: number }> {
  const now = deps.config.clock();
  const result = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    assertFresh(page, baseRevision);
    const draft = await findDraft(tx, page.ref);
    if (!draft) throw conflict(`booth page ${key} has no draft to publish; save one first`);
    // Checked again: the rules may have changed since the draft was saved (an upgraded server).
    const { layout } = checked(draft.layout, ref, page);
    const version = await nextVersion(tx, page.ref);
    const at = publishAt ?? now;
    await publishDraftRow(tx, page.ref, {
      version,
      layout: withVersion(layout, version),
      now,
      publishAt: at,
    });
    await insertAudit(tx, page.ref, {
      actor,
      action: 'publish',
      version,
      detail: at > now ? `live from ${new Date(at).toISOString()}` : '',
      at: now,
    });
    const revision = await touchPage(tx, page.ref, actor, now);
    return { pageKey: pageKeyOf(page), version, publishAt: at, revision };
  });
  deps.config.logger(
    `booth: ${result.pageKey} version ${result.version} published, live from ${new Date(result.publishAt).toISOString()}`,
  );
  return result;
}

/**
 * Publishes a layout as the page's next version, live now, inside the caller's transaction holding the page
 * lock: checked against today's rules (publishing an invalid layout is never possible), numbered, audited and
 * counted as a revision. A rollback and an experiment's promoted variant both go through here.
 */
export async function publishLayoutNow(
  tx: Queryable,
  page: BoothPage,
  ref: PageRef,
  input: RawLayout,
  p: {
    actor: string;
    action: 'rollback' | 'publish';
    detail: string;
    rolledBackFrom: number | null;
    now: number;
  },
): Promise<{ version: number; revision: number }> {
  const { layout } = checked(input, ref, page);
  const version = await nextVersion(tx, page.ref);
  await insertPublished(tx, page.ref, {
    version,
    layout: withVersion(layout, version),
    now: p.now,
    publishAt: p.now,
    rolledBackFrom: p.rolledBackFrom,
  });
  await insertAudit(tx, page.ref, { actor: p.actor, action: p.action, version, detail: p.detail, at: p.now });
  const revision = await touchPage(tx, page.ref, p.actor, p.now);
  return { version, revision };
}

export async function rollback(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  toVersion: number,
  actor = 'api',
  baseRevision?: number,
): Promise<{ pageKey: string; version: number; rolledBackFrom: number; revision: number }> {
  const now = deps.config.clock();
  const result = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    assertFresh(page, baseRevision);
    const old = await findPublished(tx, page.ref, toVersion);
    if (!old) throw missing(`booth page ${key} has no published version ${toVersion}`);
    const published = await publishLayoutNow(tx, page, ref, old, {
      actor,
      action: 'rollback',
      detail: `v${toVersion}`,
      rolledBackFrom: toVersion,
      now,
    });
    return { pageKey: pageKeyOf(page), ...published, rolledBackFrom: toVersion };
  });
  deps.config.logger(
    `booth: ${result.pageKey} rolled back to version ${result.rolledBackFrom} as version ${result.version}`,
  );
  return result;
}

/** Moves a version still waiting to go live to another instant, still in the future. */
export async function reschedule(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  p: { version: number; publishAt: number; baseRevision?: number | undefined },
  actor = 'api',
): Promise<{ pageKey: string; version: number; publishAt: number; revision: number }> {
  const now = deps.config.clock();
  if (p.publishAt <= now) throw scheduleInPast();
  const result = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    assertFresh(page, p.baseRevision);
    const moved = await moveScheduled(tx, page.ref, { version: p.version, publishAt: p.publishAt, now });
    if (!moved) throw notScheduled(p.version);
    await insertAudit(tx, page.ref, {
      actor,
      action: 'reschedule',
      version: p.version,
      detail: `live from ${new Date(p.publishAt).toISOString()}`,
      at: now,
    });
    const revision = await touchPage(tx, page.ref, actor, now);
    return { pageKey: pageKeyOf(page), version: p.version, publishAt: p.publishAt, revision };
  });
  deps.config.logger(
    `booth: ${result.pageKey} version ${result.version} moved to ${new Date(result.publishAt).toISOString()}`,
  );
  return result;
}

/**
 * Calls off a version still waiting to go live. It stays in the history (never served); when the page has
 * no draft, its layout becomes the draft, so the work can be edited and scheduled again.
 */
export async function cancelSchedule(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  p: { version: number; baseRevision?: number | undefined },
  actor = 'api',
): Promise<{ pageKey: string; version: number; restoredAsDraft: boolean; revision: number }> {
  const now = deps.config.clock();
  const result = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    assertFresh(page, p.baseRevision);
    const layout = await cancelScheduled(tx, page.ref, { version: p.version, now });
    if (!layout) throw notScheduled(p.version);
    const restoredAsDraft = !(await findDraft(tx, page.ref));
    if (restoredAsDraft) await upsertDraft(tx, page.ref, layout, now);
    await insertAudit(tx, page.ref, {
      actor,
      action: 'cancel',
      version: p.version,
      detail: restoredAsDraft ? 'restored as the draft' : '',
      at: now,
    });
    const revision = await touchPage(tx, page.ref, actor, now);
    return { pageKey: pageKeyOf(page), version: p.version, restoredAsDraft, revision };
  });
  deps.config.logger(`booth: ${result.pageKey} scheduled version ${result.version} cancelled`);
  return result;
}

export async function versionsOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
): Promise<{
  pageKey: string;
  pageCode: number | null;
  pageId: string;
  revision: number;
  versions: VersionInfo[];
}> {
  const page = await pageOrThrow(deps.db, ref, key);
  const versions = await listVersions(deps.db, page.ref, deps.config.clock());
  const { pageCode, pageId, revision } = page;
  return { pageKey: pageKeyOf(page), pageCode, pageId, revision, versions };
}

export async function previewDraft(
  deps: AppDeps,
  ref: PageRef,
  key: string,
): Promise<{ previewToken: string; url: string; expiresAt: number }> {
  const { db, config } = deps;
  const page = await pageOrThrow(db, ref, key);
  const draft = await findDraft(db, page.ref);
  if (!draft) throw conflict(`booth page ${key} has no draft to preview; save one first`);
  const { token, expiresAt } = await createPreview(
    db,
    page.ref,
    draft.layout,
    config.clock(),
    config.previewTtlMs,
  );
  // The token itself is a secret for whoever gets the link: never logged.
  config.logger(
    `booth: preview link made for ${pageKeyOf(page)}, expires ${new Date(expiresAt).toISOString()}`,
  );
  return { previewToken: token, url: previewUrl(page, draft.layout, token), expiresAt };
}

export interface PageSummary {
  pageKey: string;
  pageCode: number | null;
  pageId: string;
  /** The page's name as the operator wrote it (its newest layout's title); null before any layout. */
  title: string | null;
  /** Where shoppers open it, under the configured public origin; null for a slot. */
  shopperUrl: string | null;
  /** Version shoppers get now; null when nothing is live yet. */
  liveVersion: number | null;
  hasDraft: boolean;
  /** When the draft was last saved; null without one. */
  draftUpdatedAt: number | null;
  /** The earliest version scheduled to go live later, if any. */
  scheduled: { version: number; publishAt: number } | null;
}

function nextScheduled(versions: VersionInfo[], now: number): PageSummary['scheduled'] {
  let next: PageSummary['scheduled'] = null;
  for (const v of versions) {
    if (v.version === null || v.publishAt === null || v.publishAt <= now) continue;
    if (!next || v.publishAt < next.publishAt) next = { version: v.version, publishAt: v.publishAt };
  }
  return next;
}

/** Every stored page with what is live; the recorder and operator tools start from here. */
export async function pagesOverview(deps: AppDeps): Promise<PageSummary[]> {
  const now = deps.config.clock();
  const pages = await listPages(deps.db);
  const out: PageSummary[] = [];
  for (const page of pages) {
    const versions = await listVersions(deps.db, page.ref, now);
    const layout = await newestLayout(deps.db, page.ref);
    out.push({
      pageKey: pageKeyOf(page),
      pageCode: page.pageCode,
      pageId: page.pageId,
      title: typeof layout?.title === 'string' ? layout.title : null,
      shopperUrl: shopperUrl(deps.config.publicOrigin, page, layout),
      liveVersion: versions.find((v) => v.live)?.version ?? null,
      hasDraft: versions.some((v) => v.status === 'draft'),
      draftUpdatedAt: versions.find((v) => v.status === 'draft')?.updatedAt ?? null,
      scheduled: nextScheduled(versions, now),
    });
  }
  return out;
}
