import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/booth/version';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi, type PageSummary } from '../api';
import { consoleMessages, pagesMessages } from '../messages';

/** Every booth page and slot with its live version, draft and schedule; and a form to create one. */
export function PagesList({ onOpen }: { onOpen: (pageKey: string) => void }) {
  const t = useMessages(pagesMessages);
  const shell = useMessages(consoleMessages);
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    operatorApi.pages().then(setPages, (e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);

  if (error)
    return (
      <div className="con-card">
        <p className="con-error">{shell.loadFailed(error)}</p>
        <button type="button" className="con-btn" onClick={load}>
          {shell.retry}
        </button>
      </div>
    );
  if (!pages) return <p>{shell.loading}</p>;
  return (
    <>
      <section className="con-card">
        <h2>{t.heading}</h2>
        {pages.length === 0 ? (
          <p className="con-muted">{t.empty}</p>
        ) : (
          <table className="con-table">
            <thead>
              <tr>
                <th>{t.pageKey}</th>
                <th>{t.pageId}</th>
                <th>{t.live}</th>
                <th>{t.draft}</th>
                <th>{t.schedule}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={p.pageKey}>
                  <td>{p.pageKey}</td>
                  <td>{p.pageId}</td>
                  <td>{p.liveVersion === null ? t.noLive : `v${p.liveVersion}`}</td>
                  <td>
                    {p.hasDraft && p.draftUpdatedAt !== null
                      ? t.hasDraft(formatDateTime(p.draftUpdatedAt))
                      : t.noDraft}
                  </td>
                  <td>
                    {p.scheduled
                      ? t.scheduled(p.scheduled.version, formatDateTime(p.scheduled.publishAt))
                      : t.none}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="con-btn"
                      aria-label={`${t.open} ${p.pageKey}`}
                      onClick={() => onOpen(p.pageKey)}
                    >
                      {t.open}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CreatePage onCreated={onOpen} />
    </>
  );
}

function CreatePage({ onCreated }: { onCreated: (pageKey: string) => void }) {
  const t = useMessages(pagesMessages);
  const [pageId, setPageId] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const key = `id-${pageId}`;
    const layout = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      pageId,
      pageCode: null,
      title,
      version: 1,
      blocks: [],
    };
    try {
      await operatorApi.saveDraft(key, layout);
      onCreated(key);
    } catch (err) {
      setError(t.createFailed(err instanceof Error ? err.message : String(err)));
    }
  };

  return (
    <form className="con-card" onSubmit={(e) => void submit(e)}>
      <h2>{t.createHeading}</h2>
      <div className="con-row">
        <label className="con-field">
          <span>{t.newPageId}</span>
          <input
            value={pageId}
            onChange={(e) => setPageId(e.target.value)}
            pattern="[A-Za-z0-9_-]{1,64}"
            required
          />
        </label>
        <label className="con-field">
          <span>{t.newTitle}</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={40} required />
        </label>
        <button type="submit" className="con-btn con-btn-primary">
          {t.create}
        </button>
      </div>
      {error && <p className="con-error">{error}</p>}
    </form>
  );
}
