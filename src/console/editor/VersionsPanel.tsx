import { useEffect, useState } from 'react';
import type { AuditEntryAnswer } from '../../../schemas/api/operator-console';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi, type VersionRow } from '../api';
import { fromBeijingInput, realServerNow, toBeijingInput } from '../clock';
import { PendingApproval } from '../pendingApproval';
import { type DiffSide, DiffView } from './DiffView';
import { diffLayouts, type LayoutDiff } from './diff';
import { liveSide } from './liveSide';
import { editorMessages } from './messages';

interface Props {
  pageKey: string;
  /** Bumped after every write, so the lists are read again. */
  revision: number;
  /** The page revision the editor works on: the base of every write made here (ADR 0044). */
  baseRevision: number;
  /** A write went through: its message, the page's new revision, and whether the editor should reload. */
  onWritten: (message: string, revision: number, reload: boolean) => void;
  /** A write failed (a stale revision among others): the editor says why. */
  onFailed: (e: unknown) => void;
  /** Put a version's layout in the editor, as an edit of the working copy. */
  onOpen: (version: number, layout: Record<string, unknown>) => void;
}

type Published = VersionRow & { version: number };

/**
 * Every version with rollback (after a diff against the live one), the scheduled ones with open, move and
 * cancel, a diff of any two, and the audit log.
 */
