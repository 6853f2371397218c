import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { BlockType } from '../../../schemas/booth/block-types';
import { blockTypesFor, isSlotCode } from '../../../schemas/booth/slots';
import { ApiError } from '../../api/errors';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi, type Stale, staleOf } from '../api';
import { fromBeijingInput, realServerNow, toBeijingInput } from '../clock';
import { PendingApproval } from '../pendingApproval';
import { LoadFailed, Loading } from '../states';
import { BlockList } from './BlockList';
import { BLOCK_TEMPLATES } from './blockTemplates';
import { type DiffSide, DiffView } from './DiffView';
import { blocksOf, diffLayouts, type RawBlock, same } from './diff';
import { ExperimentsPanel } from './ExperimentsPanel';
import { useBlockFigures } from './figures';
import { change, type History, redo, startHistory, undo } from './history';
import { inOperatorWords } from './issueWords';
import type { JsonSchema } from './jsonSchema';
import { layoutIssues } from './layoutIssues';
import { liveSide } from './liveSide';
import { blockTypeMessages, editorMessages } from './messages';
import { PhonePreview } from './PhonePreview';
import { PropertiesPanel } from './PropertiesPanel';
import { VersionsPanel } from './VersionsPanel';

type RawLayout = Record<string, unknown>;

/** Issues a server refusal carries (400 with result.issues), in the same shape. */
function serverIssues(e: unknown): Map<string, string> | null {
  if (!(e instanceof ApiError)) return null;
  const issues = (e.result as { issues?: { path: string; message: string }[] } | null)?.issues;
  return issues ? new Map(issues.map((i) => [i.path, i.message])) : null;
}

/** The page's placement code as its layout says, for the palette (null for pages addressed by id). */
const pageCodeOf = (layout: RawLayout): number | null =>
  typeof layout.pageCode === 'number' ? layout.pageCode : null;

const newBlockId = (type: BlockType, taken: ReadonlySet<string>): string => {
  for (let n = 1; ; n += 1) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
};

/** What the editor holds of a page between renders: the edits, and the page revision they are based on. */
interface Kept {
  history: History<RawLayout>;
  /** The page revision the edits are based on (ADR 0044): a write from an older one is refused. */
  base: number;
  /** The layout as last read or saved, to tell unsaved edits. */
  saved: RawLayout;
}

/**
 * Unsaved edits per page for this tab: switching the language redraws the console, and going back to
 * the page list and in again should not lose them either. Cleared by a save, publish or rollback.
 */
const unsaved = new Map<string, Kept>();
/** An operator's own edit set aside when another operator's change won (a refused stale write), per page. */
const copies = new Map<string, RawLayout>();

/** One page's editor: palette, block list, properties, live preview, publishing and history. */
export function Editor({ pageKey }: { pageKey: string }) {
  const [schema, setSchema] = useState<JsonSchema | null>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [copy, setCopy] = useState<RawLayout | null>(() => copies.get(pageKey) ?? null);

  const load = useCallback(() => {
    setError(null);
    Promise.all([operatorApi.schema(), operatorApi.layout(pageKey)]).then(
      ([s, l]) => {
        setSchema(s as JsonSchema);
        setKept(
          unsaved.get(pageKey) ?? { history: startHistory(l.layout), base: l.revision, saved: l.layout },
        );
      },
      (e: Error) => setError(e.message),
    );
  }, [pageKey]);
  useEffect(load, [load]);
  const dirty = kept !== null && !same(kept.history.present, kept.saved);
  // A layout effect, so an edit is kept before anything else runs: a plain effect may run after the next
  // paint, and a reload answering in between (publish reloads the page) replaced the edit (found on
  // Preact, ADR 0021; React gives the same guarantee only to layout effects).
  useLayoutEffect(() => {
    if (kept && dirty) unsaved.set(pageKey, kept);
    else if (kept) unsaved.delete(pageKey);
  }, [kept, dirty, pageKey]);
  // Leaving or reloading the tab with unsaved edits asks first (the browser words the question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const keepCopy = (layout: RawLayout | null) => {
    if (layout) copies.set(pageKey, layout);
    else copies.delete(pageKey);
    setCopy(layout);
  };

  if (error) return <LoadFailed error={error} onRetry={load} />;
  if (!schema || !kept) return <Loading />;
  return (
    <Workspace
      pageKey={pageKey}
      schema={schema}
      kept={kept}
      dirty={dirty}
      setHistory={(update) => setKept((k) => (k ? { ...k, history: update(k.history) } : k))}
      revision={revision}
      copy={copy}
      onDiscardCopy={() => keepCopy(null)}
      onReloadKeeping={(mine) => {
        // The operator's edit goes aside as a copy; the editor reads the page as it now stands.
        keepCopy(mine);
        unsaved.delete(pageKey);
        setKept(null);
        setRevision((r) => r + 1);
        load();
      }}
      afterWrite={({ base, saved, reload }) => {
        unsaved.delete(pageKey);
        setKept((k) => (k ? { ...k, base, saved: saved ?? k.saved } : k));
        setRevision((r) => r + 1);
        if (reload) load();
      }}
    />
  );
}

