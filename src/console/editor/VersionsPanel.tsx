import { useEffect, useState } from 'react';
import type { AuditEntryAnswer } from '../../../schemas/api/operator-console';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi, type VersionRow } from '../api';
import { DiffView } from './DiffView';
import { diffLayouts, type LayoutDiff } from './diff';
import { editorMessages } from './messages';

interface Props {
  pageKey: string;
  /** Bumped after every write, so the lists are read again. */
  revision: number;
  onRolledBack: (message: string) => void;
}

/** Published versions with one-click rollback, a diff of any two, and the audit log. */
export function VersionsPanel({ pageKey, revision, onRolledBack }: Props) {
  const t = useMessages(editorMessages);
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [audit, setAudit] = useState<AuditEntryAnswer[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks for a fresh read after a write.
  useEffect(() => {
    operatorApi.versions(pageKey).then(
      (a) => setVersions(a.versions),
      (e: Error) => setError(e.message),
    );
    operatorApi.audit(pageKey).then(
      (a) => setAudit(a.entries),
      () => setAudit([]),
    );
  }, [pageKey, revision]);

  const rollback = async (version: number) => {
    setBusy(true);
    setError(null);
    try {
      const answer = (await operatorApi.rollback(pageKey, version)) as { version: number };
      onRolledBack(t.rolledBackTo(answer.version, version));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const published = versions.filter((v): v is VersionRow & { version: number } => v.version !== null);
  const actionText = (e: AuditEntryAnswer) =>
    e.action === 'draft'
      ? t.actionDraft
      : e.action === 'create'
        ? t.actionCreate
        : e.action === 'publish'
          ? t.actionPublish(e.version ?? 0)
          : t.actionRollback(e.version ?? 0);

  return (
    <>
      <section className="con-card">
        <h2>{t.versions}</h2>
        {error && <p className="con-error">{t.failed(error)}</p>}
        <table className="con-table">
          <tbody>
            {versions.map((v) => (
              <tr key={v.version ?? 'draft'}>
                <td>{v.version === null ? t.draftLabel : t.versionLabel(v.version)}</td>
                <td>
                  {v.publishAt !== null ? formatDateTime(v.publishAt) : formatDateTime(v.updatedAt)}
                  {v.live && <strong> {t.liveMark}</strong>}
                  {v.rolledBackFrom !== null && (
                    <span className="con-muted"> {t.rolledBack(v.rolledBackFrom)}</span>
                  )}
                </td>
                <td>
                  {v.version !== null && !v.live && (
                    <button
                      type="button"
                      className="con-btn"
                      disabled={busy}
                      onClick={() => void rollback(v.version as number)}
                    >
                      {t.rollback(v.version)}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {published.length >= 2 && <Compare pageKey={pageKey} versions={published.map((v) => v.version)} />}
      <section className="con-card">
        <h2>{t.audit}</h2>
        <ul className="con-muted" data-testid="audit-log">
          {audit.map((e) => (
            <li key={`${e.at}-${e.action}-${e.version ?? ''}`}>
              {t.auditLine(formatDateTime(e.at), e.actor, actionText(e))}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Compare({ pageKey, versions }: { pageKey: string; versions: number[] }) {
  const t = useMessages(editorMessages);
  const [from, setFrom] = useState(versions[1] ?? 1);
  const [to, setTo] = useState(versions[0] ?? 1);
  const [shown, setShown] = useState<{
    from: { version: number; layout: unknown };
    to: { version: number; layout: unknown };
    diff: LayoutDiff;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      const [a, b] = await Promise.all([operatorApi.layout(pageKey, from), operatorApi.layout(pageKey, to)]);
      setShown({
        from: { version: from, layout: a.layout },
        to: { version: to, layout: b.layout },
        diff: diffLayouts(a.layout, b.layout),
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const pick = (value: number, set: (v: number) => void, label: string) => (
    <label className="con-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => set(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v} value={v}>
            {t.versionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="con-card">
      <h2>{t.compare}</h2>
      <div className="con-row">
        {pick(from, setFrom, t.compareFrom)}
        {pick(to, setTo, t.compareTo)}
        <button type="button" className="con-btn" onClick={() => void run()}>
          {t.compareRun}
        </button>
      </div>
      {error && <p className="con-error">{t.failed(error)}</p>}
      {shown && <DiffView {...shown} onClose={() => setShown(null)} />}
    </section>
  );
}
