import { useRef } from 'react';
import type { Invoice, PayKind } from '../../../schemas/api/order';
import { priceChangedSchema, stockProblemSchema } from '../../../schemas/api/order';
import { commonMessages } from '../../../schemas/i18n/common';
import { isApiError } from '../../api/errors';
import { checkInventory, createOrder } from '../../api/order';
import { continuePayment } from '../../api/payment';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { submitCodeKey } from '../../screen/submitGuard';
import { useAction } from '../../screen/useAction';
import { JOURNEYS, journey, journeyError } from '../../session/journeys';
import { modal } from '../../ui/modalStore';
import { orderMessages } from './messages';
import { problemText } from './problemText';

export interface OrderDraft {
  addressId: number;
  couponNo: string | null;
  invoice: Invoice;
  remark: string;
  /** Spec §3: '1' e-CNY (offered only for eligible goods), '2' otherwise. */
  payKind?: PayKind;
  /** A trade-in estimate taken off the order. */
  tradeInNo?: string | null;
  /** The payable shown when the shopper tapped submit: the server refuses the order if it changed. */
  expectedPayableCents?: number;
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
  const t = useMessages(orderMessages);
  const common = useMessages(commonMessages);
  const { type, orderCreated, pay } = JOURNEYS.purchase;

  const retrying = useRef(false);
  // The order exists: to the cashier, or, if paying cannot start, to the order's page to pay from there.
  const created = useRef('');
  const paying = useAction(
    async (_code: string, orderNo: string) => (await continuePayment(orderNo)).cashierUrl,
    {
      leaves: true,
      onDone: (cashierUrl) => {
        journey.step(type, pay);
        goToCashier(created.current, cashierUrl);
      },
      onError: (error) => {
        journey.step(type, pay, journeyError(error));
        window.location.replace(`/mbankmall/order/detail?orderNo=${encodeURIComponent(created.current)}`);
        return undefined;
      },
    },
  );
  const order = useAction(
    async (uniqueCode: string, draft: OrderDraft) => {
      // A kept code means an earlier attempt may already have created the order: its retry must not
      // be stopped by a stock check that this very order has used up.
      if (!retrying.current) {
        const stock = await checkInventory(confirmToken);
        const short = stock.items.find((i) => !i.enough);
        if (!stock.enough && short) {
          const name = nameOf(short.skuNo);
          throw new Error(short.onShelf ? t.onlyLeft(name, short.available) : t['problem.offShelf'](name));
        }
      }
      const made = await createOrder(
        { confirmToken, ...draft, payKind: draft.payKind ?? '2', remark: draft.remark.trim() || undefined },
        uniqueCode,
      );
      return made.orderNo;
    },
    {
      intent: confirmToken,
      leaves: true,
      onDone: (orderNo) => {
        journey.step(type, orderCreated);
        created.current = orderNo;
        void paying.run(orderNo);
      },
      onError: (error, message) => {
        journey.step(type, orderCreated, journeyError(error));
        if (message !== null) void tellNotPlaced(error, message);
        return true;
      },
    },
  );

  const tellNotPlaced = async (error: unknown, message: string) => {
    const changed = isApiError(error) ? priceChangedSchema.safeParse(error.result) : undefined;
    if (changed?.success) {
      // Spec §2 'refresh (Ns)': the page reloads by itself (5 s) and shows the new amounts; nothing was
      // ordered, and the server's answer ended this attempt, so the next submit has a new uniqueCode.
      const { expectedPayableCents, payableCents } = changed.data;
      await modal.alert({
        title: t.priceChangedTitle,
        message: t.priceChanged(formatYuan(expectedPayableCents), formatYuan(payableCents)),
        countdown: true,
      });
      return;
    }
    const problems = isApiError(error) ? stockProblemSchema.safeParse(error.result) : undefined;
    const first = problems?.success ? problems.data.problems[0] : undefined;
    const text = first
      ? problemText(nameOf(first.skuNo), first.reason)
      : !isApiError(error) && error instanceof Error
        ? error.message
        : message;
    await modal.alert({ title: t.notPlaced, message: text, okText: common.confirm });
  };

  const submit = async (draft: OrderDraft) => {
    if (order.busy) return;
    retrying.current = window.sessionStorage.getItem(submitCodeKey(confirmToken)) !== null;
    await order.run(draft);
  };

  return { submit, submitting: order.busy };
}
