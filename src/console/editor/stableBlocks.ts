import type { Block } from '../../../schemas/booth/blocks/index';

/**
 * Keeps the parsed block objects of unchanged blocks from one validation to the next. Validation makes
 * every block anew; handed to the renderer as is, each edit would give all 200 blocks new props and
 * re-run their effects (carousels restart, images reload). An edit replaces only the edited raw block,
 * so a raw block that is the same object as last time keeps last time's parsed block.
 */
export function createBlockCache() {
  let previous = new Map<string, { raw: unknown; parsed: Block }>();
  return (rawBlocks: readonly unknown[], parsed: readonly Block[]): Block[] => {
    const rawById = new Map<string, unknown>();
    for (const raw of rawBlocks) {
      const id = (raw as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && !rawById.has(id)) rawById.set(id, raw);
    }
    const next = new Map<string, { raw: unknown; parsed: Block }>();
    const out = parsed.map((block) => {
      const raw = rawById.get(block.id);
      const kept = previous.get(block.id);
      const stable = kept && raw !== undefined && kept.raw === raw ? kept.parsed : block;
      next.set(block.id, { raw, parsed: stable });
      return stable;
    });
    previous = next;
    return out;
  };
}
