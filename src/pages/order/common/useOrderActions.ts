import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderAction } from '../../../../schemas/api/order-status';
import { errorMessage, isApiError } from '../../../api/errors';
import { receiveOrder, removeOrder } from '../../../api/order';
import { continuePayment } from '../../../api/payment';
import { modal } from '../../../ui/modalStore';
import { toast } from '../../../ui/toast';

export const ACTION_TEXT: Readonly<Record<OrderAction, string>> = {
  pay: 'Pay now',
  cancel: 'Cancel order',
  applyCancel: 'Cancel and refund',
  receive: 'Confirm receipt',
  remove: 'Delete order',
  logistics: 'View logistics',
};

/** Opens the cashier for an unpaid order (the result page brings the shopper back). */
export async function payOrder(orderNo: string): Promise<void> {
  try {
    const payment = await continuePayment(orderNo);
    window.location.assign(payment.cashierUrl);
  } catch (error) {
    if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
  }
}

/**
 * What each order action does. onChanged runs after a change the server accepted (re-read the
 * order or the list); the server still decides whether the action is allowed.
 */
export function useOrderActions(onChanged: (action: OrderAction, orderNo: string) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  const guarded = async (orderNo: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(orderNo);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const run = (action: OrderAction, orderNo: string) => {
    switch (action) {
      case 'pay':
        return guarded(orderNo, () => payOrder(orderNo));
      case 'cancel':
      case 'applyCancel':
        navigate(`/order/cancelOrder?orderNo=${encodeURIComponent(orderNo)}`);
        return Promise.resolve();
      case 'logistics':
        navigate(`/order/logisticsInformation?orderNo=${encodeURIComponent(orderNo)}`);
        return Promise.resolve();
      case 'receive':
        return guarded(orderNo, async () => {
          if (
            !(await modal.confirm({
              title: 'Confirm receipt?',
              message: 'Only confirm once the goods have arrived.',
              okText: 'Confirm',
            }))
          )
            return;
          try {
            await receiveOrder(orderNo);
            toast('Receipt confirmed');
            onChanged(action, orderNo);
          } catch (error) {
            if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
          }
        });
      case 'remove':
        return guarded(orderNo, async () => {
          if (
            !(await modal.confirm({
              title: 'Delete this order?',
              message: 'It will no longer be listed.',
              okText: 'Delete',
            }))
          )
            return;
          try {
            await removeOrder(orderNo);
            toast('Order deleted');
            onChanged(action, orderNo);
          } catch (error) {
            if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
          }
        });
    }
  };

  return { run, busy };
}
