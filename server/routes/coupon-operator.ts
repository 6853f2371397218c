import { Hono } from 'hono';
import { couponTemplateCreateSchema, couponTemplateEditSchema } from '../../schemas/api/coupon-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict } from '../http/errors';
import type { AppEnv } from '../http/types';
import { couponOperatorMessages } from '../i18n/coupon-operator';
import { textsFor } from '../i18n/request-lang';
import { operatorActorOf } from '../operators/gate';
import { editCouponTemplate } from '../services/coupon-template-edit';
import { createCouponTemplate, operatorCouponTemplates } from '../services/coupon-templates';
import { operatorAccess } from './booth/console';
import { couponEditRefusal } from './coupon-edit-refusal';

/**
 * Mounted at /api/operator/coupons (operator token or console session): list coupon templates, create one
 * and edit one, each with its scope (ADR 0069). Giving a template to customers (batch sends, codes, campaign
 * links) is /api/marketing/coupon/….
 */
export function couponOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, await operatorCouponTemplates(deps)));
  r.post('/', async (c) => {
    const input = await parseBody(c, couponTemplateCreateSchema);
    const made = await createCouponTemplate(deps, input);
    if (made.problem?.kind === 'exists') {
      throw conflict(textsFor(c, couponOperatorMessages).templateTaken(input.couponNo));
    }
    if (made.problem) throw couponEditRefusal(input.couponNo, made.problem);
    return sendOk(c, made.template);
  });
  r.put('/:couponNo', async (c) => {
    const couponNo = c.req.param('couponNo');
    const input = await parseBody(c, couponTemplateEditSchema);
    const editor = operatorActorOf(c)?.name ?? '';
    const edited = await editCouponTemplate(deps, couponNo, input, editor);
    if (edited.problem) throw couponEditRefusal(couponNo, edited.problem);
    return sendOk(c, edited.template);
  });
  return r;
}
