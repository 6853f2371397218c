import { StockState } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { stockStateOf } from '../domain/stock-state';
import { addReminder, reminderTypes } from '../repos/reminders';
import { loadSkuFacts } from '../repos/sku-facts';
import { refuse, settle } from './outcome';

export async function reminderFlags(deps: AppDeps, customerId: number, skuNo: string) {
  const types = await reminderTypes(deps.db, customerId, skuNo);
  return { skuNo, arrival: types.has('arrival'), sale: types.has('sale') };
}

/** A reminder only makes sense for the situation it announces the end of. */
export function setReminder(
  deps: AppDeps,
  customerId: number,
  input: { skuNo: string; type: 'arrival' | 'sale' },
) {
  const now = deps.config.clock();
  return settle(async () => {
    const f = (await loadSkuFacts(deps.db, [input.skuNo])).get(input.skuNo);
    if (!f) return refuse({ refusal: 'product_not_found', skuNo: input.skuNo });
    const state = stockStateOf({
      stock: f.stock,
      activityType: f.activityType,
      saleStartAt: f.saleStartAt,
      now,
    });
    if (input.type === 'arrival' && state !== StockState.soldOut && state !== StockState.snappedUp) {
      refuse({ refusal: 'remind_in_stock' });
    }
    if (input.type === 'sale' && state !== StockState.notStarted) refuse({ refusal: 'remind_on_sale' });
    await addReminder(deps.db, { customerId, skuNo: input.skuNo, type: input.type, now });
    return reminderFlags(deps, customerId, input.skuNo);
  });
}
