import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderAction } from '../../../schemas/api/order-status';
import { commonMessages } from '../../../schemas/i18n/common';
import { receiveOrder, removeOrder } from '../../api/order';
import { continuePayment } from '../../api/payment';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { orderMessages } from './messages';

/** Opens the cashier for an unpaid order (the result page brings the shopper back). */
export function usePayOrder() {
  return useAction(async (_code: string, orderNo: string) => (await continuePayment(orderNo)).cashierUrl, {
    onDone: (cashierUrl) => window.location.assign(cashierUrl),
  });
}

/**
 * What each order action does. onChanged runs after a change the server accepted (re-read the
 * order or the list); the server still decides whether the action is allowed.
 */
export function useOrderActions(onChanged: (action: OrderAction, orderNo: string) => void) {
  const navigate = useNavigate();
  const t = useMessages(orderMessages);
  const common = useMessages(commonMessages);
  // The order being worked on: one action at a time, and a list marks only that row busy.
  const [target, setTarget] = useState<string | null>(null);
  const pay = usePayOrder();
  const change = useAction(
    async (_code: string, action: 'receive' | 'remove', orderNo: string) => {
      const asked = await modal.confirm(
        action === 'receive'
          ? {
              title: t.receiveTitle,
              message: t.receiveMessage,
              okText: common.confirm,
              cancelText: common.cancel,
            }
          : {
              title: t.removeTitle,
              message: t.removeMessage,
              okText: common.delete,
              cancelText: common.cancel,
            },
      );
      if (!asked) return null;
      await (action === 'receive' ? receiveOrder(orderNo) : removeOrder(orderNo));
      return { action, orderNo };
    },
    {
      onDone: (done) => {
        if (!done) return;
        toast(done.action === 'receive' ? t.received : t.removed);
        onChanged(done.action, done.orderNo);
      },
    },
  );
  const working = pay.busy || change.busy;

  const run = async (action: OrderAction, orderNo: string): Promise<void> => {
    switch (action) {
      case 'cancel':
      case 'applyCancel':
        navigate(`/order/cancelOrder?orderNo=${encodeURIComponent(orderNo)}`);
        return;
      case 'logistics':
        navigate(`/order/logisticsInformation?orderNo=${encodeURIComponent(orderNo)}`);
        return;
    }
    if (working) return;
    setTarget(orderNo);
    if (action === 'pay') await pay.run(orderNo);
    else await change.run(action, orderNo);
  };

  return { run, busy: working ? target : null };
}
