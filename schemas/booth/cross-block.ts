import { SINGLETON_BLOCK_TYPES } from './block-types';
import type { Block } from './blocks/index';
import { type BlockIssue, blockPath } from './issues';
import { schedulesOverlap } from './schedule';

export type IndexedBlock = { index: number; block: Block };

/**
 * Page-wide rules: at most one navBar, bottomBar and bottomCountdown, and one pendant per
 * position. Two blocks clash only when their schedules overlap, so an operator can line up a
 * holiday nav bar after the normal one. The earlier block wins; the later is reported.
 */
export function crossBlockIssues(blocks: readonly IndexedBlock[]): { index: number; issue: BlockIssue }[] {
  const accepted = new Map<string, Block[]>();
  const issues: { index: number; issue: BlockIssue }[] = [];
  for (const { index, block } of blocks) {
    const slot = slotOf(block);
    if (slot === null) continue;
    const holders = accepted.get(slot) ?? [];
    const clash = holders.find((other) => schedulesOverlap(other.schedule, block.schedule));
    if (clash === undefined) {
      holders.push(block);
      accepted.set(slot, holders);
      continue;
    }
    const message =
      block.type === 'pendant'
        ? `pendant position ${block.props.position} is already taken by block "${clash.id}" at overlapping times`
        : `only one ${block.type} may be live at a time; block "${clash.id}" already is at overlapping times`;
    issues.push({
      index,
      issue: { blockId: block.id, type: block.type, path: blockPath(index), message },
    });
  }
  return issues;
}

function slotOf(block: Block): string | null {
  if (block.type === 'pendant') return `pendant:${block.props.position}`;
  return (SINGLETON_BLOCK_TYPES as readonly string[]).includes(block.type) ? block.type : null;
}
