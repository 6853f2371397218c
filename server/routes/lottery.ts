import { lotteryDocumented } from '../../schemas/api/endpoints/docs/lottery';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { requiredUniqueCode } from '../http/unique-code';
import {
  lotteryActivities,
  lotteryDetail,
  lotteryInventory,
  myLotteries,
  myLotteryCodes,
  waitingPrizes,
  winList,
} from '../services/lottery';
import { claimConfirmation, createClaimOrder } from '../services/lottery-claim';
import { drawData } from '../services/lottery-draw';
import { assist, takeIn } from '../services/lottery-entry';

/** /api/lottery: the handlers of schemas/api/endpoints/lottery.ts. */
export function lotteryRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/lottery', lotteryDocumented, {
    activities: ({ query }) => lotteryActivities(deps, query),
    detail: async ({ user, query }) =>
      accepted(await lotteryDetail(deps, user?.customerId ?? null, query.activityNo, query.joinCode)),
    takeIn: async ({ user, body }) => accepted(await takeIn(deps, user.customerId, body.activityNo)),
    assist: async ({ user, body }) =>
      accepted(await assist(deps, user.customerId, body.activityNo, body.joinCode)),
    mine: ({ user }) => myLotteries(deps, user.customerId),
    inventory: async ({ query }) => accepted(await lotteryInventory(deps, query.activityNo)),
    waitingPrizes: ({ user }) => waitingPrizes(deps, user.customerId),
    winners: async ({ query }) => accepted(await winList(deps, query.activityNo)),
    myCodes: async ({ user, query }) =>
      accepted(await myLotteryCodes(deps, user.customerId, query.activityNo)),
    drawData: async ({ query }) => accepted(await drawData(deps, query.activityNo)),
    claimConfirmation: async ({ user, query }) =>
      accepted(await claimConfirmation(deps, user.customerId, query.activityNo)),
    // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
    claimOrder: async ({ user, body, c }) =>
      accepted(
        await createClaimOrder(deps, {
          customerId: user.customerId,
          uniqueCode: requiredUniqueCode(c),
          ...body,
        }),
      ),
  });
}
