import { type FormEvent, useState } from 'react';
import type { OperatorNotice } from '../../../schemas/api/notice-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { fromBeijingInput, realServerNow, toBeijingInput } from '../clock';
import {
  ConsoleTable,
  failureText,
  LoadFailed,
  Loading,
  type SaveResult,
  SaveResultLine,
  useConsoleLoad,
} from '../states';
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
                <button
                  type="button"
                  className="con-btn"
                  aria-label={`${t.edit} ${n.noticeNo}`}
                  onClick={() => setEditing(n)}
                >
                  {t.edit}
                </button>{' '}
                <button
                  type="button"
                  className="con-btn"
                  aria-label={`${n.status === 1 ? t.withdraw : t.restore} ${n.noticeNo}`}
                  onClick={() => void toggle(n)}
                >
                  {n.status === 1 ? t.withdraw : t.restore}
                </button>
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
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  const problems = {
    noticeNo: !NOTICE_NO.test(f.noticeNo),
    title: f.title.trim() === '',
    content: f.content.trim() === '',
    startAt: Number.isNaN(fromBeijingInput(f.startAt)),
  };
  const bad = Object.values(problems).some(Boolean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setResult(null);
    if (bad) return;
    setBusy(true);
    try {
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
      setResult({ ok: true, text: t.saved });
      onDone();
    } catch (err) {
      setResult({ ok: false, text: t.failed(failureText(err)) });
    } finally {
      setBusy(false);
    }
  };

  const hint = (key: keyof typeof problems) =>
    tried && problems[key] ? (
      <small className="con-error">{key === 'noticeNo' ? t.bizIdBad : t.required}</small>
    ) : null;

  return (
    <form className="con-card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{editing ? t.editHeading(editing.noticeNo) : t.createNoticeHeading}</h2>
      <div className="con-row">
        <label className="con-field">
          <span>{t.noticeNo}</span>
          <input value={f.noticeNo} readOnly={editing !== null} onChange={set('noticeNo')} />
          {hint('noticeNo')}
        </label>
        <label className="con-field">
          <span>{t.kind}</span>
          <select value={f.kind} onChange={set('kind')}>
            <option value="bulletin">{t.kindBulletin}</option>
            <option value="page">{t.kindPage}</option>
          </select>
        </label>
        <label className="con-field">
          <span>{t.title}</span>
          <input value={f.title} maxLength={60} onChange={set('title')} />
          {hint('title')}
        </label>
      </div>
      <label className="con-field">
        <span>{t.content}</span>
        <textarea
          value={f.content}
          rows={8}
          maxLength={f.kind === 'page' ? 20000 : 2000}
          onChange={set('content')}
        />
        <small className="con-muted">{t.contentHint}</small>
        {hint('content')}
      </label>
      <div className="con-row">
        <label className="con-field">
          <span>{t.linkUrl}</span>
          <input value={f.linkUrl} onChange={set('linkUrl')} />
        </label>
        <label className="con-field">
          <span>{t.sort}</span>
          <input value={f.sort} inputMode="numeric" onChange={set('sort')} />
        </label>
        <label className="con-field">
          <span>{t.startAt}</span>
          <input type="datetime-local" value={f.startAt} onChange={set('startAt')} />
          {hint('startAt')}
        </label>
        <label className="con-field">
          <span>{t.endAt}</span>
          <input type="datetime-local" value={f.endAt} onChange={set('endAt')} />
        </label>
      </div>
      <button type="submit" className="con-btn con-btn-primary" disabled={busy}>
        {busy ? t.saving : editing ? t.edit : t.create}
      </button>{' '}
      {editing && (
        <button type="button" className="con-btn" onClick={onCancel}>
          {t.cancelEdit}
        </button>
      )}
      <SaveResultLine result={result} />
    </form>
  );
}
