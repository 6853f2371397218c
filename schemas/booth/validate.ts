import type { z } from '../zod';
import { BLOCK_TYPES, isBlockType } from './block-types';
import { type Block, blockSchemas } from './blocks/index';
import { crossBlockIssues, type IndexedBlock } from './cross-block';
import { type BlockIssue, blockPath, formatPath, type LayoutIssue } from './issues';
import { migrateLayout } from './migrations/index';
import { type Layout, pageSchema } from './page';
import { isScheduledNow } from './schedule';
import { CURRENT_SCHEMA_VERSION } from './version';

export type ValidateOptions = {
  /** Server time (epoch ms). When given, blocks not live at `now` are left out of `layout.blocks`. */
  now?: number;
};

export type ValidateResult =
  | {
      ok: true;
      layout: Layout;
      /** Invalid, unknown, duplicate-id and cross-block-rule blocks, one entry per dropped block. */
      dropped: BlockIssue[];
      /** Ids of valid blocks left out because their schedule excludes `opts.now`. */
      scheduledOut: string[];
      /** schemaVersion the input had before migration. */
      migratedFrom: number;
    }
  /**
   * 'envelope': not a layout object or its schemaVersion is unknown; 'page': page fields invalid;
   * 'newerSchema': written for a newer app — keep the last good cached layout.
   */
  | { ok: false; reason: 'envelope' | 'page' | 'newerSchema'; issues: LayoutIssue[] };

export type StrictResult =
  | { ok: true; layout: Layout; migratedFrom: number }
  | { ok: false; issues: LayoutIssue[] };

type ParsedBlocks = { kept: IndexedBlock[]; issues: { index: number; issue: BlockIssue }[] };

/**
 * The app's validation: page fields must be valid, blocks are judged one by one and a bad block
 * is dropped and reported while the rest of the page renders.
 */
export function validateLayout(input: unknown, opts: ValidateOptions = {}): ValidateResult {
  const head = readPage(input);
  if (!head.ok) return head;
  const parsed = parseBlocks(head.blocks, true);
  const dropped = parsed.issues.map((i) => i.issue);
  const clashes = crossBlockIssues(parsed.kept);
  for (const { issue } of clashes) dropped.push(issue);
  const clashed = new Set(clashes.map((c) => c.index));
  const blocks: Block[] = [];
  const scheduledOut: string[] = [];
  for (const { index, block } of parsed.kept) {
    if (clashed.has(index)) continue;
    if (opts.now === undefined || isScheduledNow(block, opts.now)) blocks.push(block);
    else scheduledOut.push(block.id);
  }
  return { ok: true, layout: { ...head.page, blocks }, dropped, scheduledOut, migratedFrom: head.from };
}

/**
 * The operators' validation (save/publish): every page, block and cross-block issue with its
 * path, nothing dropped. Publishing is allowed only when this returns ok.
 */
export function validateLayoutStrict(input: unknown): StrictResult {
  const head = readPage(input);
  if (!head.ok) {
    // Page fields are wrong, but block issues are still worth reporting in the same answer.
    const blocks =
      typeof input === 'object' && input !== null ? (input as { blocks?: unknown }).blocks : undefined;
    const blockIssues =
      head.reason === 'page' && Array.isArray(blocks) ? parseBlocks(blocks, false).issues : [];
    return { ok: false, issues: [...head.issues, ...blockIssues.map((i) => i.issue)] };
  }
  const parsed = parseBlocks(head.blocks, false);
  const issues: LayoutIssue[] = [...parsed.issues, ...crossBlockIssues(parsed.kept)]
    .sort((a, b) => a.index - b.index)
    .map((i) => i.issue);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    layout: { ...head.page, blocks: parsed.kept.map((k) => k.block) },
    migratedFrom: head.from,
  };
}

type PageHead =
  | { ok: true; page: Omit<Layout, 'blocks'>; blocks: unknown[]; from: number }
  | { ok: false; reason: 'envelope' | 'page' | 'newerSchema'; issues: LayoutIssue[] };

function readPage(input: unknown): PageHead {
  const migrated = migrateLayout(input);
  if (!migrated.ok) {
    const message =
      migrated.reason === 'newerSchema'
        ? `layout schemaVersion is newer than this app understands (${CURRENT_SCHEMA_VERSION})`
        : 'not a layout: expected an object with a known integer schemaVersion';
    return {
      ok: false,
      reason: migrated.reason === 'newerSchema' ? 'newerSchema' : 'envelope',
      issues: [{ path: 'schemaVersion', message }],
    };
  }
  const result = pageSchema.safeParse(migrated.value);
  if (!result.success) return { ok: false, reason: 'page', issues: toIssues(result.error.issues, '') };
  const { blocks, ...page } = result.data;
  return { ok: true, page, blocks, from: migrated.from };
}

/** Validates each block alone; `firstOnly` keeps one issue per block (the app's report). */
function parseBlocks(raw: readonly unknown[], firstOnly: boolean): ParsedBlocks {
  const kept: IndexedBlock[] = [];
  const issues: { index: number; issue: BlockIssue }[] = [];
  const seen = new Set<string>();
  raw.forEach((candidate, index) => {
    const result = parseBlock(candidate, index);
    if (!result.ok) {
      for (const issue of firstOnly ? result.issues.slice(0, 1) : result.issues)
        issues.push({ index, issue });
      return;
    }
    const block = result.block;
    if (seen.has(block.id)) {
      issues.push({
        index,
        issue: {
          blockId: block.id,
          type: block.type,
          path: `${blockPath(index)}.id`,
          message: `duplicate block id "${block.id}"; ids must be unique within a page`,
        },
      });
      return;
    }
    seen.add(block.id);
    kept.push({ index, block });
  });
  return { kept, issues };
}

function parseBlock(
  candidate: unknown,
  index: number,
): { ok: true; block: Block } | { ok: false; issues: BlockIssue[] } {
  const prefix = blockPath(index);
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    return {
      ok: false,
      issues: [{ blockId: null, type: null, path: prefix, message: 'block must be an object' }],
    };
  }
  const { id, type } = candidate as { id?: unknown; type?: unknown };
  const blockId = typeof id === 'string' ? id : null;
  const typeName = typeof type === 'string' ? type : null;
  if (!isBlockType(type)) {
    const message =
      typeName === null
        ? 'block type is missing'
        : `unknown block type "${typeName}"; known types: ${BLOCK_TYPES.join(', ')}`;
    return { ok: false, issues: [{ blockId, type: typeName, path: `${prefix}.type`, message }] };
  }
  const result = blockSchemas[type].safeParse(candidate);
  if (result.success) return { ok: true, block: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({
      blockId,
      type: typeName,
      path: formatPath(i.path, prefix),
      message: i.message,
    })),
  };
}

function toIssues(issues: readonly z.core.$ZodIssue[], prefix: string): LayoutIssue[] {
  return issues.map((i) => ({ path: formatPath(i.path, prefix), message: i.message }));
}
