import { type FormEvent, useState } from 'react';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/booth/version';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi } from '../api';
import { pagesMessages } from '../messages';
import { ConsoleTable, failureText, LoadFailed, Loading, useConsoleLoad } from '../states';
import { newPageId, PAGE_NAME_MAX, pageNameProblem } from './newPage';
import { PageQr } from './PageQr';

/** Every booth page and slot with its live version, draft and schedule; and a form to create one. */
export function PagesList({ onOpen }: { onOpen: (pageKey: string) => void }) {
  const t = useMessages(pagesMessages);
  const { data: pages, error, load } = useConsoleLoad(operatorApi.pages);

  if (error) return <LoadFailed error={error} onRetry={load} />;
  if (!pages) return <Loading />;
  return (
    <>
      <section className="con-card">
        <h2>{t.heading}</h2>
        <ConsoleTable
          columns={[t.name, t.pageId, t.address, t.live, t.draft, t.schedule]}
          rows={pages}
          empty={t.empty}
          row={(p) => (
            <tr key={p.pageKey} data-testid={`page-${p.pageKey}`}>
              <td>{p.title ?? p.pageId}</td>
              <td>
                {p.pageId}
                <br />
                <span className="con-muted">{p.pageKey}</span>
              </td>
              <td>
                {p.shopperUrl === null ? (
                  <span className="con-muted">{t.slotAddress}</span>
                ) : (
                  <div className="con-address">
                    <a href={p.shopperUrl} target="_blank" rel="noreferrer" data-testid="shopper-url">
                      {p.shopperUrl}
                    </a>
                    <PageQr url={p.shopperUrl} label={t.qr(p.title ?? p.pageId)} />
                  </div>
                )}
              </td>
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
          )}
        />
      </section>
      <CreatePage taken={new Set(pages.map((p) => p.pageId))} onCreated={onOpen} />
    </>
  );
}

function CreatePage({
  taken,
  onCreated,
}: {
  taken: ReadonlySet<string>;
  onCreated: (pageKey: string) => void;
}) {
  const t = useMessages(pagesMessages);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = pageNameProblem(name);
  const problemText =
    problem === 'empty' ? t.nameRequired : problem === 'tooLong' ? t.nameTooLong(PAGE_NAME_MAX) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (problem) return;
    const pageId = newPageId(name, taken);
    const key = `id-${pageId}`;
    const layout = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      pageId,
      pageCode: null,
      title: name.trim(),
      version: 1,
      blocks: [],
    };
    setBusy(true);
    try {
      await operatorApi.saveDraft(key, layout);
      onCreated(key);
    } catch (err) {
      setError(t.createFailed(failureText(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="con-card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t.createHeading}</h2>
      <div className="con-row">
        <label className="con-field">
          <span>{t.newName}</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={tried && problem !== null}
            aria-describedby="new-page-hint"
          />
        </label>
        <button type="submit" className="con-btn con-btn-primary" disabled={busy}>
          {t.create}
        </button>
      </div>
      {tried && problemText ? (
        <p id="new-page-hint" className="con-error" role="alert">
          {problemText}
        </p>
      ) : (
        <p id="new-page-hint" className="con-muted">
          {t.idGenerated}
        </p>
      )}
      {error && (
        <p className="con-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
