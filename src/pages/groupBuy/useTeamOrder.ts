import { useRef, useState } from 'react';
import { newUniqueCode } from '../../api/client';
import { errorMessage, isApiError } from '../../api/errors';
import { createTeamOrder } from '../../api/groupBuy';
import { continuePayment } from '../../api/payment';
import { toast } from '../../ui/toast';
import { goToCashier } from '../order/useSubmitOrder';

/**
 * Opens a team (no teamId) or joins one, then goes to the cashier as any order does. One code per tap
 * sequence: a retry after a lost answer is the same order, never a second seat.
 */
export function useTeamOrder() {
  const [busy, setBusy] = useState(false);
  const code = useRef(newUniqueCode());
  const start = async (activityNo: string, teamId?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const order = await createTeamOrder(teamId ? { activityNo, teamId } : { activityNo }, code.current);
      const payment = await continuePayment(order.orderNo);
      goToCashier(order.orderNo, payment.cashierUrl);
    } catch (error) {
      setBusy(false);
      // Refused (full, closed…): nothing was created, so the next tap is a new request.
      code.current = newUniqueCode();
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2500);
    }
  };
  return { busy, start };
}