/** The most problems listed by name under the count; the properties form shows each beside its field. */
const ISSUES_LISTED = 8;

interface Written {
  /** The page's revision after the write. */
  base: number;
  /** The layout the write stored as the draft, when it did. */
  saved?: RawLayout;
  reload: boolean;
}

function Workspace({
  pageKey,
  schema,
  kept,
  dirty,
  setHistory,
  revision,
  copy,
  onDiscardCopy,
  onReloadKeeping,
  afterWrite,
}: {
  pageKey: string;
  schema: JsonSchema;
  kept: Kept;
  dirty: boolean;
  setHistory: (update: (h: History<RawLayout>) => History<RawLayout>) => void;
  revision: number;
  copy: RawLayout | null;
  onDiscardCopy: () => void;
  onReloadKeeping: (mine: RawLayout) => void;
  afterWrite: (w: Written) => void;
}) {
  const t = useMessages(editorMessages);
  const names = useMessages(blockTypeMessages);
  const { history, base } = kept;
  const layout = history.present;
  const blocks = blocksOf(layout);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [asOf, setAsOf] = useState<number | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [refused, setRefused] = useState<Map<string, string> | null>(null);
  const [stale, setStale] = useState<{ facts: Stale; mine: RawLayout } | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{
    title: string;
    from: DiffSide;
    to: DiffSide;
    confirm?: { label: string; onConfirm: () => void };
  } | null>(null);

  // The full check runs a moment after the preview: typing shows in the phone first (within 100 ms).
  const checkedLayout = useDeferredValue(layout);
  const local = useMemo(() => inOperatorWords(checkedLayout, layoutIssues(checkedLayout)), [checkedLayout]);
  const issues =
    refused && refused.size > 0 ? new Map([...inOperatorWords(layout, refused), ...local]) : local;
  const badIds = useMemo(() => {
    const out = new Set<string>();
    for (const path of local.keys()) {
      const index = /^blocks\[(\d+)\]/.exec(path)?.[1];
      const id = index !== undefined ? blocks[Number(index)]?.id : undefined;
      if (id) out.add(id);
    }
    return out;
  }, [local, blocks]);

  const edit = (next: RawLayout) => {
    setRefused(null);
    setStatus(null);
    setHistory((h) => change(h, next));
  };
  const setBlocks = (next: RawBlock[]) => edit({ ...layout, blocks: next });
  const selectedIndex = blocks.findIndex((b) => b.id === selectedId);

  // A new block goes right after the selected one (at the end when none is), and becomes the selection.
  const add = (type: BlockType) => {
    const id = newBlockId(type, new Set(blocks.map((b) => b.id)));
    const at = selectedIndex >= 0 ? selectedIndex + 1 : blocks.length;
    const block = { id, type, props: structuredClone(BLOCK_TEMPLATES[type]) };
    setBlocks([...blocks.slice(0, at), block, ...blocks.slice(at)]);
    setSelectedId(id);
  };

  const failed = (e: unknown) => {
    const facts = staleOf(e);
    if (facts) {
      setStale({ facts, mine: layout });
      setStatus(null);
      return;
    }
    setRefused(serverIssues(e));
    setStatus({ ok: false, text: t.failed(e instanceof Error ? e.message : String(e)) });
  };
  /** A slot's saved draft on its own shopper screen, in a new window, through a preview token. */
  const previewInPage = async () => {
    // Opened before the call answers: a window opened after an await is a popup the browser blocks.
    const opened = window.open('', '_blank');
    try {
      const link = await operatorApi.previewLink(pageKey);
      if (opened) {
        opened.opener = null;
        opened.location.href = link.url;
      }
      setStatus({ ok: true, text: t.previewInPageOpened(formatDateTime(link.expiresAt)) });
    } catch (e) {
      opened?.close();
      failed(e);
    }
  };
  const run = async (work: () => Promise<{ text: string } & Omit<Written, 'reload'>>, reload = false) => {
    setBusy(true);
    setStatus(null);
    setStale(null);
    try {
      const { text, ...written } = await work();
      setStatus({ ok: true, text });
      afterWrite({ ...written, reload });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const answer = await operatorApi.saveDraft(pageKey, layout, base);
      const left = answer.issues.length;
      return { text: left > 0 ? t.savedWithIssues(left) : t.saved, base: answer.revision, saved: layout };
    });
  const publish = (at: number | undefined) =>
    run(async () => {
      setDialog(null);
      const saved = await operatorApi.saveDraft(pageKey, layout, base);
      const answer = await operatorApi.publish(pageKey, saved.revision, at).catch((e: unknown) => {
        // Under maker-checker the publish became a change request: nothing changed yet but the draft.
        if (e instanceof PendingApproval) return e;
        throw e;
      });
      if (answer instanceof PendingApproval)
        return { text: t.sentForApproval(answer.changeRequestId), base: saved.revision };
      const text =
        at === undefined
          ? t.published(answer.version)
          : t.scheduledPublish(answer.version, formatDateTime(answer.publishAt));
      return { text, base: answer.revision };
    }, true);
  // Publishing shows first what shoppers will get instead of the live version, side by side.
  const askPublish = async (at: number | undefined) => {
    setBusy(true);
    try {
      const from = await liveSide(pageKey, { live: t.liveLabel, none: t.nothingLive });
      setDialog({
        title: at === undefined ? t.confirmPublishTitle : t.confirmScheduleTitle(formatDateTime(at)),
        from,
        to: { label: t.toPublishLabel, layout },
        confirm: { label: t.confirmPublish, onConfirm: () => void publish(at) },
      });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, wherever focus is in the editor (the history
  // holds every field edit too, so a text field's own undo would only fight it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || document.querySelector('[aria-modal="true"]')) return;
      const key = e.key.toLowerCase();
      const step = key === 'z' ? (e.shiftKey ? redo : undo) : key === 'y' && !e.shiftKey ? redo : null;
      if (!step) return;
      e.preventDefault();
      setRefused(null);
      setStatus(null);
      setHistory((h) => step(h));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setHistory]);

  const currentIds = useMemo(() => new Set(blocks.map((b) => b.id)), [blocks]);
  const figures = useBlockFigures(pageKey, revision, currentIds);
  const publishAtMs = fromBeijingInput(publishAt);
  const blocked = local.size > 0 || busy;
  const staleText = stale
    ? stale.facts.changedBy !== null && stale.facts.changedAt !== null
      ? t.stale(stale.facts.changedBy, formatDateTime(stale.facts.changedAt))
      : t.staleUnknown
    : null;

  return (
    <>
      <div className="con-editor">
        <aside className="con-card con-palette" aria-label={t.palette}>
          <h2>{t.palette}</h2>
          {blockTypesFor(pageCodeOf(layout)).map((type) => (
            <button key={type} type="button" className="con-btn" onClick={() => add(type)}>
              {t.add(names[type])}
            </button>
          ))}
          <div className="con-row" style={{ marginTop: 8 }}>
            <button
              type="button"
              className="con-btn"
              disabled={history.past.length === 0}
              title={t.undoKeys}
              aria-keyshortcuts="Control+Z Meta+Z"
              onClick={() => setHistory((h) => undo(h))}
            >
              {t.undo}
            </button>
            <button
              type="button"
              className="con-btn"
              disabled={history.future.length === 0}
              title={t.redoKeys}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
              onClick={() => setHistory((h) => redo(h))}
            >
              {t.redo}
            </button>
          </div>
        </aside>
        <div className="con-props-column">
          <BlockList
            blocks={blocks}
            selectedId={selectedId}
            badIds={badIds}
            onSelect={setSelectedId}
            onReorder={setBlocks}
            onRemove={(id) => {
              setBlocks(blocks.filter((b) => b.id !== id));
              if (id === selectedId) setSelectedId(null);
            }}
            figures={figures.byBlock}
            figuresBar={figures.bar}
          />
          <PropertiesPanel
            layoutSchema={schema}
            block={selectedIndex >= 0 ? (blocks[selectedIndex] ?? null) : null}
            index={selectedIndex}
            issues={issues}
            onChange={(b) => setBlocks(blocks.map((x, i) => (i === selectedIndex ? b : x)))}
          />
        </div>
        <section className="con-card" aria-label={t.preview}>
          <h2>{t.preview}</h2>
          <div className="con-row">
            <label className="con-field">
              <span>{t.asOf}</span>
              <input
                type="datetime-local"
                value={asOf === null ? '' : toBeijingInput(asOf)}
                onChange={(e) => {
                  const ms = fromBeijingInput(e.target.value);
                  setAsOf(Number.isNaN(ms) ? null : ms);
                }}
              />
            </label>
            <button type="button" className="con-btn" onClick={() => setAsOf(null)}>
              {t.asOfNow}
            </button>
          </div>
          {isSlotCode(pageCodeOf(layout)) && (
            <div className="con-row">
              <button
                type="button"
                className="con-btn"
                disabled={dirty || busy}
                onClick={() => void previewInPage()}
              >
                {t.previewInPage}
              </button>
              {dirty && <span className="con-muted">{t.previewInPageSaveFirst}</span>}
            </div>
          )}
          <PhonePreview layout={layout} asOf={asOf} onPick={setSelectedId} />
        </section>
        <div>
          <section className="con-card">
            <p className={dirty ? 'con-error' : 'con-muted'} data-testid="save-state">
              {dirty ? t.unsavedMark : t.allSaved}
            </p>
            {local.size > 0 ? (
              <>
                <p className="con-error" role="status">
                  {t.issues(local.size)}
                </p>
                <ul className="con-error" data-testid="layout-issues">
                  {[...local].slice(0, ISSUES_LISTED).map(([path, message]) => (
                    <li key={path}>{t.issueLine(path, message)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="con-ok" role="status">
                {t.valid}
              </p>
            )}
            <div className="con-row">
              <button type="button" className="con-btn" disabled={busy} onClick={() => void save()}>
                {t.save}
              </button>
              <button
                type="button"
                className="con-btn con-btn-primary"
                disabled={blocked}
                onClick={() => void askPublish(undefined)}
              >
                {t.publishNow}
              </button>
            </div>
            <div className="con-row">
              <label className="con-field">
                <span>{t.publishTime}</span>
                <input
                  type="datetime-local"
                  value={publishAt}
                  min={toBeijingInput(realServerNow())}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
              </label>
              <button
                type="button"
                className="con-btn"
                disabled={blocked || Number.isNaN(publishAtMs)}
                onClick={() => void askPublish(publishAtMs)}
              >
                {t.publishAt}
              </button>
            </div>
            {status && (
              <p className={status.ok ? 'con-ok' : 'con-error'} role={status.ok ? 'status' : 'alert'}>
                {status.text}
              </p>
            )}
            {stale && staleText && (
              <div role="alert" data-testid="stale-edit">
                <p className="con-error">{staleText}</p>
                <button
                  type="button"
                  className="con-btn con-btn-primary"
                  onClick={() => onReloadKeeping(stale.mine)}
                >
                  {t.reloadKeep}
                </button>
              </div>
            )}
          </section>
          {copy && (
            <section className="con-card" aria-label={t.myCopy} data-testid="my-copy">
              <h2>{t.myCopy}</h2>
              <p className="con-muted">{t.myCopyHint}</p>
              <div className="con-row">
                <button
                  type="button"
                  className="con-btn"
                  onClick={() =>
                    setDialog({
                      title: t.copyTitle,
                      from: { label: t.currentLabel, layout },
                      to: { label: t.copyLabel, layout: copy },
                    })
                  }
                >
                  {t.copyCompare}
                </button>
                <button
                  type="button"
                  className="con-btn"
                  onClick={() => {
                    edit(copy);
                    onDiscardCopy();
                  }}
                >
                  {t.copyApply}
                </button>
                <button type="button" className="con-btn" onClick={onDiscardCopy}>
                  {t.copyDiscard}
                </button>
              </div>
            </section>
          )}
          <VersionsPanel
            pageKey={pageKey}
            revision={revision}
            baseRevision={base}
            onWritten={(text, next, reload) => {
              setStatus({ ok: true, text });
              setStale(null);
              // A reload would replace edits in progress: those stay, on the new revision.
              afterWrite({ base: next, reload: reload && !dirty });
            }}
            onFailed={failed}
            onOpen={(version, opened) => {
              edit(opened);
              setStatus({ ok: true, text: t.openedVersion(version) });
            }}
          />
          <ExperimentsPanel
            pageKey={pageKey}
            layoutSchema={schema}
            revision={revision}
            onWritten={(text, next) => {
              setStatus({ ok: true, text });
              setStale(null);
              // Promoting a variant published a version: the editor moves to the page's new revision.
              if (next !== null) afterWrite({ base: next, reload: !dirty });
            }}
            onFailed={failed}
          />
        </div>
        {dialog && (
          <DiffView
            title={dialog.title}
            from={dialog.from}
            to={dialog.to}
            diff={diffLayouts(dialog.from.layout, dialog.to.layout)}
            onClose={() => setDialog(null)}
            {...(dialog.confirm ? { confirm: dialog.confirm } : {})}
          />
        )}
      </div>
      {figures.panel}
    </>
  );
}
