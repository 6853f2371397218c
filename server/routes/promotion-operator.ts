import { Hono } from 'hono';
import {
  operatorPromotionCreateSchema,
  operatorPromotionEditSchema,
  operatorPromotionParamSchema,
} from '../../schemas/api/promotion-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import {
  createPromotion,
  editPromotion,
  endPromotion,
  operatorPromotions,
  type PromotionAdminProblem,
} from '../services/promotion-admin';
import { operatorAccess } from './booth/console';

const fail = (p: PromotionAdminProblem): never => {
  if (p.kind === 'exists') throw conflict('an activity with this activityNo exists with other content');
  if (p.kind === 'not_found') throw notFound('activity not found');
  throw badRequest(p.message);
};

/**
 * Mounted at /api/operator/promotions (operator token or console session): list, create, edit and end
 * full-discount (满减) activities. Creates are idempotent by their request code (the uniqueCode
 * middleware) and by content; edits replace the whole activity; ending twice changes nothing.
 */
export function promotionOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const activityNo = (c: { req: { param: (k: string) => string | undefined } }) => {
    const p = operatorPromotionParamSchema.safeParse({ activityNo: c.req.param('activityNo') });
    if (!p.success) throw notFound('activity not found');
    return p.data.activityNo;
  };
  r.get('/', async (c) => sendOk(c, await operatorPromotions(deps)));
  r.post('/', async (c) => {
    const made = await createPromotion(deps, await parseBody(c, operatorPromotionCreateSchema));
    return sendOk(c, made.problem ? fail(made.problem) : made.activity);
  });
  r.put('/:activityNo', async (c) => {
    const no = activityNo(c);
    const saved = await editPromotion(deps, no, await parseBody(c, operatorPromotionEditSchema));
    return sendOk(c, saved.problem ? fail(saved.problem) : saved.activity);
  });
  r.post('/:activityNo/end', async (c) => {
    const ended = await endPromotion(deps, activityNo(c));
    return sendOk(c, ended.problem ? fail(ended.problem) : ended.activity);
  });
  return r;
}
