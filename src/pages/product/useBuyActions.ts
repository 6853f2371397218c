import { type Dispatch, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOT_LOGGED_IN_CODE } from '../../../schemas/api/envelope';
import { addToCart } from '../../api/cartAdd';
import { isApiError } from '../../api/errors';
import { fetchProductBaseFast } from '../../api/product';
import { validateBuyNow } from '../../api/productSpeed';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { counts } from '../../session/counts';
import { handleNotLoggedIn } from '../../session/startSession';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { productMessages } from './messages';
import { forgetPendingBuy, rememberPendingBuy } from './pendingBuy';
import type { PickerAction, PickerState } from './skuPicker';

/** What to buy: the picker's choice, or the one restored after the sign-on. */
export interface BuyChoice {
  skuNo: string;
  quantity: number;
}

/**
 * Add to cart and buy now from the SKU sheet. The choice is remembered for this product before a sign-on
 * can start (pendingBuy.ts), so it completes when the shopper comes back signed on.
 */
export function useBuyActions(
  spuNo: string,
  picker: PickerState,
  dispatch: Dispatch<PickerAction>,
  closeSheet: () => void,
  /** A luxury store's product: buy now goes to the luxury checkout (instalments, authenticity). */
  luxury = false,
) {
  const navigate = useNavigate();
  const t = useMessages(productMessages);
  const current = (): BuyChoice => ({ skuNo: picker.skuNo, quantity: picker.quantity });
  const asked = useRef<BuyChoice | null>(null);

  const adding = useAction(
    (_code: string, choice: BuyChoice) => {
      asked.current = choice;
      // Signed out or with a session that has expired, the add answers 0003 and the page leaves for the
      // sign-on at once: what was asked must already be stored by then. Any other answer forgets it.
      rememberPendingBuy(sessionStorage, spuNo, { action: 'cart', ...choice, at: Date.now() });
      return addToCart(choice.skuNo, choice.quantity);
    },
    {
      onDone: (result) => {
        forgetPendingBuy(sessionStorage, spuNo);
        // The server's count is the truth for the badge everywhere (header, cart icon, cart page).
        counts.cart = result.count;
        toast(t.addedToCart);
        closeSheet();
      },
      onError: (error, message) => {
        // 0003: the sign-on is under way and the pending add waits for it; any other answer ends it here.
        if (!(isApiError(error) && error.serverCode === NOT_LOGGED_IN_CODE))
          forgetPendingBuy(sessionStorage, spuNo);
        const skuNo = asked.current?.skuNo;
        if (message === null || skuNo === undefined) return undefined;
        // The limit came with the product; a refusal means the stock moved since, so read it again.
        fetchProductBaseFast({ spuNo, skuNo }).then(
          (info) => dispatch({ type: 'limits', skuNo, stock: info.stock, purchaseLimit: info.purchaseLimit }),
          () => {},
        );
        return undefined;
      },
    },
  );

  // product-detail/validate: a quantity the checkout would refuse stays here with its reason, instead of
  // opening a confirmation that can only fail.
  const validating = useAction(
    async (_code: string, choice: BuyChoice) => ({
      choice,
      verdict: await validateBuyNow({ spuNo, ...choice }),
    }),
    {
      onDone: ({ choice, verdict }) => {
        if (!verdict.valid) {
          toast(verdict.message ?? t.cannotBuyNow, 2000);
          const { stock, purchaseLimit } = verdict;
          dispatch({ type: 'limits', skuNo: choice.skuNo, stock, purchaseLimit });
          return;
        }
        const query = new URLSearchParams({
          source: 'buyNow',
          skuNo: choice.skuNo,
          quantity: String(choice.quantity),
        });
        if (luxury) query.delete('source');
        // Replacing the sheet's own history entry: back from the confirmation returns to the product.
        navigate(`/${luxury ? 'luxury/confirm' : 'order/confirm'}?${query.toString()}`, { replace: true });
      },
    },
  );
  const busy = adding.busy || validating.busy;

  const add = async (choice: BuyChoice = current()) => {
    if (busy) return;
    await adding.run(choice);
  };

  const buyNow = async (choice: BuyChoice = current()) => {
    if (!getUserCode()) {
      // The confirmation needs a session: sign on first, from here, so the sign-on returns to this page with
      // the choice and buy now continues from it once.
      rememberPendingBuy(sessionStorage, spuNo, { action: 'buy', ...choice, at: Date.now() });
      handleNotLoggedIn();
      return;
    }
    if (busy) return;
    await validating.run(choice);
  };

  return { busy, add, buyNow };
}
