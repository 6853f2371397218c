import { type FormEvent, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { consoleMessages } from '../messages';
import { contentMessages } from './contentMessages';

/** The government-investment section's switch (gov/investment-show): shown or not, its title and link. */
export function GovInvestmentCard() {
  const t = useMessages(contentMessages);
  const shell = useMessages(consoleMessages);
  const [form, setForm] = useState<{ show: boolean; title: string; linkUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    contentApi.govInvestment().then(
      (g) => setForm({ show: g.show, title: g.title, linkUrl: g.linkUrl ?? '' }),
      (e: Error) => setError(e.message),
    );
  }, []);
  if (error) return <p className="con-error">{shell.loadFailed(error)}</p>;
  if (!form) return <p>{shell.loading}</p>;
  const titleMissing = form.show && form.title.trim() === '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setResult(null);
    if (titleMissing) return;
    setBusy(true);
    try {
      await contentApi.saveGovInvestment({
        show: form.show,
        title: form.title.trim(),
        linkUrl: form.linkUrl.trim() || null,
      });
      setResult({ ok: true, text: t.saved });
    } catch (err) {
      setResult({ ok: false, text: t.failed(err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="con-card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t.govHeading}</h2>
      <p className="con-muted">{t.govHint}</p>
      <div className="con-row">
        <label className="con-field">
          <span>{t.govShow}</span>
          <input
            type="checkbox"
            checked={form.show}
            onChange={(e) => setForm({ ...form, show: e.target.checked })}
          />
        </label>
        <label className="con-field">
          <span>{t.title}</span>
          <input
            value={form.title}
            maxLength={40}
            aria-invalid={tried && titleMissing}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
          {tried && titleMissing && <small className="con-error">{t.govTitleNeeded}</small>}
        </label>
        <label className="con-field">
          <span>{t.linkUrl}</span>
          <input value={form.linkUrl} onChange={(e) => setForm({ ...form, linkUrl: e.target.value })} />
        </label>
      </div>
      <button type="submit" className="con-btn con-btn-primary" disabled={busy}>
        {busy ? t.saving : t.save}
      </button>
      {result && <p className={result.ok ? 'con-ok' : 'con-error'}>{result.text}</p>}
    </form>
  );
}
