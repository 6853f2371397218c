/** A block as the diff sees it: the envelope of a layout's block, loosely typed (layouts are raw JSON). */
export interface RawBlock {
  id: string;
  type: string;
  [key: string]: unknown;
}

export interface LayoutDiff {
  added: RawBlock[];
  removed: RawBlock[];
  /** Blocks in both whose props or schedule differ, with the top-level fields that changed. */
  changed: { id: string; type: string; fields: string[] }[];
  /** Blocks in both whose place among the common blocks moved. */
  moved: string[];
  /** Page fields (title…) that differ. */
  page: string[];
}

export const blocksOf = (layout: unknown): RawBlock[] => {
  const blocks = (layout as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.filter(
    (b): b is RawBlock => typeof b === 'object' && b !== null && typeof (b as RawBlock).id === 'string',
  );
};

/** JSON equality (layouts are plain JSON); key order does not matter. */
export function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Which fields of a block changed: each prop by name, plus the schedule. */
function changedFields(a: RawBlock, b: RawBlock): string[] {
  const out: string[] = [];
  const pa = (a.props ?? {}) as Record<string, unknown>;
  const pb = (b.props ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(pa), ...Object.keys(pb)])) {
    if (!same(pa[key], pb[key])) out.push(`props.${key}`);
  }
  if (!same(a.schedule, b.schedule)) out.push('schedule');
  if (a.type !== b.type) out.push('type');
  return out;
}

/** The ids of a longest common subsequence: the blocks that kept their order; the others moved. */
function longestCommon(a: readonly string[], b: readonly string[]): Set<string> {
  const n = a.length;
  const m = b.length;
  const len: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = len[i] as number[];
      row[j] =
        a[i] === b[j]
          ? ((len[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((len[i + 1] as number[])[j] as number, row[j + 1] as number);
    }
  }
  const out = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.add(a[i] as string);
      i += 1;
      j += 1;
    } else if (((len[i + 1] as number[])[j] as number) >= ((len[i] as number[])[j + 1] as number)) i += 1;
    else j += 1;
  }
  return out;
}

/** What changed from layout `from` to layout `to`, block by block (matched by id). */
export function diffLayouts(from: unknown, to: unknown): LayoutDiff {
  const a = blocksOf(from);
  const b = blocksOf(to);
  const inA = new Map(a.map((x) => [x.id, x]));
  const inB = new Map(b.map((x) => [x.id, x]));
  const added = b.filter((x) => !inA.has(x.id));
  const removed = a.filter((x) => !inB.has(x.id));
  const changed: LayoutDiff['changed'] = [];
  for (const x of b) {
    const old = inA.get(x.id);
    if (!old) continue;
    const fields = changedFields(old, x);
    if (fields.length > 0) changed.push({ id: x.id, type: x.type, fields });
  }
  const commonA = a.filter((x) => inB.has(x.id)).map((x) => x.id);
  const commonB = b.filter((x) => inA.has(x.id)).map((x) => x.id);
  const stayed = longestCommon(commonA, commonB);
  const moved = commonB.filter((id) => !stayed.has(id));
  const page: string[] = [];
  const fa = (from ?? {}) as Record<string, unknown>;
  const fb = (to ?? {}) as Record<string, unknown>;
  for (const key of ['title', 'pageId', 'pageCode']) if (!same(fa[key], fb[key])) page.push(key);
  return { added, removed, changed, moved, page };
}
