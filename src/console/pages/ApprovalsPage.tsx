import { useCallback, useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { approvalsApi, type ChangeRequest } from '../api';
import { DiffView } from '../editor/DiffView';
import { diffLayouts } from '../editor/diff';
import {
  ConsoleTable,
  failureText,
  LoadFailed,
  Loading,
  type SaveResult,
  SaveResultLine,
  useConsoleLoad,
} from '../states';
import { approvalKindMessages, approvalKindOf } from './approvalKindMessages';
import { approvalsMessages } from './approvalsMessages';
import { FieldDiff } from './FieldDiff';

/** A booth page's publish or schedule is compared with the page diff; every other change field by field. */
const isPageChange = (r: ChangeRequest) => r.endpoint.includes('/api/booth/operator/pages/');

/**
 * Maker-checker (ADR 0048): the change requests waiting for a second operator, what each
 * would change, and approve or reject with a comment. The server refuses an operator's own request.
 */
export function ApprovalsPage({ me }: { me: string }) {
  const t = useMessages(approvalsMessages);
  const kinds = useMessages(approvalKindMessages);
  const [pendingOnly, setPendingOnly] = useState(true);
  // Stable per filter: a new filter reads again (useConsoleLoad reads whenever its reader changes).
  const read = useCallback(() => approvalsApi.list(pendingOnly ? 'pending' : undefined), [pendingOnly]);
  const { data: requests, error, load } = useConsoleLoad(read);
  const [comment, setComment] = useState('');
  const [result, setResult] = useState<SaveResult | null>(null);
  const [shown, setShown] = useState<ChangeRequest | null>(null);

  const decide = async (r: ChangeRequest, approve: boolean) => {
    setResult(null);
    if (!approve && comment.trim() === '') {
      setResult({ ok: false, text: t.commentRequired });
      return;
    }
    try {
      if (approve) await approvalsApi.approve(r.id, comment.trim() || undefined);
      else await approvalsApi.reject(r.id, comment.trim());
      setResult({ ok: true, text: approve ? t.approved(r.id) : t.rejected(r.id) });
      setComment('');
      setShown(null);
    } catch (e) {
      setResult({ ok: false, text: t.failed(failureText(e)) });
    }
    load();
  };

  const withdraw = async (r: ChangeRequest) => {
    setResult(null);
    try {
      await approvalsApi.withdraw(r.id);
      setResult({ ok: true, text: t.withdrawn(r.id) });
    } catch (e) {
      setResult({ ok: false, text: t.failed(failureText(e)) });
    }
    load();
  };

  if (error && !requests) return <LoadFailed error={error} onRetry={load} />;
  if (!requests) return <Loading />;
  return (
    <section className="con-card">
      <h2>{t.heading}</h2>
      <p className="con-muted">{t.hint}</p>
      <div className="con-row">
        <label>
          <input type="checkbox" checked={pendingOnly} onChange={(e) => setPendingOnly(e.target.checked)} />
          {t.showPending}
        </label>
        <label>
          {t.comment}
          <input value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
        </label>
      </div>
      <SaveResultLine result={result} />
      <ConsoleTable
        columns={[t.id, t.what, t.entity, t.maker, t.createdAt, t.state]}
        rows={requests}
        empty={t.empty}
        row={(r) => (
          <tr key={r.id} data-testid={`change-request-${r.id}`}>
            <td>{r.id}</td>
            <td title={r.endpoint}>{approvalKindOf(kinds, r.endpoint)}</td>
            <td>{r.entity}</td>
            <td>{r.maker}</td>
            <td>
              {formatDateTime(r.createdAt)}
              {r.state === 'pending' && (
                <span className="con-muted"> {t.expiresAt(formatDateTime(r.expiresAt))}</span>
              )}
            </td>
            <td>
              {t.stateName(r.state)}
              {r.decidedBy && <span className="con-muted"> {t.decidedBy(r.decidedBy)}</span>}
              {r.decisionComment && <q className="con-muted">{r.decisionComment}</q>}
              {r.comments.map((m) => (
                <q key={`${m.author}-${m.at}`} className="con-muted">
                  {t.remark(m.author, m.body)}
                </q>
              ))}
            </td>
            <td>
              <button type="button" className="con-btn" onClick={() => setShown(r)}>
                {t.view}
              </button>
              {r.state === 'pending' && r.maker === me && (
                <button
                  type="button"
                  className="con-btn"
                  aria-label={`${t.withdraw} ${r.id}`}
                  onClick={() => void withdraw(r)}
                >
                  {t.withdraw}
                </button>
              )}
              {r.state === 'pending' && r.maker !== me && (
                <>
                  <button
                    type="button"
                    className="con-btn con-btn-primary"
                    aria-label={`${t.approve} ${r.id}`}
                    onClick={() => void decide(r, true)}
                  >
                    {t.approve}
                  </button>
                  <button
                    type="button"
                    className="con-btn"
                    aria-label={`${t.reject} ${r.id}`}
                    onClick={() => void decide(r, false)}
                  >
                    {t.reject}
                  </button>
                </>
              )}
            </td>
          </tr>
        )}
      />
      {shown && isPageChange(shown) && (
        <DiffView
          title={t.diffTitle(shown.id)}
          from={{ label: t.liveNow, layout: shown.before ?? { blocks: [] } }}
          to={{ label: t.requested, layout: shown.after ?? { blocks: [] } }}
          diff={diffLayouts(shown.before ?? { blocks: [] }, shown.after ?? { blocks: [] })}
          onClose={() => setShown(null)}
          {...(shown.state === 'pending'
            ? { confirm: { label: t.approve, onConfirm: () => void decide(shown, true) } }
            : {})}
        />
      )}
      {shown && !isPageChange(shown) && (
        <FieldDiff
          title={t.diffTitle(shown.id)}
          endpoint={shown.endpoint}
          before={shown.before}
          after={shown.after}
          onClose={() => setShown(null)}
        />
      )}
    </section>
  );
}
