import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderAction } from '../../../schemas/api/order-status';
import { commonMessages } from '../../../schemas/i18n/common';
import { errorMessage, isApiError } from '../../api/errors';
import { receiveOrder, removeOrder } from '../../api/order';
import { continuePayment } from '../../api/payment';
import { useMessages } from '../../i18n/messages';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { orderMessages } from './messages';

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
  const t = useMessages(orderMessages);
  const common = useMessages(commonMessages);
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
              title: t.receiveTitle,
              message: t.receiveMessage,
              okText: common.confirm,
              cancelText: common.cancel,
            }))
          )
            return;
          try {
            await receiveOrder(orderNo);
            toast(t.received);
            onChanged(action, orderNo);
          } catch (error) {
            if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
          }
        });
      case 'remove':
        return guarded(orderNo, async () => {
          if (
            !(await modal.confirm({
              title: t.removeTitle,
              message: t.removeMessage,
              okText: common.delete,
              cancelText: common.cancel,
            }))
          )
            return;
          try {
            await removeOrder(orderNo);
            toast(t.removed);
            onChanged(action, orderNo);
          } catch (error) {
            if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
          }
        });
    }
  };

  return { run, busy };
}
