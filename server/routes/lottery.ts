import { Hono } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import {
  assistRequestSchema,
  lotteryActivityQuerySchema,
  lotteryDetailQuerySchema,
  lotteryListQuerySchema,
  takeInRequestSchema,
} from '../../schemas/api/lottery';
import { claimOrderRequestSchema, orderConfirmationQuerySchema } from '../../schemas/api/lottery-claim';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest } from '../http/errors';
import { accepted } from '../http/refusals';
import { currentUser, optionalUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
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

const MAX_UNIQUE_CODE = 128;

/** /api/lottery (issue 15): scheduled code lotteries, their assists and the draw anyone can recompute. */
export function lotteryRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);
  const activityNo = (c: Parameters<typeof parseQuery>[0]) =>
    parseQuery(c, lotteryActivityQuerySchema).activityNo;

  r.get('/activity/list', async (c) =>
    sendOk(c, await lotteryActivities(deps, parseQuery(c, lotteryListQuerySchema))),
  );
  r.get('/activity/detail', optionalUser(deps), async (c) => {
    const q = parseQuery(c, lotteryDetailQuerySchema);
    const viewer = c.get('user')?.customerId ?? null;
    return sendOk(c, accepted(await lotteryDetail(deps, viewer, q.activityNo, q.joinCode)));
  });
  r.post('/take-in', user, async (c) => {
    const body = await parseBody(c, takeInRequestSchema);
    return sendOk(c, accepted(await takeIn(deps, currentUser(c).customerId, body.activityNo)));
  });
  r.post('/assist', user, async (c) => {
    const body = await parseBody(c, assistRequestSchema);
    return sendOk(c, accepted(await assist(deps, currentUser(c).customerId, body.activityNo, body.joinCode)));
  });
  r.get('/list', user, async (c) => sendOk(c, await myLotteries(deps, currentUser(c).customerId)));
  r.get('/inventory', async (c) => sendOk(c, accepted(await lotteryInventory(deps, activityNo(c)))));
  r.get('/waiting-prize', user, async (c) => sendOk(c, await waitingPrizes(deps, currentUser(c).customerId)));
  r.get('/win-list', async (c) => sendOk(c, accepted(await winList(deps, activityNo(c)))));
  r.get('/my-code', user, async (c) =>
    sendOk(c, accepted(await myLotteryCodes(deps, currentUser(c).customerId, activityNo(c)))),
  );
  r.get('/order-confirmation', user, async (c) => {
    const q = parseQuery(c, orderConfirmationQuerySchema);
    return sendOk(c, accepted(await claimConfirmation(deps, currentUser(c).customerId, q.activityNo)));
  });
  // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
  r.post('/order-create', user, async (c) => {
    const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
    if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE)
      throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
    const body = await parseBody(c, claimOrderRequestSchema);
    return sendOk(
      c,
      accepted(await createClaimOrder(deps, { customerId: currentUser(c).customerId, uniqueCode, ...body })),
    );
  });
  r.get('/draw-data', async (c) => sendOk(c, accepted(await drawData(deps, activityNo(c)))));
  return r;
}
