import type { Context } from 'hono';
import { Hono } from 'hono';
import { activityTermsEditSchema, activityTermsParamSchema } from '../../schemas/api/activity-terms-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { activityTermsOperatorMessages } from '../i18n/activity-terms-operator';
import { textsFor } from '../i18n/request-lang';
import {
  type ActivityTermsProblem,
  endActivityTerms,
  operatorActivityTerms,
  setActivityTerms,
} from '../services/activity-terms-admin';
import { operatorAccess } from './booth/console';

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
 * Mounted at /api/operator/activity-terms (issue 34, ADR 0065): list the SKUs under a gift (type 3) or trial
 * (type 5) activity, set a SKU's terms (which makes it that activity; needs a second operator while approval
 * is on, server/operators/approval-routes.ts) and end them (immediate: it takes an offer away).
 */
export function activityTermsOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const skuNo = (c: Context) => {
    const p = activityTermsParamSchema.safeParse({ skuNo: c.req.param('skuNo') });
    if (!p.success) throw notFound(textsFor(c, activityTermsOperatorMessages).notFound);
    return p.data.skuNo;
  };
  r.get('/', async (c) => sendOk(c, await operatorActivityTerms(deps)));
  r.put('/:skuNo', async (c) => {
    const no = skuNo(c);
    const saved = await setActivityTerms(deps, no, await parseBody(c, activityTermsEditSchema));
    return sendOk(c, saved.problem ? fail(c, saved.problem) : saved.terms);
  });
  r.post('/:skuNo/end', async (c) => {
    const ended = await endActivityTerms(deps, skuNo(c));
    return sendOk(c, ended.problem ? fail(c, ended.problem) : ended.terms);
  });
  return r;
}