export function VersionsPanel({ pageKey, revision, baseRevision, onWritten, onFailed, onOpen }: Props) {
  const t = useMessages(editorMessages);
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [audit, setAudit] = useState<AuditEntryAnswer[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ version: number; from: DiffSide; to: DiffSide } | null>(
    null,
  );

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

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      onFailed(e);
    } finally {
      setBusy(false);
    }
  };

  const askRollback = (version: number) =>
    act(async () => {
      const [from, target] = await Promise.all([
        liveSide(pageKey, { live: t.liveLabel, none: t.nothingLive }),
        operatorApi.layout(pageKey, version),
      ]);
      setConfirming({ version, from, to: { label: t.versionLabel(version), layout: target.layout } });
    });
  const rollback = (version: number) =>
    act(async () => {
      setConfirming(null);
      const answer = await operatorApi.rollback(pageKey, version, baseRevision);
      onWritten(t.rolledBackTo(answer.version, version), answer.revision, true);
    });
  const open = (version: number) =>
    act(async () => {
      const { layout } = await operatorApi.layout(pageKey, version);
      onOpen(version, layout);
    });

  const published = versions.filter((v): v is Published => v.version !== null && v.status === 'published');
  const actionText = (e: AuditEntryAnswer) => {
    const v = e.version ?? 0;
    switch (e.action) {
      case 'draft':
        return t.actionDraft;
      case 'create':
        return t.actionCreate;
      case 'publish':
        return t.actionPublish(v);
      case 'rollback':
        return t.actionRollback(v);
      case 'reschedule':
        return t.actionReschedule(v);
      case 'cancel':
        return t.actionCancel(v);
    }
  };

  return (
    <>
      <section className="con-card">
        <h2>{t.versions}</h2>
        {error && <p className="con-error">{t.failed(error)}</p>}
        <table className="con-table">
          <tbody>
            {versions.map((v) => (
              <tr
                key={v.version ?? 'draft'}
                data-testid={v.version === null ? 'version-draft' : `version-${v.version}`}
              >
                <td>{v.version === null ? t.draftLabel : t.versionLabel(v.version)}</td>
                <td>
                  {v.scheduled && v.publishAt !== null ? (
                    <strong>{t.scheduledMark(formatDateTime(v.publishAt))}</strong>
                  ) : v.publishAt !== null ? (
                    formatDateTime(v.publishAt)
                  ) : (
                    formatDateTime(v.updatedAt)
                  )}
                  {v.live && <strong> {t.liveMark}</strong>}
                  {v.status === 'cancelled' && <span className="con-muted"> {t.cancelledMark}</span>}
                  {v.rolledBackFrom !== null && (
                    <span className="con-muted"> {t.rolledBack(v.rolledBackFrom)}</span>
                  )}
                </td>
                <td>
                  {v.version !== null && v.scheduled && (
                    <Scheduled
                      version={v.version}
                      publishAt={v.publishAt ?? realServerNow()}
                      busy={busy}
                      onOpen={() => void open(v.version as number)}
                      onMove={(at) =>
                        void act(async () => {
                          const a = await operatorApi
                            .reschedule(pageKey, v.version as number, at, baseRevision)
                            .catch((e: unknown) => {
                              // Under maker-checker the move became a change request; the page is unchanged.
                              if (e instanceof PendingApproval) return e;
                              throw e;
                            });
                          if (a instanceof PendingApproval)
                            onWritten(t.sentForApproval(a.changeRequestId), baseRevision, false);
                          else onWritten(t.moved(a.version, formatDateTime(a.publishAt)), a.revision, false);
                        })
                      }
                      onCancel={() =>
                        void act(async () => {
                          const version = v.version as number;
                          const a = await operatorApi.cancelSchedule(pageKey, version, baseRevision);
                          const text = a.restoredAsDraft
                            ? t.cancelledToDraft(version)
                            : t.cancelledSchedule(version);
                          onWritten(text, a.revision, a.restoredAsDraft);
                        })
                      }
                    />
                  )}
                  {v.version !== null && v.status === 'cancelled' && (
                    <button
                      type="button"
                      className="con-btn"
                      disabled={busy}
                      onClick={() => void open(v.version as number)}
                    >
                      {t.openVersion(v.version)}
                    </button>
                  )}
                  {v.version !== null && v.status === 'published' && !v.live && !v.scheduled && (
                    <button
                      type="button"
                      className="con-btn"
                      disabled={busy}
                      onClick={() => void askRollback(v.version as number)}
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
      {confirming && (
        <DiffView
          title={t.confirmRollbackTitle(confirming.version)}
          from={confirming.from}
          to={confirming.to}
          diff={diffLayouts(confirming.from.layout, confirming.to.layout)}
          onClose={() => setConfirming(null)}
          confirm={{ label: t.confirmRollback, onConfirm: () => void rollback(confirming.version) }}
        />
      )}
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

/** A version waiting to go live: open it in the editor, move its time, or cancel it. */
function Scheduled({
  version,
  publishAt,
  busy,
  onOpen,
  onMove,
  onCancel,
}: {
  version: number;
  publishAt: number;
  busy: boolean;
  onOpen: () => void;
  onMove: (at: number) => void;
  onCancel: () => void;
}) {
  const t = useMessages(editorMessages);
  const [at, setAt] = useState(toBeijingInput(publishAt));
  const ms = fromBeijingInput(at);
  return (
    <div className="con-row">
      <button type="button" className="con-btn" disabled={busy} onClick={onOpen}>
        {t.openVersion(version)}
      </button>
      <label className="con-field">
        <span>{t.moveTime(version)}</span>
        <input
          type="datetime-local"
          value={at}
          min={toBeijingInput(realServerNow())}
          onChange={(e) => setAt(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="con-btn"
        disabled={busy || Number.isNaN(ms) || ms === publishAt}
        onClick={() => onMove(ms)}
      >
        {t.moveSchedule(version)}
      </button>
      <button type="button" className="con-btn" disabled={busy} onClick={onCancel}>
        {t.cancelSchedule(version)}
      </button>
    </div>
  );
}

function Compare({ pageKey, versions }: { pageKey: string; versions: number[] }) {
  const t = useMessages(editorMessages);
  const [from, setFrom] = useState(versions[1] ?? 1);
  const [to, setTo] = useState(versions[0] ?? 1);
  const [shown, setShown] = useState<{
    title: string;
    from: DiffSide;
    to: DiffSide;
    diff: LayoutDiff;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      const [a, b] = await Promise.all([operatorApi.layout(pageKey, from), operatorApi.layout(pageKey, to)]);
      setShown({
        title: t.diffTitle(from, to),
        from: { label: t.versionLabel(from), layout: a.layout },
        to: { label: t.versionLabel(to), layout: b.layout },
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
