import {
  type OperatorPurchase,
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
} from '../../../schemas/api/purchase-operator';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, Field } from '../form';
import { topFieldProblems } from '../schemaProblems';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { purchaseProgrammesApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { type ListingEditorProps, ListingPage } from './ListingPage';
import { listingMessages } from './listingMessages';
import { type PurchaseForm, purchaseBody, purchaseFormOf, toggledWeekday } from './purchaseForm';
import { purchaseMessages } from './purchaseMessages';

const readProgrammes = () => purchaseProgrammesApi.list();
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Day = (typeof WEEKDAYS)[number];
const isDay = (d: number): d is Day => (WEEKDAYS as readonly number[]).includes(d);

/**
 * Marketing runs the bank's purchase programmes (集采, ADR 0017): which products, which
 * partner, batch days and cut-off, the per-customer limit and the areas not served. Every write, withdrawal
 * included (it lifts the limit), is held for a second operator while approval is on.
 */
export function PurchaseProgrammesPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(purchaseMessages);
  const days = (ds: readonly number[]) => t.weekdayList(...ds.filter(isDay).map((d) => t[`day.${d}`]));
  return (
    <ListingPage<OperatorPurchase>
      canWrite={canWrite}
      heading={t.heading}
      empty={t.empty}
      read={readProgrammes}
      keyOf={(p) => p.spuNo}
      wordsOf={(p) => `${p.spuNo} ${p.productName} ${p.partnerName}`}
      columns={[t.product, t.partnerName, t.batches, t.transitDays, t.perCustomerLimit, t.excludedProvinces]}
      cells={(p) => (
        <>
          <td>
            {p.productName} <span className="con-muted">{p.spuNo}</span>
          </td>
          <td>{p.partnerName}</td>
          <td>{t.batchLine(days(p.batchWeekdays), p.cutoffHour)}</td>
          <td>{p.transitDays}</td>
          <td>{p.perCustomerLimit}</td>
          <td>{t.weekdayList(...p.excludedProvinces)}</td>
        </>
      )}
      move={(p, action) => purchaseProgrammesApi.move(p.spuNo, action)}
      Editor={PurchaseEditor}
    />
  );
}

const emptyProgramme = (): PurchaseForm => ({
  spuNo: '',
  partnerName: '',
  batchWeekdays: [],
  cutoffHour: '15',
  transitDays: '3',
  perCustomerLimit: '2',
  excludedProvinces: '',
  notes: '',
});

function PurchaseEditor({ editing, onDone, onCancel }: ListingEditorProps<OperatorPurchase>) {
  const t = useMessages(purchaseMessages);
  const l = useMessages(listingMessages);
  const c = useMessages(campaignMessages);
  const { f, setF, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? purchaseFormOf(editing) : emptyProgramme()),
    body: purchaseBody,
    // Provinces are typed in one box: the box is marked, not the list's nth entry.
    check: {
      create: operatorPurchaseCreateSchema,
      edit: operatorPurchaseEditSchema,
      key: (f) => ({ spuNo: f.spuNo.trim() }),
      judge: topFieldProblems,
    },
    save: {
      create: async (body, f) =>
        l.created((await purchaseProgrammesApi.create({ spuNo: f.spuNo.trim(), ...body })).spuNo),
      edit: async (body, row) => l.saved((await purchaseProgrammesApi.edit(row.spuNo, body)).spuNo),
    },
    onDone,
    failed: c.failed,
  });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.spuNo) : t.createHeading}
      form={form}
      run={run}
      submitLabel={editing ? l.save : l.create}
      cancel={editing && { label: l.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.spuNo} error={form.bad('spuNo', t.spuNoBad)}>
          <input value={f.spuNo} readOnly={editing !== null} maxLength={64} onChange={set('spuNo')} />
        </Field>
        <Field label={t.partnerName} error={form.bad('partnerName', t.partnerNameBad)}>
          <input value={f.partnerName} maxLength={40} onChange={set('partnerName')} />
        </Field>
      </div>
      <fieldset className="con-row" aria-label={t.weekdays}>
        <legend>{t.weekdays}</legend>
        {WEEKDAYS.map((d) => (
          <label key={d}>
            <input
              type="checkbox"
              checked={f.batchWeekdays.includes(d)}
              onChange={() => setF({ ...f, batchWeekdays: toggledWeekday(f.batchWeekdays, d) })}
            />
            {t[`day.${d}`]}
          </label>
        ))}
        {form.bad('batchWeekdays', t.weekdaysBad) && <small className="con-error">{t.weekdaysBad}</small>}
      </fieldset>
      <div className="con-row">
        <Field label={t.cutoffHour} error={form.bad('cutoffHour', t.cutoffHourBad)}>
          <input value={f.cutoffHour} inputMode="numeric" onChange={set('cutoffHour')} />
        </Field>
        <Field label={t.transitDays} error={form.bad('transitDays', t.transitDaysBad)}>
          <input value={f.transitDays} inputMode="numeric" onChange={set('transitDays')} />
        </Field>
        <Field label={t.perCustomerLimit} error={form.bad('perCustomerLimit', t.perCustomerLimitBad)}>
          <input value={f.perCustomerLimit} inputMode="numeric" onChange={set('perCustomerLimit')} />
        </Field>
      </div>
      <Field
        label={t.excludedProvinces}
        error={form.bad('excludedProvinces', t.excludedBad)}
        hint={t.excludedHint}
      >
        <textarea value={f.excludedProvinces} rows={3} onChange={set('excludedProvinces')} />
      </Field>
      <Field label={t.notes} error={form.bad('notes', t.notesBad)}>
        <input value={f.notes} maxLength={80} onChange={set('notes')} />
      </Field>
    </ConsoleForm>
  );
}
