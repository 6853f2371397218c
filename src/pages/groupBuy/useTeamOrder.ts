import { createTeamOrder } from '../../api/groupBuy';
import { continuePayment } from '../../api/payment';
import { useAction } from '../../screen/useAction';
import { goToCashier } from '../order/useSubmitOrder';

/**
 * Opens a team (no teamId) or joins one for the address the shopper confirmed (TeamConfirmSheet), then
 * goes to the cashier as any order does. One code per tap sequence: a retry after a lost answer is the
 * same order, never a second seat.
 */
export function useTeamOrder() {
  const order = useAction(
    async (code: string, activityNo: string, addressId: number, teamId?: string) => {
      const { orderNo } = await createTeamOrder(
        teamId ? { activityNo, teamId, addressId } : { activityNo, addressId },
        code,
      );
      return { orderNo, cashierUrl: (await continuePayment(orderNo)).cashierUrl };
    },
    { leaves: true, toastMs: 2500, onDone: ({ orderNo, cashierUrl }) => goToCashier(orderNo, cashierUrl) },
  );
  const start = async (activityNo: string, addressId: number, teamId?: string) => {
    await order.run(activityNo, addressId, teamId);
  };
  return { busy: order.busy, start };
}
