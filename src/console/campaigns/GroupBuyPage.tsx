import {
  type GroupBuyAction,
  groupBuyPhaseSchema,
  type OperatorGroupBuy,
  operatorGroupBuyCreateSchema,
  operatorGroupBuyEditSchema,
} from '../../../schemas/api/group-buy-operator';
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
import { groupBuyApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { type GroupBuyForm, groupBuyBody, groupBuyFormOf } from './groupBuyForm';
import { groupBuyMessages } from './groupBuyMessages';
import { CampaignList } from './ListFilter';

const readActivities = () => groupBuyApi.list().then((r) => r.list);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Marketing lists group-buy (拼团) activities (filter by word and phase), creates one for a SKU with its
 * team price, size and wait, edits it, and pauses, resumes or ends it — each row offers only the moves its
 * phase allows, as the server says in `actions` (the one table in schemas/api/group-buy-operator.ts).
 */
export function GroupBuyPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(groupBuyMessages);
  const c = useMessages(campaignMessages);
  const { data: activities, error, setError, load } = useConsoleLoad(readActivities);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<OperatorGroupBuy>(load);

  const move = (no: string, action: Exclude<GroupBuyAction, 'edit'>) => {
    const word = t[`action.${action}`];
    return moveRow(
      { setDone, setError, reload: load },
      {
        ask: t.confirm(word, no),
        write: () => groupBuyApi.move(no, action).then(() => t.moved(word, no)),
        failed: c.failed,
      },
    );
  };

  if (error && !activities) return <LoadFailed error={error} onRetry={load} />;
  if (!activities) return <Loading />;
  return (
    <>
      {error && <p className="con-error">{error}</p>}
      <CampaignList
        heading={t.heading}
        canWrite={canWrite}
        rows={activities}
        wordsOf={(a) => `${a.activityNo} ${a.title} ${a.skuNo} ${a.productName}`}
        phases={groupBuyPhaseSchema.options.map((p) => ({ value: p, label: c[`phase.${p}`] }))}
        columns={[t.activityNo, t.title, t.product, t.price, t.team, t.teams, t.window]}
        empty={t.empty}
        row={(a) => (
          <tr key={a.activityNo}>
            <td>{a.activityNo}</td>
            <td>{a.title}</td>
            <td>
              {a.productName} <span className="con-muted">{a.skuNo}</span>
            </td>
            <td>{t.prices(formatYuan(a.teamPriceCents), formatYuan(a.salePriceCents))}</td>
            <td>{t.teamShape(a.teamSize, a.windowMinutes)}</td>
            <td>{t.teamCounts(a.openTeams, a.succeededTeams)}</td>
            <td>{t.span(formatDateTime(a.startAt), formatDateTime(a.endAt))}</td>
            <td>{c[`phase.${a.phase}`]}</td>
            <td>
              {canWrite &&
                a.actions.map((action) => (
                  <span key={action}>
                    <RowButton
                      label={t[`action.${action}`]}
                      row={a.activityNo}
                      onClick={() => (action === 'edit' ? setEditing(a) : void move(a.activityNo, action))}
                    />{' '}
                  </span>
                ))}
            </td>
          </tr>
        )}
      />
      <SaveResultLine result={done} />
      {canWrite && (
        <GroupBuyEditor
          key={editing?.activityNo ?? 'new'}
          editing={editing}
          onDone={saved}
          onCancel={cancel}
        />
      )}
    </>
  );
}

const emptyActivity = (): GroupBuyForm => {
  const now = realServerNow();
  return {
    activityNo: '',
    skuNo: '',
    title: '',
    teamPrice: '',
    teamSize: '2',
    windowMinutes: '1440',
    startAt: toBeijingInput(now),
    endAt: toBeijingInput(now + 7 * DAY),
    seq: '10',
  };
};

function GroupBuyEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing: OperatorGroupBuy | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(groupBuyMessages);
  const c = useMessages(campaignMessages);
  const { f, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? groupBuyFormOf(editing) : emptyActivity()),
    body: groupBuyBody,
    check: {
      create: operatorGroupBuyCreateSchema,
      edit: operatorGroupBuyEditSchema,
      key: (f) => ({ activityNo: f.activityNo.trim() }),
    },
    save: {
      create: async (body, f) =>
        t.created((await groupBuyApi.create({ activityNo: f.activityNo.trim(), ...body })).activityNo),
      edit: async (body, row) => t.saved((await groupBuyApi.edit(row.activityNo, body)).activityNo),
    },
    onDone,
    failed: c.failed,
  });

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
        <Field label={t.skuNo} error={form.bad('skuNo', t.skuNoBad)}>
          <input value={f.skuNo} onChange={set('skuNo')} />
        </Field>
      </div>
      <div className="con-row">
        <Field label={t.teamPrice} error={form.bad('teamPriceCents', t.teamPriceBad)} hint={t.teamPriceHint}>
          <input value={f.teamPrice} inputMode="decimal" onChange={set('teamPrice')} />
        </Field>
        <Field label={t.teamSize} error={form.bad('teamSize', t.teamSizeBad)}>
          <input value={f.teamSize} inputMode="numeric" onChange={set('teamSize')} />
        </Field>
        <Field label={t.windowMinutes} error={form.bad('windowMinutes', t.windowMinutesBad)}>
          <input value={f.windowMinutes} inputMode="numeric" onChange={set('windowMinutes')} />
        </Field>
      </div>
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
      </div>
    </ConsoleForm>
  );
}
