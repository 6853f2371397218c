import { useCallback, useState } from 'react';
import type * as z from 'zod';
import {
  operatorActivityInputSchema,
  type operatorActivitySchema,
} from '../../../schemas/api/lottery-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { MALL_BASENAME } from '../../session/publicPages';
import { realServerNow, toBeijingInput } from '../clock';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { fieldProblems } from '../schemaProblems';
import { LoadFailed, Loading, RowButton, useConsoleLoad } from '../states';
import { lotteriesApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { DrawDetail } from './DrawDetail';
import { CampaignList } from './ListFilter';
import { type LotteryForm, lotteryBody, type PrizeForm } from './lotteryForm';
import { lotteryMessages } from './lotteryMessages';

type Activity = z.infer<typeof operatorActivitySchema>;
const readActivities = () => lotteriesApi.list().then((r) => r.list);
const PHASES = ['upcoming', 'open', 'closed', 'drawing', 'drawn'] as const;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Marketing lists code lotteries (filter by word and phase), opens one to see its seed commitment and
 * entries, runs its draw now and checks the draw as anyone can (the server's verifier, and a link to the
 * shoppers' winner list that recomputes it on their device); creates a lottery with its windows and prizes.
 */
export function LotteriesPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(lotteryMessages);
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
        wordsOf={(a) => `${a.activityNo} ${a.title}`}
        phases={PHASES.map((p) => ({ value: p, label: t[`phase.${p}`] }))}
        columns={[t.activityNo, t.title, t.window, t.drawAt, t.entrants]}
        empty={t.empty}
        row={(a) => (
          <tr key={a.activityNo}>
            <td>{a.activityNo}</td>
            <td>{a.title}</td>
            <td>{t.span(formatDateTime(a.joinStartAt), formatDateTime(a.joinEndAt))}</td>
            <td>{formatDateTime(a.drawAt)}</td>
            <td>{t.counts(a.entrantCount, a.codeCount)}</td>
            <td>{t[`phase.${a.phase}`]}</td>
            <td>
              <RowButton label={t.open} row={a.activityNo} onClick={() => setOpenNo(a.activityNo)} />
            </td>
          </tr>
        )}
      />
      {opened && (
        <LotteryDetail
          key={opened.activityNo}
          activity={opened}
          canWrite={canWrite}
          onChanged={load}
          onClose={() => setOpenNo(null)}
        />
      )}
      {canWrite && <CreateLottery onCreated={load} />}
    </>
  );
}

