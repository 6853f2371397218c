import type { Context } from 'hono';
import { activityTermsOperatorDocumented } from '../../schemas/api/endpoints/docs/activity-terms-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import { activityTermsOperatorMessages } from '../i18n/activity-terms-operator';
import { textsFor } from '../i18n/request-lang';
import {
  type ActivityTermsProblem,
  endActivityTerms,
  operatorActivityTerms,
  setActivityTerms,
} from '../services/activity-terms-admin';

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** A refusal in the caller's language: 404 unknown, 409 under another activity, 400 bad terms. */
function fail(c: Context, p: ActivityTermsProblem): never {
  const t = textsFor(c, activityTermsOperatorMessages);
  if (p.kind === 'not_found') throw notFound(t.notFound);
  if (p.kind === 'other_activity') throw conflict(t.otherActivity(p.activityType));
  if (p.kind === 'unknown_gift') throw badRequest(t.unknownGift(p.skuNo));
  if (p.kind === 'gift_is_itself') throw badRequest(t.giftIsItself);
  throw badRequest(t.priceNotBelow(yuan(p.saleCents)));
}

/**
 * Mounted at /api/operator/activity-terms (ADR 0065): the handlers of
 * schemas/api/endpoints/activity-terms-operator.ts — list the SKUs under a gift (type 3) or trial (type 5)
 * activity, set a SKU's terms (which makes it that activity; the gate turns it into a change request while
 * approval is on, server/operators/approval-routes.ts) and end them (immediate: it takes an offer away).
 */
export function activityTermsOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/activity-terms', activityTermsOperatorDocumented, {
    list: () => operatorActivityTerms(deps),
    set: async ({ params, body, c }) => {
      const saved = await setActivityTerms(deps, params.skuNo, body);
      return saved.problem ? fail(c, saved.problem) : saved.terms;
    },
    end: async ({ params, c }) => {
      const ended = await endActivityTerms(deps, params.skuNo);
      return ended.problem ? fail(c, ended.problem) : ended.terms;
    },
  });
}
