import { Hono } from 'hono';
import {
  checkActRequestSchema,
  historyQuerySchema,
  informationQuerySchema,
  searchQuerySchema,
  shelfQuerySchema,
  teamDetailQuerySchema,
  teamOrderRequestSchema,
  teamPaySuccessQuerySchema,
} from '../../../schemas/api/group-buy';
import { HeaderNames } from '../../../schemas/api/headers';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
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

/** /api/marketing/team-buy (issue 16): shelf, search, information, check act, create-order, detail, history. */
export function groupBuyRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.get('/team-buy/shelf', async (c) => {
    const q = parseQuery(c, shelfQuerySchema);
    return sendOk(c, await teamShelf(deps, { keyword: null, ...q }));
  });
  r.get('/team-buy/search', async (c) => sendOk(c, await teamShelf(deps, parseQuery(c, searchQuerySchema))));
  r.get('/team-buy/information', async (c) =>
    sendOk(c, accepted(await teamInformation(deps, parseQuery(c, informationQuerySchema).activityNo))),
  );
  r.post('/team-buy/check-act', user, async (c) => {
    const body = await parseBody(c, checkActRequestSchema);
    const reason = await checkTeamAct(deps, currentUser(c).customerId, body.activityNo, body.teamId);
    const message = reason === null ? null : textsFor(c, teamRefusalMessages)[reason];
    return sendOk(c, { ok: reason === null, reason, message });
  });
  // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
  r.post('/team-buy/create-order', user, async (c) => {
    const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
    if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE) {
      throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
    }
    const body = await parseBody(c, teamOrderRequestSchema);
    const result = await createTeamOrder(deps, {
      customerId: currentUser(c).customerId,
      uniqueCode,
      ...body,
    });
    return sendOk(c, accepted(result));
  });
  r.get('/team-buy/detail', user, async (c) => {
    const { teamId } = parseQuery(c, teamDetailQuerySchema);
    return sendOk(c, accepted(await teamDetail(deps, currentUser(c).customerId, teamId)));
  });
  r.get('/team-buy/history', user, async (c) =>
    sendOk(c, await teamHistory(deps, currentUser(c).customerId, parseQuery(c, historyQuerySchema))),
  );
  return r;
}

/** /api/order/team-buy-pay-success: the team of the shopper's own (just paid) order. */
export function teamPaySuccessRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/team-buy-pay-success', requireUser(deps), async (c) => {
    const { orderNo } = parseQuery(c, teamPaySuccessQuerySchema);
    return sendOk(c, accepted(await teamPaySuccess(deps, currentUser(c).customerId, orderNo)));
  });
  return r;
}
