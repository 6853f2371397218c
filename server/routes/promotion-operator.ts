import { promotionOperatorDocumented } from '../../schemas/api/endpoints/docs/promotion-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import {
  createPromotion,
  editPromotion,
  endPromotion,
  operatorPromotions,
  type PromotionAdminProblem,
} from '../services/promotion-admin';

const fail = (p: PromotionAdminProblem): never => {
  if (p.kind === 'exists') throw conflict('an activity with this activityNo exists with other content');
  if (p.kind === 'not_found') throw notFound('activity not found');
  throw badRequest(p.message);
};

/**
 * Mounted at /api/operator/promotions (operator token or console session): the handlers of
 * schemas/api/endpoints/promotion-operator.ts — list, create, edit and end full-discount (满减) activities.
 * Creates are idempotent by their request code (the uniqueCode middleware) and by content; edits replace
 * the whole activity; ending twice changes nothing.
 */
export function promotionOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/promotions', promotionOperatorDocumented, {
    list: () => operatorPromotions(deps),
    create: async ({ body }) => {
      const made = await createPromotion(deps, body);
      return made.problem ? fail(made.problem) : made.activity;
    },
    edit: async ({ params, body }) => {
      const saved = await editPromotion(deps, params.activityNo, body);
      return saved.problem ? fail(saved.problem) : saved.activity;
    },
    end: async ({ params }) => {
      const ended = await endPromotion(deps, params.activityNo);
      return ended.problem ? fail(ended.problem) : ended.activity;
    },
  });
}
