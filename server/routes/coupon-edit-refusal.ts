import { type ApiError, badRequest, conflict, notFound } from '../http/errors';
import { couponOperatorMessages } from '../i18n/coupon-operator';
import { currentTexts } from '../i18n/request-lang';
import type { TemplateEditProblem } from '../services/coupon-template-edit';
import type { TemplateProblem } from '../services/coupon-templates';

/**
 * A coupon template edit's refusal as HTTP (ADR 0069), in the request's language: 404 for no template, 409
 * naming the field its state fixes (result.field) or who changed it first, 400 naming a scope target the
 * catalogue lacks (as a body's field would be; a create's too). Used by the edit itself and when it is asked
 * for approval.
 */
export function couponEditRefusal(
  couponNo: string,
  p: TemplateEditProblem | Exclude<TemplateProblem, { kind: 'exists' }>,
): ApiError {
  const t = currentTexts(couponOperatorMessages);
  switch (p.kind) {
    case 'missing':
      return notFound(t.templateMissing(couponNo));
    case 'changed':
      return conflict(p.by !== null && p.at !== null ? t.changedBy(p.by, p.at) : t.changedUnknown, {
        updatedBy: p.by,
        updatedAt: p.at,
      });
    case 'locked': {
      const words = {
        ended: t.fieldEnded,
        issued: t.fieldIssued,
        stockDown: t.stockDown,
        endEarlier: t.endEarlier,
      };
      return conflict(words[p.why](p.field), { field: p.field, reason: p.why });
    }
    case 'target':
      return badRequest(t.targetMissing(p.field, p.value), {
        issues: [{ path: p.field, message: t.targetMissing(p.field, p.value) }],
      });
  }
}
