import { useState } from 'react';
import { couponEditState, couponFieldEditable } from '../../../schemas/api/coupon-edit-rules';
import { type CouponTemplate, couponTemplateEditSchema } from '../../../schemas/api/coupon-operator';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, useConsoleForm } from '../form';
import { topFieldProblems } from '../schemaProblems';
import { CouponTemplateFields } from './CouponTemplateFields';
import { couponsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import { templateEditBody, templateEditFormOf } from './couponEditForm';
import { couponEditMessages } from './couponEditMessages';
import type { TemplateForm } from './couponForm';

/**
 * Marketing edits a coupon template with its scope (ADR 0069): the fields its state fixes are
 * locked (all open before any coupon is issued; then the name, the stock, the end and the listing; an ended
 * one is not offered), the body's problems are the schema's, and the server's refusal — a field its state
 * fixes, or another edit that landed first — shows under the button. While approval is on, the save is a
 * change request and the form says it waits for a second operator.
 */
export function CouponEditForm({
  template,
  onDone,
  onCancel,
}: {
  template: CouponTemplate;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const e = useMessages(couponEditMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState(() => templateEditFormOf(template));
  const body = templateEditBody(f, template);
  const form = useConsoleForm(c.failed, topFieldProblems(couponTemplateEditSchema, body));
  const state = couponEditState(template);
  const change = (patch: Partial<TemplateForm>) => setF({ ...f, ...patch });

  const run = async () => {
    const saved = await couponsApi.editTemplate(template.couponNo, body);
    onDone(e.saved(saved.couponNo));
    return null;
  };

  return (
    <ConsoleForm
      heading={e.editHeading(template.couponNo)}
      form={form}
      run={run}
      submitLabel={e.save}
      cancel={{ label: e.cancelEdit, onClick: onCancel }}
    >
      {state === 'issued' && <p className="con-muted">{e.issuedHint(template.issued)}</p>}
      <CouponTemplateFields
        f={f}
        onChange={change}
        bad={(field, words) => form.bad(field, field === 'totalQuantity' ? e.totalBad : words)}
        open={(field) => field !== 'couponNo' && couponFieldEditable(state, field)}
      />
    </ConsoleForm>
  );
}
