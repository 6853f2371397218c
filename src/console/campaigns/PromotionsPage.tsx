import {
  MAX_TIERS,
  type OperatorPromotion,
  operatorPromotionCreateSchema,
  operatorPromotionEditSchema,
} from '../../../schemas/api/promotion-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { realServerNow, toBeijingInput } from '../clock';
import { ConsoleForm, Field } from '../form';
import {
  LoadFailed,
  Loading,
  moveRow,
  RowButton,
  SaveResultLine,
  useConsoleLoad,
  useListEditor,
} from '../states';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { promotionsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { CampaignList } from './ListFilter';
import { type PromotionForm, promotionBody, promotionFormOf, type TierForm } from './promotionForm';
import { promotionMessages } from './promotionMessages';

const readPromotions = () => promotionsApi.list().then((r) => r.list);
const PHASES = ['upcoming', 'live', 'ended'] as const;
const SCOPES = ['all', 'category', 'store', 'sku'] as const;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Marketing lists 满减 activities (filter by word and phase), creates one with its tiers (yuan in the form,
 * cents on the wire), edits it (the whole activity is replaced) and ends it early.
 */
export function PromotionsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(promotionMessages);
  const c = useMessages(campaignMessages);
  const { data: activities, error, setError, load } = useConsoleLoad(readPromotions);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<OperatorPromotion>(load);

  const end = (no: string) =>
    moveRow(
      { setDone, setError, reload: load },
      { ask: t.endConfirm(no), write: () => promotionsApi.end(no).then(() => t.ended), failed: c.failed },
    );

  if (error && !activities) return <LoadFailed error={error} onRetry={load} />;
  if (!activities) return <Loading />;
  const scopeOf = (p: OperatorPromotion) =>
    `${t[`scope.${p.scope}`]}${p.categoryCode === null ? '' : ` ${p.categoryCode}`}${p.storeNo === null ? '' : ` ${p.storeNo}`}${p.skuNos.length > 0 ? ` ${p.skuNos.join(', ')}` : ''}`;
  return (
    <>
      {error && <p className="con-error">{error}</p>}
      <CampaignList
        heading={t.heading}
        canWrite={canWrite}
        rows={activities}
        wordsOf={(p) => `${p.activityNo} ${p.title}`}
        phases={PHASES.map((p) => ({ value: p, label: c[`phase.${p}`] }))}
        columns={[t.activityNo, t.title, t.tiers, t.scope, t.window]}
        empty={t.empty}
        row={(p) => (
          <tr key={p.activityNo}>
            <td>{p.activityNo}</td>
            <td>
              {p.title}
              {p.top && t.pinned}
            </td>
            <td>
              {p.tiers
                .map((x) => t.tier(formatYuan(x.thresholdCents), formatYuan(x.reductionCents)))
                .join('；')}
            </td>
            <td>{scopeOf(p)}</td>
            <td>{t.span(formatDateTime(p.startAt), formatDateTime(p.endAt))}</td>
            <td>{c[`phase.${p.phase}`]}</td>
            <td>
              {canWrite && p.phase !== 'ended' && (
                <>
                  <RowButton label={t.edit} row={p.activityNo} onClick={() => setEditing(p)} />{' '}
                  <RowButton label={t.end} row={p.activityNo} onClick={() => void end(p.activityNo)} />
                </>
              )}
            </td>
          </tr>
        )}
      />
      <SaveResultLine result={done} />
      {canWrite && (
        <PromotionEditor
          key={editing?.activityNo ?? 'new'}
          editing={editing}
          onDone={saved}
          onCancel={cancel}
        />
      )}
    </>
  );
}

const emptyTier = (): TierForm => ({ threshold: '', reduction: '' });
const emptyPromotion = (): PromotionForm => {
  const now = realServerNow();
  return {
    activityNo: '',
    title: '',
    scope: 'all',
    categoryCode: '',
    storeNo: '',
    skuNos: '',
    tiers: [emptyTier()],
    startAt: toBeijingInput(now),
    endAt: toBeijingInput(now + 7 * DAY),
    top: false,
    seq: '10',
  };
};

function PromotionEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing: OperatorPromotion | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(promotionMessages);
  const c = useMessages(campaignMessages);
  const { f, setF, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? promotionFormOf(editing) : emptyPromotion()),
    body: promotionBody,
    check: {
      create: operatorPromotionCreateSchema,
      edit: operatorPromotionEditSchema,
      key: (f) => ({ activityNo: f.activityNo.trim() }),
    },
    save: {
      create: async (body, f) =>
        t.created((await promotionsApi.create({ activityNo: f.activityNo.trim(), ...body })).activityNo),
      edit: async (body, row) => t.saved((await promotionsApi.edit(row.activityNo, body)).activityNo),
    },
    onDone,
    failed: c.failed,
  });
  const setTier = (k: number, key: keyof TierForm, value: string) =>
    setF({ ...f, tiers: f.tiers.map((x, i) => (i === k ? { ...x, [key]: value } : x)) });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.activityNo) : t.createHeading}
      form={form}
      run={run}
      submitLabel={editing ? t.save : t.create}
      cancel={editing && { label: t.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.activityNo} error={form.bad('activityNo', t.activityNoBad)}>
          <input value={f.activityNo} readOnly={editing !== null} onChange={set('activityNo')} />
        </Field>
        <Field label={t.title} error={form.bad('title', t.titleBad)}>
          <input value={f.title} maxLength={40} onChange={set('title')} />
        </Field>
        <Field label={t.scope}>
          <select value={f.scope} onChange={set('scope')}>
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {t[`scope.${s}`]}
              </option>
            ))}
          </select>
        </Field>
        {f.scope === 'category' && (
          <Field label={t.categoryCode} error={form.bad('categoryCode', t.categoryCodeBad)}>
            <input value={f.categoryCode} inputMode="numeric" onChange={set('categoryCode')} />
          </Field>
        )}
        {f.scope === 'store' && (
          <Field label={t.storeNo} error={form.bad('storeNo', t.storeNoBad)}>
            <input value={f.storeNo} onChange={set('storeNo')} />
          </Field>
        )}
      </div>
      {f.scope === 'sku' && (
        <Field label={t.skuNos} error={form.bad('skuNos', t.skuNosBad)} hint={t.skuNosHint}>
          <textarea value={f.skuNos} rows={3} onChange={set('skuNos')} />
        </Field>
      )}
      <h3>{t.tiers}</h3>
      {form.bad('tiers', t.tiersBad) && <p className="con-error">{t.tiersBad}</p>}
      {f.tiers.map((x, k) => (
        // Tiers have no identity but their rank: the position is the tier.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={k} className="con-row" aria-label={`${t.tiers} ${k + 1}`}>
          <Field label={t.threshold} error={form.bad(`tiers.${k}.thresholdCents`, t.amountBad)}>
            <input
              value={x.threshold}
              inputMode="decimal"
              onChange={(e) => setTier(k, 'threshold', e.target.value)}
            />
          </Field>
          <Field label={t.reduction} error={form.bad(`tiers.${k}.reductionCents`, t.amountBad)}>
            <input
              value={x.reduction}
              inputMode="decimal"
              onChange={(e) => setTier(k, 'reduction', e.target.value)}
            />
          </Field>
          {f.tiers.length > 1 && (
            <button
              type="button"
              className="con-btn"
              onClick={() => setF({ ...f, tiers: f.tiers.filter((_, i) => i !== k) })}
            >
              {t.removeTier}
            </button>
          )}
        </fieldset>
      ))}
      {f.tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="con-btn"
          onClick={() => setF({ ...f, tiers: [...f.tiers, emptyTier()] })}
        >
          {t.addTier}
        </button>
      )}
      <div className="con-row">
        <Field label={t.startAt} error={form.bad('startAt', t.startAtBad)}>
          <input type="datetime-local" value={f.startAt} onChange={set('startAt')} />
        </Field>
        <Field label={t.endAt} error={form.bad('endAt', t.endAtBad)}>
          <input type="datetime-local" value={f.endAt} onChange={set('endAt')} />
        </Field>
        <Field label={t.seq} error={form.bad('seq', t.seqBad)}>
          <input value={f.seq} inputMode="numeric" onChange={set('seq')} />
        </Field>
        <Field label={t.top}>
          <input type="checkbox" checked={f.top} onChange={(e) => setF({ ...f, top: e.target.checked })} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
