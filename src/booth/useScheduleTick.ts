import { useEffect, useState } from 'react';
import type { Block } from '../../schemas/booth/blocks/index';
import { serverNow } from '../lib/serverClock';

/** setTimeout's ceiling; later boundaries are re-armed when this one fires. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Re-renders when the next schedule boundary (a block starting or ending) passes on server time,
 * so a banner that ends at midnight disappears at midnight without a reload.
 */
export function useScheduleTick(blocks: readonly Block[]): number {
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick re-arms the timer after each boundary.
  useEffect(() => {
    const now = serverNow();
    let next = Number.POSITIVE_INFINITY;
    for (const block of blocks) {
      for (const edge of [block.schedule?.start, block.schedule?.end]) {
        if (edge !== undefined && edge > now && edge < next) next = edge;
      }
    }
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setTick((t) => t + 1), Math.min(next - now + 5, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [blocks, tick]);
  return tick;
}