function LotteryDetail({
  activity: a,
  canWrite,
  onChanged,
  onClose,
}: {
  activity: Activity;
  canWrite: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const t = useMessages(lotteryMessages);
  const no = a.activityNo;
  const read = useCallback(() => lotteriesApi.entries(no).then((r) => r.list), [no]);
  return (
    <DrawDetail
      activity={a}
      canDraw={canWrite && a.phase !== 'upcoming' && a.phase !== 'drawn'}
      draw={async () => (await lotteriesApi.draw(no)).drawn}
      shopperHref={`${MALL_BASENAME}/lottery/winnerList/${encodeURIComponent(no)}`}
      entries={{
        read,
        columns: [t.customerNo, t.nickName, t.joinCode, t.codeCount, t.joinedAt, t.prize, t.claimState],
        row: (e) => (
          <tr key={e.joinCode}>
            <td>{e.customerNo}</td>
            <td>{e.nickName}</td>
            <td>{e.joinCode}</td>
            <td>{e.codeCount}</td>
            <td>{formatDateTime(e.joinedAt)}</td>
            <td>{a.prizes.find((p) => p.prizeNo === e.prizeNo)?.name ?? e.prizeNo ?? t.none}</td>
            <td>{e.claimState ?? t.none}</td>
            <td />
          </tr>
        ),
      }}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}

const emptyPrize = (): PrizeForm => ({ name: '', skuNo: '', price: '', total: '1' });
const emptyLottery = (): LotteryForm => {
  const now = realServerNow();
  return {
    activityNo: '',
    title: '',
    rules: '',
    invitedOnly: false,
    invitees: '',
    assistCap: '0',
    joinStartAt: toBeijingInput(now),
    joinEndAt: toBeijingInput(now + 7 * DAY),
    drawAt: toBeijingInput(now + 7 * DAY),
    claimDeadline: toBeijingInput(now + 14 * DAY),
    prizes: [emptyPrize()],
  };
};

const PRIZE_FIELDS = [
  ['name', 'prizeName', 'prizeNameBad', 'name'],
  ['skuNo', 'prizeSku', 'prizeSkuBad', 'skuNo'],
  ['price', 'prizePrice', 'prizePriceBad', 'priceCents'],
  ['total', 'prizeTotal', 'prizeTotalBad', 'total'],
] as const;
const TIME_FIELDS = [
  ['joinStartAt', 'joinStartAt'],
  ['joinEndAt', 'joinEndAt'],
  ['drawAt', 'drawAtInput'],
  ['claimDeadline', 'claimDeadline'],
] as const;

function CreateLottery({ onCreated }: { onCreated: () => void }) {
  const t = useMessages(lotteryMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState(emptyLottery);
  const body = lotteryBody(f);
  const form = useConsoleForm(c.failed, fieldProblems(operatorActivityInputSchema, body));
  const set = (key: keyof LotteryForm) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  const setPrize = (k: number, key: keyof PrizeForm, value: string) =>
    setF({ ...f, prizes: f.prizes.map((p, i) => (i === k ? { ...p, [key]: value } : p)) });

  const run = async () => {
    const made = await lotteriesApi.create(body);
    setF(emptyLottery());
    onCreated();
    return t.created(made.activityNo);
  };

  return (
    <ConsoleForm heading={t.createHeading} form={form} run={run} submitLabel={t.create}>
      <div className="con-row">
        <Field label={t.activityNo} error={form.bad('activityNo', t.activityNoBad)}>
          <input value={f.activityNo} onChange={set('activityNo')} />
        </Field>
        <Field label={t.title} error={form.bad('title', t.titleBad)}>
          <input value={f.title} maxLength={60} onChange={set('title')} />
        </Field>
        <Field label={t.assistCap} error={form.bad('assistCap', t.assistCapBad)}>
          <input value={f.assistCap} inputMode="numeric" onChange={set('assistCap')} />
        </Field>
      </div>
      <Field label={t.rules} error={form.bad('rules', t.rulesBad)}>
        <textarea value={f.rules} rows={4} maxLength={2000} onChange={set('rules')} />
      </Field>
      <div className="con-row">
        {TIME_FIELDS.map(([key, label]) => (
          <Field key={key} label={t[label]} error={form.bad(key, t.timeBad)}>
            <input type="datetime-local" value={f[key]} onChange={set(key)} />
          </Field>
        ))}
      </div>
      {form.bad('', t.windowsBad) && <p className="con-error">{t.windowsBad}</p>}
      <div className="con-row">
        <Field label={t.invitedOnly}>
          <input
            type="checkbox"
            checked={f.invitedOnly}
            onChange={(e) => setF({ ...f, invitedOnly: e.target.checked })}
          />
        </Field>
        {f.invitedOnly && (
          <Field label={t.invitees} error={form.bad('invitees', t.inviteesBad)} hint={t.inviteesHint}>
            <textarea value={f.invitees} rows={3} onChange={set('invitees')} />
          </Field>
        )}
      </div>
      <h3>{t.prizesHeading}</h3>
      {form.bad('prizes', t.prizesBad) && <p className="con-error">{t.prizesBad}</p>}
      {f.prizes.map((p, k) => (
        // Rows have no identity of their own until created; the position is the prize's rank.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={k} className="con-row" aria-label={`${t.prizesHeading} ${k + 1}`}>
          {PRIZE_FIELDS.map(([key, label, bad, path]) => (
            <Field key={key} label={t[label]} error={form.bad(`prizes.${k}.${path}`, t[bad])}>
              <input
                value={p[key]}
                inputMode={key === 'price' ? 'decimal' : key === 'total' ? 'numeric' : undefined}
                onChange={(e) => setPrize(k, key, e.target.value)}
              />
            </Field>
          ))}
          {f.prizes.length > 1 && (
            <button
              type="button"
              className="con-btn"
              onClick={() => setF({ ...f, prizes: f.prizes.filter((_, i) => i !== k) })}
            >
              {t.removePrize}
            </button>
          )}
        </fieldset>
      ))}
      {f.prizes.length < 10 && (
        <button
          type="button"
          className="con-btn"
          onClick={() => setF({ ...f, prizes: [...f.prizes, emptyPrize()] })}
        >
          {t.addPrize}
        </button>
      )}
    </ConsoleForm>
  );
}
