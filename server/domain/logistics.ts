import type { Logistics } from '../../schemas/api/logistics';

const NODES = [
  { code: 'packed', label: 'Packed at the warehouse' },
  { code: 'shipped', label: 'Handed to the carrier' },
  { code: 'inTransit', label: 'In transit' },
  { code: 'outForDelivery', label: 'Out for delivery' },
  { code: 'delivered', label: 'Delivered' },
] as const;

/** The courier the shopper sees on every parcel; names are data, shown as they are in both languages. */
export const CARRIER = '顺丰速运';

/** A stable tracking number per parcel, derived from its order store number. */
export function trackingNoOf(orderStoreNo: string): string {
  let h = 0;
  for (const ch of orderStoreNo) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `SF${String(h).padStart(10, '0')}`;
}

/**
 * Progress is derived, not stored: packed at payment, shipped at shippedAt, then one node per step.
 * Before payment (or when cancelled unpaid) nothing is reached.
 */
export function logisticsNodes(
  times: { paidAt: number | null; shippedAt: number | null },
  stepMs: number,
  now: number,
): Pick<Logistics, 'current' | 'nodes'> {
  const { paidAt, shippedAt } = times;
  const at = [
    paidAt,
    shippedAt,
    shippedAt === null ? null : shippedAt + stepMs,
    shippedAt === null ? null : shippedAt + 2 * stepMs,
    shippedAt === null ? null : shippedAt + 3 * stepMs,
  ];
  const nodes = NODES.map((n, i) => {
    const t = at[i] ?? null;
    const reached = t !== null && t <= now;
    return { code: n.code, label: n.label, time: reached ? t : null, reached };
  });
  const current = [...nodes].reverse().find((n) => n.reached)?.code ?? null;
  return { current, nodes };
}
