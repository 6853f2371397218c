import { Hono } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import { lotteryActivityQuerySchema, lotteryListQuerySchema } from '../../schemas/api/lottery';
import {
  codeWordRequestSchema,
  qualificationConfirmQuerySchema,
  qualificationCreateRequestSchema,
  qualificationDrawRequestSchema,
  qualificationOrderRequestSchema,
  qualificationTakeInRequestSchema,
} from '../../schemas/api/qualification';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest } from '../http/errors';
import { accepted } from '../http/refusals';
import { currentUser, optionalUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
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
  qualificationEntries,
  runQualificationDraw,
} from '../services/qualification-operator';
import { createQualificationOrder, qualificationConfirmation } from '../services/qualification-order';
import { operatorAccess } from './booth/console';

const MAX_UNIQUE_CODE = 128;

/**
 * /api/lottery/huawei (issue 15): the qualification lottery of the phone maker's launch. Joining, codes and
 * the draw are the code lottery's (the draw is verifiable through /api/lottery/draw-data); winning gives one
 * right to buy the launch phone at its launch price before the deadline.
 */
export function lotteryHuaweiRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);
  const activityNo = (c: Parameters<typeof parseQuery>[0]) =>
    parseQuery(c, lotteryActivityQuerySchema).activityNo;

  r.get('/activity/list', async (c) =>
    sendOk(c, await qualificationActivities(deps, parseQuery(c, lotteryListQuerySchema))),
  );
  r.get('/activity/detail', optionalUser(deps), async (c) =>
    sendOk(c, accepted(await qualificationDetail(deps, c.get('user')?.customerId ?? null, activityNo(c)))),
  );
  r.post('/take-in', user, async (c) => {
    const body = await parseBody(c, qualificationTakeInRequestSchema);
    return sendOk(c, accepted(await qualificationTakeIn(deps, currentUser(c).customerId, body.activityNo)));
  });
  r.get('/list', user, async (c) => sendOk(c, await myQualifications(deps, currentUser(c).customerId)));
  r.get('/inventory', async (c) => sendOk(c, accepted(await qualificationInventory(deps, activityNo(c)))));
  r.get('/waiting-prize', user, async (c) =>
    sendOk(c, await qualificationWaiting(deps, currentUser(c).customerId)),
  );
  // The winners list is the lottery's (masked nicknames only).
  r.get('/win-list', async (c) =>
    sendOk(c, accepted(await winList(deps, parseQuery(c, lotteryActivityQuerySchema).activityNo))),
  );
  r.get('/my-code', user, async (c) =>
    sendOk(c, accepted(await qualificationMyCode(deps, currentUser(c).customerId, activityNo(c)))),
  );
  r.get('/qualification/my-code-list', user, async (c) =>
    sendOk(c, await myCodeList(deps, currentUser(c).customerId)),
  );
  r.post('/code-word', user, async (c) => {
    const body = await parseBody(c, codeWordRequestSchema);
    return sendOk(c, accepted(await codeWordOf(deps, currentUser(c).customerId, body.activityNo)));
  });
  r.get('/order-confirmation', user, async (c) =>
    sendOk(
      c,
      accepted(
        await qualificationConfirmation(
          deps,
          currentUser(c).customerId,
          parseQuery(c, qualificationConfirmQuerySchema),
        ),
      ),
    ),
  );
  // The uniqueCode header is the idempotency key, as for create-order: a retried submit is the same order.
  r.post('/order-create', user, async (c) => {
    const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
    if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE) {
      throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
    }
    const body = await parseBody(c, qualificationOrderRequestSchema);
    return sendOk(
      c,
      accepted(
        await createQualificationOrder(deps, { customerId: currentUser(c).customerId, uniqueCode, ...body }),
      ),
    );
  });
  return r;
}

/** /api/operator/qualification (operator token or console session): create, see entries, run the draw. */
export function qualificationOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.post('/activities', async (c) =>
    sendOk(
      c,
      accepted(await createQualification(deps, await parseBody(c, qualificationCreateRequestSchema))),
    ),
  );
  r.get('/entries', async (c) =>
    sendOk(
      c,
      accepted(await qualificationEntries(deps, parseQuery(c, lotteryActivityQuerySchema).activityNo)),
    ),
  );
  r.post('/draw', async (c) => {
    const body = await parseBody(c, qualificationDrawRequestSchema);
    return sendOk(c, accepted(await runQualificationDraw(deps, body.activityNo)));
  });
  return r;
}
