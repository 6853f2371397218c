import { useState } from 'react';
import type { OperatorNotice } from '../../../schemas/api/notice-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { fromBeijingInput, realServerNow, toBeijingInput } from '../clock';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { ConsoleTable, failureText, LoadFailed, Loading, RowButton, useConsoleLoad } from '../states';
import { contentMessages } from './contentMessages';
import { GovInvestmentCard } from './GovInvestmentCard';

const NOTICE_NO = /^[A-Za-z0-9_-]{1,32}$/;

/** What the operator saves: the whole notice (the API replaces it by its number). */
const bodyOf = (n: OperatorNotice) => ({
  noticeNo: n.noticeNo,
  title: n.title,
  content: n.content,
  linkUrl: n.linkUrl,
  sort: n.sort,
  startAt: n.startAt,
  endAt: n.endAt,
  status: n.status,
  kind: n.kind,
});

const readNotices = () => contentApi.notices().then((r) => r.list);

/**
 * Operators list, create, edit and withdraw the /bulletin notices and the information pages
 * (/recruitment-announcement, /comment-rule, /agreement: notices of kind 'page', ADR 0019).
 */
export function NoticesPage() {
  const t = useMessages(contentMessages);
  const { data: notices, error, setError, load } = useConsoleLoad(readNotices);
  const [editing, setEditing] = useState<OperatorNotice | null>(null);

  const toggle = async (n: OperatorNotice) => {
    try {
      await contentApi.saveNotice({ ...bodyOf(n), status: n.status === 1 ? 0 : 1 });
      load();
    } catch (e) {
      setError(failureText(e));
    }
  };

  if (error && !notices) return <LoadFailed error={error} onRetry={load} />;
  if (!notices) return <Loading />;
  return (
    <>
      <section className="con-card">
        <h2>{t.noticesHeading}</h2>
        {error && <p className="con-error">{t.failed(error)}</p>}
        <ConsoleTable
          columns={[t.noticeNo, t.kind, t.title, t.startAt, t.status, t.revision]}
          rows={notices}
          empty={t.noticesEmpty}
          row={(n) => (
            <tr key={n.noticeNo}>
              <td>{n.noticeNo}</td>
              <td>{n.kind === 'page' ? t.kindPage : t.kindBulletin}</td>
              <td>{n.title}</td>
              <td>
                {t.window(formatDateTime(n.startAt), n.endAt === null ? t.open : formatDateTime(n.endAt))}
              </td>
              <td data-testid={`notice-state-${n.noticeNo}`}>
                {
                  {
                    withdrawn: t.withdrawn,
                    scheduled: t.scheduledState,
                    live: t.shown,
                    ended: t.endedState,
                  }[n.state]
                }
              </td>
              <td>v{n.revision}</td>
              <td>
                <RowButton label={t.edit} row={n.noticeNo} onClick={() => setEditing(n)} />{' '}
                <RowButton
                  label={n.status === 1 ? t.withdraw : t.restore}
                  row={n.noticeNo}
                  onClick={() => void toggle(n)}
                />
              </td>
            </tr>
          )}
        />
      </section>
      <NoticeForm
        key={editing?.noticeNo ?? 'new'}
        editing={editing}
        onDone={() => {
          setEditing(null);
          load();
        }}
        onCancel={() => setEditing(null)}
      />
      <GovInvestmentCard />
    </>
  );
}

function NoticeForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: OperatorNotice | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(contentMessages);
  const [f, setF] = useState(() => ({
    noticeNo: editing?.noticeNo ?? '',
    kind: editing?.kind ?? 'bulletin',
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    linkUrl: editing?.linkUrl ?? '',
    sort: String(editing?.sort ?? 0),
    startAt: toBeijingInput(editing?.startAt ?? realServerNow()),
    endAt: editing?.endAt == null ? '' : toBeijingInput(editing.endAt),
  }));
  const form = useConsoleForm(t.failed);
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  const problems = {
    noticeNo: !NOTICE_NO.test(f.noticeNo) && t.bizIdBad,
    title: f.title.trim() === '' && t.required,
    content: f.content.trim() === '' && t.required,
    startAt: Number.isNaN(fromBeijingInput(f.startAt)) && t.required,
  };

  const run = async () => {
    await contentApi.saveNotice({
      noticeNo: f.noticeNo,
      kind: f.kind,
      title: f.title.trim(),
      content: f.content,
      linkUrl: f.linkUrl.trim() || null,
      sort: Number(f.sort) || 0,
      startAt: fromBeijingInput(f.startAt),
      endAt: f.endAt ? fromBeijingInput(f.endAt) : null,
      status: editing?.status ?? 1,
    });
    onDone();
    return t.saved;
  };

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.noticeNo) : t.createNoticeHeading}
      form={form}
      valid={!Object.values(problems).some(Boolean)}
      run={run}
      submitLabel={editing ? t.edit : t.create}
      cancel={editing && { label: t.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.noticeNo} error={form.problem(problems.noticeNo)}>
          <input value={f.noticeNo} readOnly={editing !== null} onChange={set('noticeNo')} />
        </Field>
        <Field label={t.kind}>
          <select value={f.kind} onChange={set('kind')}>
            <option value="bulletin">{t.kindBulletin}</option>
            <option value="page">{t.kindPage}</option>
          </select>
        </Field>
        <Field label={t.title} error={form.problem(problems.title)}>
          <input value={f.title} maxLength={60} onChange={set('title')} />
        </Field>
      </div>
      <Field label={t.content} error={form.problem(problems.content)} hint={t.contentHint}>
        <textarea
          value={f.content}
          rows={8}
          maxLength={f.kind === 'page' ? 20000 : 2000}
          onChange={set('content')}
        />
      </Field>
      <div className="con-row">
        <Field label={t.linkUrl}>
          <input value={f.linkUrl} onChange={set('linkUrl')} />
        </Field>
        <Field label={t.sort}>
          <input value={f.sort} inputMode="numeric" onChange={set('sort')} />
        </Field>
        <Field label={t.startAt} error={form.problem(problems.startAt)}>
          <input type="datetime-local" value={f.startAt} onChange={set('startAt')} />
        </Field>
        <Field label={t.endAt}>
          <input type="datetime-local" value={f.endAt} onChange={set('endAt')} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
