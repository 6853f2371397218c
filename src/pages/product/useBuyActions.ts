import { type Dispatch, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToCart } from '../../api/cart';
import { errorMessage, isApiError } from '../../api/errors';
import { fetchProductBaseFast } from '../../api/product';
import { counts } from '../../app/counts';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../ui/toast';
import { productMessages } from './messages';
import type { PickerAction, PickerState } from './skuPicker';

/** Add to cart and buy now from the SKU sheet. */
export function useBuyActions(
  spuNo: string,
  picker: PickerState,
  dispatch: Dispatch<PickerAction>,
  closeSheet: () => void,
) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const t = useMessages(productMessages);

  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await addToCart(picker.skuNo, picker.quantity);
      // The server's count is the truth for the badge everywhere (header, cart icon, cart page).
      counts.cart = result.count;
      toast(t.addedToCart);
      closeSheet();
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      toast(errorMessage(error), 2000);
      // The limit came with the product; a refusal means the stock moved since, so read it again.
      const skuNo = picker.skuNo;
      fetchProductBaseFast({ spuNo, skuNo }).then(
        (info) => dispatch({ type: 'limits', skuNo, stock: info.stock, purchaseLimit: info.purchaseLimit }),
        () => {},
      );
    } finally {
      setBusy(false);
    }
  };

  const buyNow = () => {
    const query = new URLSearchParams({
      source: 'buyNow',
      skuNo: picker.skuNo,
      quantity: String(picker.quantity),
    });
    // Replacing the sheet's own history entry: back from the confirmation returns to the product.
    navigate(`/order/confirm?${query.toString()}`, { replace: true });
  };

  return { busy, add, buyNow };
}
