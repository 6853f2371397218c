import {
  activityTermsEditSchema,
  activityTermsParamSchema,
  type OperatorActivityTerms,
} from '../../../schemas/api/activity-terms-operator';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { ConsoleForm, Field } from '../form';
import { fieldProblems } from '../schemaProblems';
import {
  ConsoleTable,
  LoadFailed,
  Loading,
  moveRow,
  RowButton,
  SaveResultLine,
  useConsoleLoad,
  useListEditor,
} from '../states';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { activityTermsBody, activityTermsFormOf, emptyActivityTerms } from './activityTermsForm';
import { activityTermsMessages } from './activityTermsMessages';
import { activityTermsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';

const readTerms = () => activityTermsApi.list().then((r) => r.list);
const KINDS = ['gift', 'trial'] as const;

/**
 * Marketing lists the SKUs under a gift (type 3) or trial (type 5) activity, sets a SKU's terms (which
 * makes it that activity; a second operator approves while approval is on) and ends one.
 */
export function ActivityTermsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(activityTermsMessages);
  const c = useMessages(campaignMessages);
  const { data: rows, error, setError, load } = useConsoleLoad(readTerms);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<OperatorActivityTerms>(load);

  const end = (skuNo: string) =>
    moveRow(
      { setDone, setError, reload: load },
      {
        ask: t.endConfirm(skuNo),
        write: () => activityTermsApi.end(skuNo).then(() => t.ended(skuNo)),
        failed: c.failed,
      },
    );

  if (error && !rows) return <LoadFailed error={error} onRetry={load} />;
  if (!rows) return <Loading />;
  const termsOf = (r: OperatorActivityTerms) => {
    if (r.giftSkuNo !== null && r.giftQuantity !== null)
      return t.giftTerms(r.giftName ?? '', r.giftSkuNo, r.giftQuantity);
    if (r.trialPriceCents !== null && r.trialLimit !== null)
      return t.trialTerms(formatYuan(r.trialPriceCents), formatYuan(r.salePriceCents), r.trialLimit);
    return t.noTerms;
  };
  return (
    <>
      {error && <p className="con-error">{error}</p>}
      <section className="con-card">
        <h2>{t.heading}</h2>
        {!canWrite && <p className="con-muted">{c.readOnly}</p>}
        <ConsoleTable
          columns={[t.skuNo, t.product, t.kind, t.terms]}
          rows={rows}
          empty={t.empty}
          row={(r) => (
            <tr key={r.skuNo}>
              <td>{r.skuNo}</td>
              <td>{r.productName}</td>
              <td>{t[`kind.${r.kind}`]}</td>
              <td>{termsOf(r)}</td>
              <td>
                {canWrite && (
                  <>
                    <RowButton label={t.edit} row={r.skuNo} onClick={() => setEditing(r)} />{' '}
                    <RowButton label={t.end} row={r.skuNo} onClick={() => void end(r.skuNo)} />
                  </>
                )}
              </td>
            </tr>
          )}
        />
      </section>
      <SaveResultLine result={done} />
      {canWrite && (
        <TermsEditor key={editing?.skuNo ?? 'new'} editing={editing} onDone={saved} onCancel={cancel} />
      )}
    </>
  );
}

function TermsEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing: OperatorActivityTerms | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(activityTermsMessages);
  const c = useMessages(campaignMessages);
  const { f, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? activityTermsFormOf(editing) : emptyActivityTerms()),
    body: activityTermsBody,
    // One schema for both (setting terms is one PUT by SKU), and the SKU typed in the path's own shape.
    check: (f, body) => {
      const problems = new Set(fieldProblems(activityTermsEditSchema, body));
      if (!activityTermsParamSchema.safeParse({ skuNo: f.skuNo.trim() }).success) problems.add('skuNo');
      return problems;
    },
    save: async (body, f) => t.saved((await activityTermsApi.set(f.skuNo.trim(), body)).skuNo),
    onDone,
    failed: c.failed,
  });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.skuNo) : t.formHeading}
      form={form}
      run={run}
      submitLabel={t.save}
      cancel={editing && { label: t.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.skuNo} error={form.bad('skuNo', t.skuNoBad)}>
          <input value={f.skuNo} readOnly={editing !== null} onChange={set('skuNo')} />
        </Field>
        <Field label={t.kind}>
          <select value={f.kind} onChange={set('kind')}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t[`kind.${k}`]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {f.kind === 'gift' ? (
        <div className="con-row">
          <Field label={t.giftSkuNo} error={form.bad('giftSkuNo', t.giftSkuNoBad)} hint={t.giftHint}>
            <input value={f.giftSkuNo} onChange={set('giftSkuNo')} />
          </Field>
          <Field label={t.giftQuantity} error={form.bad('giftQuantity', t.quantityBad)}>
            <input value={f.giftQuantity} inputMode="numeric" onChange={set('giftQuantity')} />
          </Field>
        </div>
      ) : (
        <div className="con-row">
          <Field
            label={t.trialPrice}
            error={form.bad('trialPriceCents', t.trialPriceBad)}
            hint={t.trialPriceHint}
          >
            <input value={f.trialPrice} inputMode="decimal" onChange={set('trialPrice')} />
          </Field>
          <Field label={t.trialLimit} error={form.bad('trialLimit', t.quantityBad)}>
            <input value={f.trialLimit} inputMode="numeric" onChange={set('trialLimit')} />
          </Field>
        </div>
      )}
    </ConsoleForm>
  );
}
