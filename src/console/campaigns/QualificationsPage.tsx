import { useCallback, useState } from 'react';
import {
  type OperatorQualification,
  qualificationCreateRequestSchema,
} from '../../../schemas/api/qualification';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { MALL_BASENAME } from '../../session/publicPages';
import { realServerNow, toBeijingInput } from '../clock';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { fieldProblems } from '../schemaProblems';
import { LoadFailed, Loading, RowButton, useConsoleLoad } from '../states';
import { qualificationsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { DrawDetail } from './DrawDetail';
import { CampaignList } from './ListFilter';
import { lotteryMessages } from './lotteryMessages';
import { type QualificationForm, qualificationBody } from './qualificationForm';
import { qualificationMessages } from './qualificationMessages';

const readActivities = () => qualificationsApi.list().then((r) => r.list);
const PHASES = ['upcoming', 'open', 'closed', 'drawing', 'drawn'] as const;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Marketing lists qualification draws (the right to buy a launch phone at its launch price: filter by word
 * and phase), opens one to see its entries and seed commitment, runs a due draw (offered only when the
 * server's `actions` say so), checks the draw as anyone can (the server's verifier and the shoppers' public
 * winner list, which recomputes it on their device), and creates one — its quota of the SKU is held from stock at once.
 */
export function QualificationsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(qualificationMessages);
  const l = useMessages(lotteryMessages);
  const { data: activities, error, load } = useConsoleLoad(readActivities);
  const [openNo, setOpenNo] = useState<string | null>(null);
  if (error && !activities) return <LoadFailed error={error} onRetry={load} />;
  if (!activities) return <Loading />;
  const opened = activities.find((a) => a.activityNo === openNo);
  return (
    <>
      <CampaignList
        heading={t.heading}
        canWrite={canWrite}
        rows={activities}
        wordsOf={(a) => `${a.activityNo} ${a.title} ${a.product.skuNo} ${a.product.name}`}
        phases={PHASES.map((p) => ({ value: p, label: l[`phase.${p}`] }))}
        columns={[l.activityNo, l.title, t.product, t.prices, t.counts, l.window, l.drawAt]}
        empty={t.empty}
        row={(a) => (
          <tr key={a.activityNo}>
            <td>{a.activityNo}</td>
            <td>{a.title}</td>
            <td>
              {a.product.name} <span className="con-muted">{a.product.skuNo}</span>
            </td>
            <td>
              {t.pricePair(formatYuan(a.product.launchPriceCents), formatYuan(a.product.salePriceCents))}
            </td>
            <td>{t.countTriple(a.quota, a.entrants, a.winners)}</td>
            <td>{l.span(formatDateTime(a.joinStartAt), formatDateTime(a.joinEndAt))}</td>
            <td>{formatDateTime(a.drawAt)}</td>
            <td>{l[`phase.${a.phase}`]}</td>
            <td>
              <RowButton label={l.open} row={a.activityNo} onClick={() => setOpenNo(a.activityNo)} />
            </td>
          </tr>
        )}
      />
      {opened && (
        <QualificationDetail
          key={opened.activityNo}
          activity={opened}
          canWrite={canWrite}
          onChanged={load}
          onClose={() => setOpenNo(null)}
        />
      )}
      {canWrite && <CreateQualification onCreated={load} />}
    </>
  );
}

