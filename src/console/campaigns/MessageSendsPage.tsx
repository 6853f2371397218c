import { useState } from 'react';
import { type MessageAudience, operatorMessageRequestSchema } from '../../../schemas/api/message';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { fieldProblems } from '../schemaProblems';
import { ConsoleTable, LoadFailed, Loading, useConsoleLoad } from '../states';
import { messageSendsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { messageBody } from './messageSendForm';
import { messageSendMessages } from './messageSendMessages';

const readSends = () => messageSendsApi.list().then((r) => r.list);
const AUDIENCES: readonly MessageAudience[] = ['customers', 'all'];

/**
 * Marketing reads the system messages sent (newest first: to whom, how many reached, by whom, when) and
 * sends one to named customers or to all (asked to confirm: it cannot be recalled). Shoppers find it under
 * 消息 → 系统. A send is one-shot: there is nothing to edit or end afterwards.
 */
export function MessageSendsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(messageSendMessages);
  const c = useMessages(campaignMessages);
  const { data: sends, error, load } = useConsoleLoad(readSends);
  if (error && !sends) return <LoadFailed error={error} onRetry={load} />;
  if (!sends) return <Loading />;
  return (
    <>
      <section className="con-card">
        <h2>{t.heading}</h2>
        {!canWrite && <p className="con-muted">{c.readOnly}</p>}
        <ConsoleTable
          columns={[t.title, t.content, t.audience, t.reached, t.sentBy, t.sentAt]}
          rows={sends}
          empty={t.empty}
          row={(s) => (
            <tr key={s.id}>
              <td>{s.title}</td>
              <td>{s.content}</td>
              <td>{t[`audience.${s.audience}`]}</td>
              <td>{t.reachedCount(s.sent, s.named, s.unknown)}</td>
              <td>{s.sentBy}</td>
              <td>{formatDateTime(s.sentAt)}</td>
              <td />
            </tr>
          )}
        />
      </section>
      {canWrite && <MessageForm onSent={load} />}
    </>
  );
}

function MessageForm({ onSent }: { onSent: () => void }) {
  const t = useMessages(messageSendMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState({
    audience: 'customers' as MessageAudience,
    customerNos: '',
    title: '',
    content: '',
    bulletin: false,
  });
  const body = messageBody(f);
  const problems = fieldProblems(operatorMessageRequestSchema, body);
  const form = useConsoleForm(c.failed, problems);
  // A malformed number is a problem of the list's item ('customerNos.3'), said at the list.
  const badNumbers = [...problems].some((p) => p === 'customerNos' || p.startsWith('customerNos.'));
  const set = (key: 'customerNos' | 'title' | 'content') => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });

  const run = async () => {
    if (f.audience === 'all' && !window.confirm(t.confirmAll)) return null;
    const done = await messageSendsApi.send(body);
    onSent();
    setF({ ...f, customerNos: '', title: '', content: '' });
    return t.sent(done.sent, done.unknown.length);
  };

  return (
    <ConsoleForm heading={t.sendHeading} form={form} run={run} submitLabel={t.send}>
      <Field label={t.audience}>
        <select
          value={f.audience}
          onChange={(e) => setF({ ...f, audience: e.target.value as MessageAudience })}
        >
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t[`audience.${a}`]}
            </option>
          ))}
        </select>
      </Field>
      {f.audience === 'customers' && (
        <Field
          label={t.customerNos}
          error={form.problem(badNumbers && t.customerNosBad)}
          hint={t.customerNosHint}
        >
          <textarea value={f.customerNos} rows={3} onChange={set('customerNos')} />
        </Field>
      )}
      <Field label={t.title} error={form.bad('title', t.titleBad)}>
        <input value={f.title} maxLength={40} onChange={set('title')} />
      </Field>
      <Field label={t.content} error={form.bad('content', t.contentBad)}>
        <textarea value={f.content} rows={4} maxLength={500} onChange={set('content')} />
      </Field>
      <Field label={t.bulletin}>
        <input
          type="checkbox"
          checked={f.bulletin}
          onChange={(e) => setF({ ...f, bulletin: e.target.checked })}
        />
      </Field>
    </ConsoleForm>
  );
}
