import type { Context } from 'hono';
import { groupBuyOperatorDocumented } from '../../schemas/api/endpoints/docs/group-buy-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import { groupBuyOperatorMessages } from '../i18n/group-buy-operator';
import { textsFor } from '../i18n/request-lang';
import {
  createGroupBuy,
  editGroupBuy,
  type GroupBuyAdminProblem,
  moveGroupBuy,
  operatorGroupBuys,
} from '../services/group-buy-admin';

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
 * Mounted at /api/operator/group-buy (ADR 0057): the handlers of
 * schemas/api/endpoints/group-buy-operator.ts — list, create, edit, pause, resume and end group-buy (拼团)
 * activities. Which moves a phase allows is one table (schemas/api/group-buy-operator.ts); creating, editing
 * and resuming put an activity before shoppers and need a second operator while approval is on (the gate
 * turns them into change requests, server/operators/approval-routes.ts); pausing and ending take it away
 * and are immediate.
 */
export function groupBuyOperatorRoutes(deps: AppDeps) {
  const move =
    (action: 'pause' | 'resume' | 'end') =>
    async ({ params, c }: { params: { activityNo: string }; c: Context }) => {
      const moved = await moveGroupBuy(deps, params.activityNo, action);
      return moved.problem ? fail(c, moved.problem) : moved.activity;
    };
  return endpointRoutes(deps, '/api/operator/group-buy', groupBuyOperatorDocumented, {
    list: () => operatorGroupBuys(deps),
    create: async ({ body, c }) => {
      const made = await createGroupBuy(deps, body);
      return made.problem ? fail(c, made.problem) : made.activity;
    },
    edit: async ({ params, body, c }) => {
      const saved = await editGroupBuy(deps, params.activityNo, body);
      return saved.problem ? fail(c, saved.problem) : saved.activity;
    },
    pause: move('pause'),
    resume: move('resume'),
    end: move('end'),
  });
}
