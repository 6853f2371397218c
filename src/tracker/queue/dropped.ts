import type { DropReason } from '../../../schemas/tracking/constants';
import { readSlot, writeSlot } from '../core/storage';

export type DroppedCounts = Partial<Record<DropReason, number>>;

/**
 * Counts of dropped events, persisted in localStorage so a reload does not forget them,
 * and cleared only by what a successful upload actually carried.
 */
export class DroppedCounter {
  private counts: DroppedCounts = readSlot<DroppedCounts>('dropped') ?? {};

  add(reason: DropReason, n = 1): void {
    this.counts[reason] = (this.counts[reason] ?? 0) + n;
    writeSlot('dropped', this.counts);
  }

  snapshot(): DroppedCounts {
    return { ...this.counts };
  }

  total(): number {
    return Object.values(this.counts).reduce((a, b) => a + (b ?? 0), 0);
  }

  /** Subtracts counts the server acknowledged; drops counted meanwhile are kept. */
  acknowledge(sent: DroppedCounts): void {
    for (const [reason, n] of Object.entries(sent) as Array<[DropReason, number]>) {
      const left = (this.counts[reason] ?? 0) - n;
      if (left > 0) this.counts[reason] = left;
      else delete this.counts[reason];
    }
    writeSlot('dropped', this.counts);
  }
}
