import { useMemo, useState } from 'react';
import type { Invoice, PayKind } from '../../../schemas/api/order';
import { stockProblemSchema } from '../../../schemas/api/order';
import { commonMessages } from '../../../schemas/i18n/common';
import { newUniqueCode } from '../../api/client';
import { errorMessage, isApiError } from '../../api/errors';
import { checkInventory, createOrder } from '../../api/order';
import { continuePayment } from '../../api/payment';
import { JOURNEYS, journey, journeyError } from '../../app/journeys';
import { useMessages } from '../../i18n/messages';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { orderMessages } from './messages';
import { problemText } from './problemText';
import { createSubmitGuard, submitCodeKey } from './submitGuard';

export interface OrderDraft {
  addressId: number;
  couponNo: string | null;
  invoice: Invoice;
  remark: string;
  /** Spec §3: '1' e-CNY (offered only for eligible goods), '2' otherwise. */
  payKind?: PayKind;
  /** A trade-in estimate taken off the order (issue 17). */
  tradeInNo?: string | null;
}

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
  const t = useMessages(orderMessages);
  const common = useMessages(commonMessages);

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
            const name = nameOf(short.skuNo);
            throw new Error(short.onShelf ? t.onlyLeft(name, short.available) : t['problem.offShelf'](name));
          }
        }
        const created = await createOrder(
          { confirmToken, ...draft, payKind: draft.payKind ?? '2', remark: draft.remark.trim() || undefined },
          uniqueCode,
        );
        return created.orderNo;
      });
      guard.forget();
      const { type, orderCreated, pay } = JOURNEYS.purchase;
      journey.step(type, orderCreated);
      try {
        const payment = await continuePayment(orderNo);
        journey.step(type, pay);
        goToCashier(orderNo, payment.cashierUrl);
      } catch (error) {
        journey.step(type, pay, journeyError(error));
        // The order exists; paying can continue from its page.
        if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
        window.location.replace(`/mbankmall/order/detail?orderNo=${encodeURIComponent(orderNo)}`);
      }
    } catch (error) {
      setSubmitting(false);
      journey.step(JOURNEYS.purchase.type, JOURNEYS.purchase.orderCreated, journeyError(error));
      if (isApiError(error) && error.handled) return;
      const problems = isApiError(error) ? stockProblemSchema.safeParse(error.result) : undefined;
      const first = problems?.success ? problems.data.problems[0] : undefined;
      const message = first
        ? problemText(nameOf(first.skuNo), first.reason)
        : isApiError(error)
          ? errorMessage(error)
          : error instanceof Error
            ? error.message
            : errorMessage(error);
      await modal.alert({ title: t.notPlaced, message, okText: common.confirm });
    }
  };

  return { submit, submitting };
}
