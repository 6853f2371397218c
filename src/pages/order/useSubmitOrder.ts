import { useMemo, useState } from 'react';
import type { Invoice } from '../../../schemas/api/order';
import { stockProblemSchema } from '../../../schemas/api/order';
import { newUniqueCode } from '../../api/client';
import { errorMessage, isApiError } from '../../api/errors';
import { checkInventory, createOrder } from '../../api/order';
import { continuePayment } from '../../api/payment';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { createSubmitGuard, submitCodeKey } from './submitGuard';

export interface OrderDraft {
  addressId: number;
  couponNo: string | null;
  invoice: Invoice;
  remark: string;
}

const SHORT_TEXT: Record<string, string> = {
  soldOut: 'is sold out',
  overStock: 'has less stock than you chose',
  overLimit: 'is over the purchase limit',
  offShelf: 'is off the shelf',
  notStarted: 'is not on sale yet',
  storeClosed: 'is from a closed store',
};

/** Leaves for the bank cashier; back from there lands on the order, not on a used confirmation. */
export function goToCashier(orderNo: string, cashierUrl: string): void {
  window.history.replaceState(null, '', `/mbankmall/order/detail?orderNo=${encodeURIComponent(orderNo)}`);
  window.location.assign(cashierUrl);
}

/**
 * check-sku-inventory → create-order (guarded: one in flight, same uniqueCode on every retry of
 * this confirmation) → continue-payment → the cashier.
 */
export function useSubmitOrder(confirmToken: string, nameOf: (skuNo: string) => string) {
  const guard = useMemo(
    () => createSubmitGuard<string>(confirmToken, window.sessionStorage, newUniqueCode),
    [confirmToken],
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async (draft: OrderDraft) => {
    if (guard.inFlight()) return;
    setSubmitting(true);
    // A kept code means an earlier attempt may already have created the order: its retry must not
    // be stopped by a stock check that this very order has used up.
    const retrying = window.sessionStorage.getItem(submitCodeKey(confirmToken)) !== null;
    try {
      const orderNo = await guard.submit(async (uniqueCode) => {
        if (!retrying) {
          const stock = await checkInventory(confirmToken);
          const short = stock.items.find((i) => !i.enough);
          if (!stock.enough && short) {
            const why = !short.onShelf ? 'is off the shelf' : `has only ${short.available} left`;
            throw new Error(`${nameOf(short.skuNo)} ${why}`);
          }
        }
        const created = await createOrder(
          { confirmToken, ...draft, remark: draft.remark.trim() || undefined },
          uniqueCode,
        );
        return created.orderNo;
      });
      guard.forget();
      try {
        const payment = await continuePayment(orderNo);
        goToCashier(orderNo, payment.cashierUrl);
      } catch (error) {
        // The order exists; paying can continue from its page.
        if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
        window.location.replace(`/mbankmall/order/detail?orderNo=${encodeURIComponent(orderNo)}`);
      }
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.handled) return;
      const problems = isApiError(error) ? stockProblemSchema.safeParse(error.result) : undefined;
      const first = problems?.success ? problems.data.problems[0] : undefined;
      const message = first
        ? `${nameOf(first.skuNo)} ${SHORT_TEXT[first.reason] ?? 'cannot be bought'}`
        : isApiError(error)
          ? errorMessage(error)
          : error instanceof Error
            ? error.message
            : errorMessage(error);
      await modal.alert({ title: 'The order was not placed', message, okText: 'OK' });
    }
  };

  return { submit, submitting };
}