function QualificationDetail({
  activity: a,
  canWrite,
  onChanged,
  onClose,
}: {
  activity: OperatorQualification;
  canWrite: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const t = useMessages(qualificationMessages);
  const l = useMessages(lotteryMessages);
  const no = a.activityNo;
  const read = useCallback(() => qualificationsApi.entries(no).then((r) => r.list), [no]);
  return (
    <DrawDetail
      activity={a}
      // Offered only when the server's actions say the draw is due and not yet run.
      canDraw={canWrite && a.actions.includes('draw')}
      draw={async () => (await qualificationsApi.draw(no)).drewNow}
      shopperHref={`${MALL_BASENAME}/qualify/winner-list/${encodeURIComponent(no)}`}
      entries={{
        read,
        columns: [l.customerNo, l.joinCode, l.joinedAt, t.won],
        row: (e, yesNo) => (
          <tr key={e.code}>
            <td>{e.customerNo}</td>
            <td>{e.code}</td>
            <td>{formatDateTime(e.joinedAt)}</td>
            <td>{a.phase === 'drawn' ? yesNo(e.won) : l.none}</td>
            <td />
          </tr>
        ),
      }}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}

const emptyQualification = (): QualificationForm => {
  const now = realServerNow();
  return {
    activityNo: '',
    title: '',
    rules: '',
    imageUrl: '',
    skuNo: '',
    launchPrice: '',
    quota: '1',
    invitedOnly: false,
    invites: '',
    joinStartAt: toBeijingInput(now),
    joinEndAt: toBeijingInput(now + DAY),
    drawAt: toBeijingInput(now + DAY),
    claimDeadline: toBeijingInput(now + 3 * DAY),
  };
};

function CreateQualification({ onCreated }: { onCreated: () => void }) {
  const t = useMessages(qualificationMessages);
  const l = useMessages(lotteryMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState(emptyQualification);
  const body = qualificationBody(f);
  const problems = fieldProblems(qualificationCreateRequestSchema, body);
  const form = useConsoleForm(c.failed, problems);
  const set = (key: keyof QualificationForm) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  const badInvites = [...problems].some((p) => p === 'invites' || p.startsWith('invites.'));

  const run = async () => {
    const made = await qualificationsApi.create(body);
    onCreated();
    setF(emptyQualification());
    return t.created(made.activityNo);
  };

  return (
    <ConsoleForm heading={l.createHeading} form={form} run={run} submitLabel={l.create}>
      <div className="con-row">
        <Field label={l.activityNo} error={form.bad('activityNo', l.activityNoBad)}>
          <input value={f.activityNo} onChange={set('activityNo')} />
        </Field>
        <Field label={l.title} error={form.bad('title', l.titleBad)}>
          <input value={f.title} maxLength={60} onChange={set('title')} />
        </Field>
        <Field label={t.skuNo} error={form.bad('skuNo', t.skuNoBad)}>
          <input value={f.skuNo} onChange={set('skuNo')} />
        </Field>
        <Field label={t.launchPrice} error={form.bad('launchPriceCents', t.launchPriceBad)}>
          <input value={f.launchPrice} inputMode="decimal" onChange={set('launchPrice')} />
        </Field>
        <Field label={t.quota} error={form.bad('quota', t.quotaBad)}>
          <input value={f.quota} inputMode="numeric" onChange={set('quota')} />
        </Field>
      </div>
      <Field label={l.rules} error={form.bad('rules', l.rulesBad)}>
        <textarea value={f.rules} rows={3} maxLength={2000} onChange={set('rules')} />
      </Field>
      <Field label={t.imageUrl}>
        <input value={f.imageUrl} onChange={set('imageUrl')} />
      </Field>
      <Field label={l.invitedOnly}>
        <input
          type="checkbox"
          checked={f.invitedOnly}
          onChange={(e) => setF({ ...f, invitedOnly: e.target.checked })}
        />
      </Field>
      {f.invitedOnly && (
        <Field label={l.invitees} error={form.problem(badInvites && l.inviteesBad)} hint={l.inviteesHint}>
          <textarea value={f.invites} rows={3} onChange={set('invites')} />
        </Field>
      )}
      <div className="con-row">
        <Field label={l.joinStartAt} error={form.bad('joinStartAt', l.timeBad)}>
          <input type="datetime-local" value={f.joinStartAt} onChange={set('joinStartAt')} />
        </Field>
        <Field label={l.joinEndAt} error={form.bad('joinEndAt', l.timeBad)}>
          <input type="datetime-local" value={f.joinEndAt} onChange={set('joinEndAt')} />
        </Field>
        <Field label={l.drawAtInput} error={form.bad('drawAt', l.timeBad)}>
          <input type="datetime-local" value={f.drawAt} onChange={set('drawAt')} />
        </Field>
        <Field label={l.claimDeadline} error={form.bad('claimDeadline', l.timeBad)}>
          <input type="datetime-local" value={f.claimDeadline} onChange={set('claimDeadline')} />
        </Field>
      </div>
      {form.bad('', l.windowsBad) && <p className="con-error">{l.windowsBad}</p>}
    </ConsoleForm>
  );
}
