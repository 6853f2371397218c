import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  operatorGroupBuyCreateSchema,
  operatorGroupBuyEditSchema,
  operatorGroupBuyParamSchema,
} from '../../schemas/api/group-buy-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { groupBuyOperatorMessages } from '../i18n/group-buy-operator';
import { textsFor } from '../i18n/request-lang';
import {
  createGroupBuy,
  editGroupBuy,
  type GroupBuyAdminProblem,
  moveGroupBuy,
  operatorGroupBuys,
} from '../services/group-buy-admin';
import { operatorAccess } from './booth/console';

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** A refusal in the caller's language: 404 unknown, 409 taken or not allowed by the phase, 400 bad input. */
function fail(c: Context, p: GroupBuyAdminProblem): never {
  const t = textsFor(c, groupBuyOperatorMessages);
  if (p.kind === 'not_found') throw notFound(t.notFound);
  if (p.kind === 'exists') throw conflict(t.taken(p.activityNo));
  if (p.kind === 'not_allowed') {
    throw conflict(t.notAllowed(t[`action.${p.action}`], t[`phase.${p.phase}`]), { phase: p.phase });
  }
  if (p.kind === 'unknown_sku') throw badRequest(t.unknownSku(p.skuNo));
  throw badRequest(t.priceNotBelow(yuan(p.saleCents)));
}

/**
 * Mounted at /api/operator/group-buy (issue 35 item 4, ADR 0057): list, create, edit, pause, resume and end
 * group-buy (拼团) activities. Which moves a phase allows is one table (schemas/api/group-buy-operator.ts);
 * creating, editing and resuming put an activity before shoppers and need a second operator while approval
 * is on (server/operators/approval-routes.ts); pausing and ending take it away and are immediate.
 */
export function groupBuyOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const activityNo = (c: Context) => {
    const p = operatorGroupBuyParamSchema.safeParse({ activityNo: c.req.param('activityNo') });
    if (!p.success) throw notFound(textsFor(c, groupBuyOperatorMessages).notFound);
    return p.data.activityNo;
  };
  r.get('/', async (c) => sendOk(c, await operatorGroupBuys(deps)));
  r.post('/', async (c) => {
    const made = await createGroupBuy(deps, await parseBody(c, operatorGroupBuyCreateSchema));
    return sendOk(c, made.problem ? fail(c, made.problem) : made.activity);
  });
  r.put('/:activityNo', async (c) => {
    const no = activityNo(c);
    const saved = await editGroupBuy(deps, no, await parseBody(c, operatorGroupBuyEditSchema));
    return sendOk(c, saved.problem ? fail(c, saved.problem) : saved.activity);
  });
  for (const action of ['pause', 'resume', 'end'] as const) {
    r.post(`/:activityNo/${action}`, async (c) => {
      const moved = await moveGroupBuy(deps, activityNo(c), action);
      return sendOk(c, moved.problem ? fail(c, moved.problem) : moved.activity);
    });
  }
  return r;
}
