import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { BLOCK_TYPES, type BlockType } from '../../../schemas/booth/block-types';
import { validateLayoutStrict } from '../../../schemas/booth/validate';
import { ApiError } from '../../api/errors';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi } from '../api';
import { fromBeijingInput, realServerNow, toBeijingInput } from '../clock';
import { LoadFailed, Loading } from '../states';
import { BlockList } from './BlockList';
import { BLOCK_TEMPLATES } from './blockTemplates';
import { blocksOf, type RawBlock } from './diff';
import { change, type History, redo, startHistory, undo } from './history';
import type { JsonSchema } from './jsonSchema';
import { blockTypeMessages, editorMessages } from './messages';
import { PhonePreview } from './PhonePreview';
import { PropertiesPanel } from './PropertiesPanel';
import { VersionsPanel } from './VersionsPanel';

type RawLayout = Record<string, unknown>;

/** Issues of the whole layout by path (the server's own check, run here on every change). */
export function layoutIssues(layout: unknown): Map<string, string> {
  const result = validateLayoutStrict(layout);
  const map = new Map<string, string>();
  if (!result.ok) for (const i of result.issues) if (!map.has(i.path)) map.set(i.path, i.message);
  return map;
}

/** Issues a server refusal carries (400 with result.issues), in the same shape. */
function serverIssues(e: unknown): Map<string, string> | null {
  if (!(e instanceof ApiError)) return null;
  const issues = (e.result as { issues?: { path: string; message: string }[] } | null)?.issues;
  return issues ? new Map(issues.map((i) => [i.path, i.message])) : null;
}

const newBlockId = (type: BlockType, taken: ReadonlySet<string>): string => {
  for (let n = 1; ; n += 1) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
};

/**
 * Unsaved edits per page for this tab: switching the language redraws the console, and going back to
 * the page list and in again should not lose them either. Cleared by a save, publish or rollback.
 */
const unsaved = new Map<string, History<RawLayout>>();

