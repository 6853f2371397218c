import type { StockStateValue } from '../../../schemas/api/product';
import { productLabelMessages, STOCK_STATE_KEYS } from '../../../schemas/i18n/productLabels';
import { useMessages } from '../../i18n/messages';

/** Why a product or SKU cannot be bought now; a SKU in stock state 0 with no units left reads as sold out. */
export function StockLabel({ state }: { state: StockStateValue }) {
  const labels = useMessages(productLabelMessages);
  return <>{labels[STOCK_STATE_KEYS[state] ?? 'soldOut']}</>;
}
