import {
  COUPON_SCOPES,
  type CouponScope,
  type CouponTemplateField,
} from '../../../schemas/api/coupon-operator';
import { useMessages } from '../../i18n/messages';
import { Field } from '../form';
import { campaignMessages } from './campaignMessages';
import { couponEditMessages } from './couponEditMessages';
import type { TemplateForm } from './couponForm';
import { couponMessages } from './couponMessages';

/** The form's fields by the body field the schema names, with the words shown under each. */
const PROBLEM_WORDS = {
  couponNo: 'couponNoBad',
  name: 'nameBad',
  thresholdCents: 'thresholdBad',
  discountCents: 'discountBad',
  discountPercent: 'percentBad',
  totalQuantity: 'totalBad',
  perCustomerLimit: 'perCustomerBad',
  validDays: 'validDaysBad',
  startAt: 'startAtBad',
  endAt: 'endAtBad',
  claimStartAt: 'claimStartAtBad',
} as const;
export type TemplateProblemField = keyof typeof PROBLEM_WORDS;

/** The scope's target fields, with the words shown under each (couponEditMessages.ts). */
const SCOPE_WORDS = { storeNo: 'storeNoBad', categoryCode: 'categoryCodeBad', skuNos: 'skuNosBad' } as const;

/**
 * A coupon template's fields (number, name, rule, stock, dates, listing, scope), the one list the create and
 * the edit forms share (ADR 0069, ADR 0074). `open` says which may be typed in: the edit form locks
 * the number and what the template's state fixes (coupon-edit-rules.ts), so the operator sees at once what
 * can move.
 */
export function CouponTemplateFields({
  f,
  onChange,
  bad,
  open = () => true,
}: {
  f: TemplateForm;
  onChange: (patch: Partial<TemplateForm>) => void;
  /** The form's words for a field it has a problem with (useConsoleForm's `bad`). */
  bad: (field: string, words: string) => string | false;
  open?: (field: CouponTemplateField | 'couponNo') => boolean;
}) {
  const t = useMessages(couponMessages);
  const c = useMessages(campaignMessages);
  const e = useMessages(couponEditMessages);
  const problem = (field: TemplateProblemField) => bad(field, t[PROBLEM_WORDS[field]]);
  const scopeProblem = (field: keyof typeof SCOPE_WORDS) => bad(field, e[SCOPE_WORDS[field]]);
  const text = (key: keyof TemplateForm, field: CouponTemplateField | 'couponNo') => ({
    value: String(f[key]),
    disabled: !open(field),
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  return (
    <>
      <div className="con-row">
        <Field label={t.couponNo} error={problem('couponNo')}>
          <input {...text('couponNo', 'couponNo')} />
        </Field>
        <Field label={t.name} error={problem('name')}>
          <input {...text('name', 'name')} maxLength={40} />
        </Field>
        <Field label={t.couponType}>
          <select {...text('couponType', 'couponType')}>
            <option value="1">{t.type1}</option>
            <option value="2">{t.type2}</option>
            <option value="3">{t.type3}</option>
          </select>
        </Field>
      </div>
      <div className="con-row">
        {f.couponType !== '2' && (
          <Field label={t.threshold} error={problem('thresholdCents')}>
            <input {...text('threshold', 'thresholdCents')} inputMode="decimal" />
          </Field>
        )}
        {f.couponType === '3' && (
          <Field label={t.percent} error={problem('discountPercent')}>
            <input {...text('percent', 'discountPercent')} inputMode="numeric" />
          </Field>
        )}
        <Field label={f.couponType === '3' ? t.discountCap : t.discount} error={problem('discountCents')}>
          <input {...text('discount', 'discountCents')} inputMode="decimal" />
        </Field>
        <Field label={t.total} error={problem('totalQuantity')}>
          <input {...text('total', 'totalQuantity')} inputMode="numeric" />
        </Field>
        <Field label={t.perCustomer} error={problem('perCustomerLimit')}>
          <input {...text('perCustomer', 'perCustomerLimit')} inputMode="numeric" />
        </Field>
      </div>
      <div className="con-row">
        <Field label={t.startAt} error={problem('startAt')}>
          <input type="datetime-local" {...text('startAt', 'startAt')} />
        </Field>
        <Field label={t.endAt} error={problem('endAt')}>
          <input type="datetime-local" {...text('endAt', 'endAt')} />
        </Field>
        <Field label={`${t.claimStartAt}${c.optional}`} error={problem('claimStartAt')}>
          <input type="datetime-local" {...text('claimStartAt', 'claimStartAt')} />
        </Field>
        <Field label={`${t.validDays}${c.optional}`} error={problem('validDays')} hint={t.validDaysHint}>
          <input {...text('validDays', 'validDays')} inputMode="numeric" />
        </Field>
        <Field label={t.inCenter}>
          <input
            type="checkbox"
            checked={f.inCenter}
            disabled={!open('inCenter')}
            onChange={(ev) => onChange({ inCenter: ev.target.checked })}
          />
        </Field>
      </div>
      <div className="con-row">
        <Field label={e.scope}>
          <select
            {...text('scope', 'scope')}
            onChange={(ev) => onChange({ scope: ev.target.value as CouponScope })}
          >
            {COUPON_SCOPES.map((s) => (
              <option key={s} value={s}>
                {e[`scope.${s}`]}
              </option>
            ))}
          </select>
        </Field>
        {f.scope === 'store' && (
          <Field label={e.storeNo} error={scopeProblem('storeNo')}>
            <input {...text('storeNo', 'storeNo')} />
          </Field>
        )}
        {f.scope === 'category' && (
          <Field label={e.categoryCode} error={scopeProblem('categoryCode')}>
            <input {...text('categoryCode', 'categoryCode')} inputMode="numeric" />
          </Field>
        )}
      </div>
      {f.scope === 'sku' && (
        <Field label={e.skuNos} error={scopeProblem('skuNos')} hint={e.skuNosHint}>
          <textarea {...text('skuNos', 'skuNos')} rows={4} />
        </Field>
      )}
    </>
  );
}
