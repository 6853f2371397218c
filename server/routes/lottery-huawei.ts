import { qualificationDocumented } from '../../schemas/api/endpoints/docs/qualification';
import { qualificationOperatorDocumented } from '../../schemas/api/endpoints/docs/qualification-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { requiredUniqueCode } from '../http/unique-code';
import { winList } from '../services/lottery';
import {
  myCodeList,
  myQualifications,
  qualificationActivities,
  qualificationDetail,
  qualificationInventory,
  qualificationWaiting,
} from '../services/qualification';
import { codeWordOf, qualificationMyCode, qualificationTakeIn } from '../services/qualification-entry';
import {
  createQualification,
  operatorQualifications,
  qualificationEntries,
  runQualificationDraw,
} from '../services/qualification-operator';
import { createQualificationOrder, qualificationConfirmation } from '../services/qualification-order';

/**
 * /api/lottery/huawei: the handlers of schemas/api/endpoints/qualification.ts. Joining, codes and
 * the draw are the code lottery's (the draw is verifiable through /api/lottery/draw-data); winning gives one
 * right to buy the launch phone at its launch price before the deadline.
 */
export function lotteryHuaweiRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/lottery/huawei', qualificationDocumented, {
    activities: ({ query }) => qualificationActivities(deps, query),
    detail: async ({ user, query }) =>
      accepted(await qualificationDetail(deps, user?.customerId ?? null, query.activityNo)),
    takeIn: async ({ user, body }) =>
      accepted(await qualificationTakeIn(deps, user.customerId, body.activityNo)),
    mine: ({ user }) => myQualifications(deps, user.customerId),
    inventory: async ({ query }) => accepted(await qualificationInventory(deps, query.activityNo)),
    waiting: ({ user }) => qualificationWaiting(deps, user.customerId),
    // The winners list is the lottery's (masked nicknames only).
    winners: async ({ query }) => accepted(await winList(deps, query.activityNo)),
    myCode: async ({ user, query }) =>
      accepted(await qualificationMyCode(deps, user.customerId, query.activityNo)),
    myCodeWords: ({ user }) => myCodeList(deps, user.customerId),
    codeWord: async ({ user, body }) => accepted(await codeWordOf(deps, user.customerId, body.activityNo)),
    confirmation: async ({ user, query }) =>
      accepted(await qualificationConfirmation(deps, user.customerId, query)),
    // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
    order: async ({ user, body, c }) =>
      accepted(
        await createQualificationOrder(deps, {
          customerId: user.customerId,
          uniqueCode: requiredUniqueCode(c),
          ...body,
        }),
      ),
  });
}

/** /api/operator/qualification (operator token or console session): the handlers of qualification-operator.ts. */
export function qualificationOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/qualification', qualificationOperatorDocumented, {
    list: () => operatorQualifications(deps),
    create: async ({ body }) => accepted(await createQualification(deps, body)),
    entries: async ({ query }) => accepted(await qualificationEntries(deps, query.activityNo)),
    draw: async ({ body }) => accepted(await runQualificationDraw(deps, body.activityNo)),
  });
}
