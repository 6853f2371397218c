import { MAX_LINE_QUANTITY } from '../../../schemas/api/cart-v2';
import type { LuxurySource } from '../../api/luxury';

/**
 * What /luxury/confirm confirms: ?token= re-reads a confirmation (reload, back from the cashier);
 * ?skuNo=&quantity=&stage= starts one for a boutique's product. null when the address makes no sense.
 */
export function readLuxurySource(search: string): LuxurySource | null {
  const q = new URLSearchParams(search);
  const token = q.get('token');
  if (token) return { kind: 'token', confirmToken: token };
  const skuNo = q.get('skuNo') ?? '';
  const quantity = Number.parseInt(q.get('quantity') ?? '1', 10);
  if (!skuNo || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  const stageText = q.get('stage');
  const stage =
    stageText === '3' || stageText === '6' || stageText === '12' ? (Number(stageText) as 3 | 6 | 12) : null;
  return { kind: 'buyNow', skuNo, quantity, stage };
}
