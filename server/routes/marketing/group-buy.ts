import { groupBuyDocumented, teamPaySuccessDocumented } from '../../../schemas/api/endpoints/docs/group-buy';
import { HeaderNames } from '../../../schemas/api/headers';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { teamRefusalMessages } from '../../i18n/group-buy';
import { textsFor } from '../../i18n/request-lang';
import {
  checkTeamAct,
  createTeamOrder,
  teamDetail,
  teamHistory,
  teamInformation,
  teamPaySuccess,
  teamShelf,
} from '../../services/group-buy';

const MAX_UNIQUE_CODE = 128;

/**
 * /api/marketing/team-buy: shelf, search, information, check act, create-order, detail,
 * history; the handlers of schemas/api/endpoints/group-buy/.
 */
export function groupBuyRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/marketing', groupBuyDocumented, {
    shelf: ({ query }) => teamShelf(deps, { keyword: null, ...query }),
    search: ({ query }) => teamShelf(deps, query),
    information: async ({ query }) => accepted(await teamInformation(deps, query.activityNo)),
    checkAct: async ({ user, body, c }) => {
      const reason = await checkTeamAct(deps, user.customerId, body.activityNo, body.teamId);
      const message = reason === null ? null : textsFor(c, teamRefusalMessages)[reason];
      return { ok: reason === null, reason, message };
    },
    // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
    createOrder: async ({ user, body, c }) => {
      const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
      if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE) {
        throw badRequest(
          `the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`,
        );
      }
      return accepted(await createTeamOrder(deps, { customerId: user.customerId, uniqueCode, ...body }));
    },
    detail: async ({ user, query }) => accepted(await teamDetail(deps, user.customerId, query.teamId)),
    history: ({ user, query }) => teamHistory(deps, user.customerId, query),
  });
}

/** /api/order/team-buy-pay-success: the team of the shopper's own (just paid) order. */
export function teamPaySuccessRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order', teamPaySuccessDocumented, {
    paySuccess: async ({ user, query }) =>
      accepted(await teamPaySuccess(deps, user.customerId, query.orderNo)),
  });
}
