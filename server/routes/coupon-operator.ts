import { couponOperatorDocumented } from '../../schemas/api/endpoints/docs/coupon-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { conflict } from '../http/errors';
import { couponOperatorMessages } from '../i18n/coupon-operator';
import { textsFor } from '../i18n/request-lang';
import { operatorActorOf } from '../operators/gate';
import { editCouponTemplate } from '../services/coupon-template-edit';
import { createCouponTemplate, operatorCouponTemplates } from '../services/coupon-templates';
import { couponEditRefusal } from './coupon-edit-refusal';

/**
 * Mounted at /api/operator/coupons (operator token or console session): the handlers of
 * schemas/api/endpoints/coupon-operator.ts — list coupon templates, create one and edit one, each with its
 * scope (ADR 0069). The gate in front of each keeps the audit row and, while approval is on, turns the edit
 * into a change request before it gets here. Giving a template to customers (batch sends, codes, campaign
 * links) is /api/marketing/coupon/….
 */
export function couponOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/coupons', couponOperatorDocumented, {
    list: () => operatorCouponTemplates(deps),
    create: async ({ body, c }) => {
      const made = await createCouponTemplate(deps, body);
      if (made.problem?.kind === 'exists') {
        throw conflict(textsFor(c, couponOperatorMessages).templateTaken(body.couponNo));
      }
      if (made.problem) throw couponEditRefusal(body.couponNo, made.problem);
      return made.template;
    },
    edit: async ({ params, body, c }) => {
      const editor = operatorActorOf(c)?.name ?? '';
      const edited = await editCouponTemplate(deps, params.couponNo, body, editor);
      if (edited.problem) throw couponEditRefusal(params.couponNo, edited.problem);
      return edited.template;
    },
  });
}
