import type { ConfirmSource } from '../../api/order';

/**
 * Where the confirmation comes from, read from the address: ?token= re-reads one (reload, or the
 * cart's jump-query); ?source=buyNow&skuNo=&quantity= starts one for a single SKU; otherwise the
 * cart's selected lines. null when the address cannot make sense (nothing to confirm).
 */
export function readConfirmSource(search: string): ConfirmSource | null {
  const q = new URLSearchParams(search);
  const token = q.get('token');
  if (token) return { kind: 'token', confirmToken: token };
  if (q.get('source') === 'buyNow') {
    const skuNo = q.get('skuNo') ?? '';
    const quantity = Number.parseInt(q.get('quantity') ?? '1', 10);
    if (!skuNo || !Number.isFinite(quantity) || quantity < 1) return null;
    return { kind: 'buyNow', skuNo, quantity };
  }
  const lineIds = (q.get('lineIds') ?? '')
    .split(',')
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isInteger(n) && n > 0);
  return lineIds.length > 0 ? { kind: 'cart', lineIds } : { kind: 'cart' };
}