/** One page's editor: palette, block list, properties, live preview, publishing and history. */
export function Editor({ pageKey }: { pageKey: string }) {
  const [schema, setSchema] = useState<JsonSchema | null>(null);
  const [history, setHistory] = useState<History<RawLayout> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  const load = useCallback(() => {
    setError(null);
    Promise.all([operatorApi.schema(), operatorApi.layout(pageKey)]).then(
      ([s, l]) => {
        setSchema(s as JsonSchema);
        setHistory(unsaved.get(pageKey) ?? startHistory(l.layout));
      },
      (e: Error) => setError(e.message),
    );
  }, [pageKey]);
  useEffect(load, [load]);
  // A layout effect, so an edit is kept before anything else runs: a plain effect may run after the next
  // paint, and a reload answering in between (publish reloads the page) replaced the edit (found on
  // Preact, ADR 0021; React gives the same guarantee only to layout effects).
  useLayoutEffect(() => {
    if (history && history.past.length > 0) unsaved.set(pageKey, history);
    else if (history) unsaved.delete(pageKey);
  }, [history, pageKey]);

  if (error) return <LoadFailed error={error} onRetry={load} />;
  if (!schema || !history) return <Loading />;
  return (
    <Workspace
      pageKey={pageKey}
      schema={schema}
      history={history}
      setHistory={setHistory}
      revision={revision}
      afterWrite={(reload) => {
        unsaved.delete(pageKey);
        setRevision((r) => r + 1);
        if (reload) load();
      }}
    />
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIODS = [1, 7, 30] as const;

/** Per-block exposures and clicks for a chosen period, with the chooser and a refresh button. */
function useBlockFigures(pageKey: string, revision: number) {
  const t = useMessages(editorMessages);
  const [days, setDays] = useState<number>(7);
  const [asked, setAsked] = useState(0);
  const [byBlock, setByBlock] = useState<Map<string, { exposures: number; clicks: number }>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked and revision ask for a fresh read.
  useEffect(() => {
    operatorApi.analytics(pageKey, Math.max(0, realServerNow() - days * DAY_MS)).then(
      (a) => setByBlock(new Map(a.blocks.map((b) => [b.blockId, b]))),
      () => setByBlock(new Map()),
    );
  }, [pageKey, days, asked, revision]);
  const bar = (
    <div className="con-row">
      <label className="con-field">
        <span>{t.figuresPeriod}</span>
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PERIODS.map((d) => (
            <option key={d} value={d}>
              {t.days(d)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="con-btn" onClick={() => setAsked((n) => n + 1)}>
        {t.figuresRefresh}
      </button>
    </div>
  );
  return { byBlock, bar };
}

function Workspace({
  pageKey,
  schema,
  history,
  setHistory,
  revision,
  afterWrite,
}: {
  pageKey: string;
  schema: JsonSchema;
  history: History<RawLayout>;
  setHistory: (update: (h: History<RawLayout> | null) => History<RawLayout> | null) => void;
  revision: number;
  afterWrite: (reload: boolean) => void;
}) {
  const t = useMessages(editorMessages);
  const names = useMessages(blockTypeMessages);
  const layout = history.present;
  const blocks = blocksOf(layout);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [asOf, setAsOf] = useState<number | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [refused, setRefused] = useState<Map<string, string> | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);

  // The full check runs a moment after the preview: typing shows in the phone first (issue 18's 100 ms).
  const checkedLayout = useDeferredValue(layout);
  const local = useMemo(() => layoutIssues(checkedLayout), [checkedLayout]);
  const issues = refused && refused.size > 0 ? new Map([...refused, ...local]) : local;
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
    setHistory((h) => (h ? change(h, next) : h));
  };
  const setBlocks = (next: RawBlock[]) => edit({ ...layout, blocks: next });

  const add = (type: BlockType) => {
    const id = newBlockId(type, new Set(blocks.map((b) => b.id)));
    setBlocks([...blocks, { id, type, props: structuredClone(BLOCK_TEMPLATES[type]) }]);
    setSelectedId(id);
  };

  const run = async (work: () => Promise<string>, reload = false) => {
    setBusy(true);
    setStatus(null);
    try {
      const text = await work();
      setStatus({ ok: true, text });
      afterWrite(reload);
    } catch (e) {
      setRefused(serverIssues(e));
      setStatus({ ok: false, text: t.failed(e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await operatorApi.saveDraft(pageKey, layout);
      return t.saved;
    });
  const publish = (at: number | undefined) =>
    run(async () => {
      await operatorApi.saveDraft(pageKey, layout);
      const answer = (await operatorApi.publish(pageKey, at)) as { version: number; publishAt: number };
      return at === undefined
        ? t.published(answer.version)
        : t.scheduledPublish(answer.version, formatDateTime(answer.publishAt));
    }, true);

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
      setHistory((h) => (h ? step(h) : h));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setHistory]);

  const figures = useBlockFigures(pageKey, revision);
  const selectedIndex = blocks.findIndex((b) => b.id === selectedId);
  const publishAtMs = fromBeijingInput(publishAt);
  const blocked = local.size > 0 || busy;

  return (
    <div className="con-editor">
      <aside className="con-card con-palette" aria-label={t.palette}>
        <h2>{t.palette}</h2>
        {BLOCK_TYPES.map((type) => (
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
            onClick={() => setHistory((h) => (h ? undo(h) : h))}
          >
            {t.undo}
          </button>
          <button
            type="button"
            className="con-btn"
            disabled={history.future.length === 0}
            title={t.redoKeys}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            onClick={() => setHistory((h) => (h ? redo(h) : h))}
          >
            {t.redo}
          </button>
        </div>
      </aside>
      <div>
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
        <PhonePreview layout={layout} asOf={asOf} />
      </section>
      <div>
        <section className="con-card">
          {local.size > 0 ? (
            <p className="con-error" role="status">
              {t.issues(local.size)}
            </p>
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
              onClick={() => void publish(undefined)}
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
              onClick={() => void publish(publishAtMs)}
            >
              {t.publishAt}
            </button>
          </div>
          {status && (
            <p className={status.ok ? 'con-ok' : 'con-error'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </p>
          )}
        </section>
        <VersionsPanel
          pageKey={pageKey}
          revision={revision}
          onRolledBack={(text) => {
            setStatus({ ok: true, text });
            afterWrite(true);
          }}
        />
      </div>
    </div>
  );
}
