import type { LayoutIssue } from '../../schemas/booth/issues';
import { slotIssues } from '../../schemas/booth/slots';
import { validateLayoutStrict } from '../../schemas/booth/validate';
import type { PageRef } from './page-key';

/** A layout as stored and served: the operator's JSON object, never re-serialised through the schema. */
export type RawLayout = Record<string, unknown>;

/** One problem in an operator's layout, as the 400 answers list them. */
export interface OperatorIssue {
  path: string;
  message: string;
  blockId: string | null;
  type: string | null;
}

/** The page a layout is being saved for: its identity fields must agree with it. */
export interface PageIdentity {
  ref: PageRef;
  /** The stored page, when it exists already. */
  existing?: { pageCode: number | null; pageId: string } | undefined;
}

export type LayoutCheck =
  | { ok: true; layout: RawLayout; identity: { pageCode: number | null; pageId: string } }
  | { ok: false; issues: OperatorIssue[] };

const toOperatorIssue = (i: LayoutIssue): OperatorIssue => ({
  path: i.path,
  message: i.message,
  blockId: i.blockId ?? null,
  type: i.type ?? null,
});

/**
 * The operators' check: every schema, block and cross-block issue (validateLayoutStrict), plus the
 * page's identity — a layout saved under `code-10` must say pageCode 10, and a stored page keeps its
 * pageCode and pageId, so the shopper lookups cannot drift away from the page's key.
 */
export function checkLayout(input: unknown, identity: PageIdentity): LayoutCheck {
  const strict = validateLayoutStrict(input);
  if (!strict.ok) return { ok: false, issues: strict.issues.map(toOperatorIssue) };
  const { pageCode, pageId } = strict.layout;
  const issues: OperatorIssue[] = [];
  const mismatch = (path: string, message: string) =>
    issues.push({ path, message, blockId: null, type: null });
  const { ref, existing } = identity;
  if (ref.kind === 'code' && pageCode !== ref.pageCode)
    mismatch('pageCode', `pageCode must be ${ref.pageCode} for page key code-${ref.pageCode}`);
  if (ref.kind === 'id' && pageId !== ref.pageId)
    mismatch('pageId', `pageId must be "${ref.pageId}" for page key id-${ref.pageId}`);
  if (existing && existing.pageCode !== pageCode && ref.kind !== 'code')
    mismatch('pageCode', `this page has pageCode ${existing.pageCode}; it cannot be changed`);
  if (existing && existing.pageId !== pageId && ref.kind !== 'id')
    mismatch('pageId', `this page has pageId "${existing.pageId}"; it cannot be changed`);
  // A booth slot (placement codes 31-46 on the transactional screens) takes only the blocks that fit it.
  for (const i of slotIssues(pageCode, strict.layout.blocks)) issues.push(toOperatorIssue(i));
  if (issues.length > 0) return { ok: false, issues };
  // Stored as written, not as parsed: no defaults filled in and no migration applied, so the app
  // migrates and validates the operator's own values. (JSONB keeps the values, not the key order.)
  return { ok: true, layout: input as RawLayout, identity: { pageCode, pageId } };
}

/** The stored copy carries the store's version number, so caches in the app tell revisions apart. */
export function withVersion(layout: RawLayout, version: number): RawLayout {
  return { ...layout, version };
}

function scheduleEnd(block: unknown): number | undefined {
  if (typeof block !== 'object' || block === null) return undefined;
  const schedule = (block as { schedule?: unknown }).schedule;
  if (typeof schedule !== 'object' || schedule === null) return undefined;
  const end = (schedule as { end?: unknown }).end;
  return typeof end === 'number' ? end : undefined;
}

/**
 * Leaves out blocks whose schedule ended (end is exclusive) to save bytes. Blocks that start later
 * stay: the app shows them when their time comes without fetching again, judged on server time.
 */
export function dropExpiredBlocks(layout: RawLayout, now: number): RawLayout {
  const blocks = layout.blocks;
  if (!Array.isArray(blocks)) return layout;
  const live = blocks.filter((b) => {
    const end = scheduleEnd(b);
    return end === undefined || end > now;
  });
  return live.length === blocks.length ? layout : { ...layout, blocks: live };
}

/** The first block end after `now`, where dropExpiredBlocks' answer next changes; Infinity when none. */
export function nextBlockEnd(layout: RawLayout, now: number): number {
  const blocks = layout.blocks;
  let next = Number.POSITIVE_INFINITY;
  if (!Array.isArray(blocks)) return next;
  for (const b of blocks) {
    const end = scheduleEnd(b);
    if (end !== undefined && end > now && end < next) next = end;
  }
  return next;
}
