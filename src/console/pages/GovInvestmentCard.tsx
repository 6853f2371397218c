import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { failureText, LoadFailed, Loading, type SaveResult, SaveResultLine, useConsoleLoad } from '../states';
import { contentMessages } from './contentMessages';

const readGov = () =>
  contentApi.govInvestment().then((g) => ({ show: g.show, title: g.title, linkUrl: g.linkUrl ?? '' }));

/** The government-investment section's switch (gov/investment-show): shown or not, its title and link. */
export function GovInvestmentCard() {
  const t = useMessages(contentMessages);
  const { data: form, setData: setForm, error } = useConsoleLoad(readGov);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  if (error) return <LoadFailed error={error} />;
  if (!form) return <Loading />;
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
      setResult({ ok: false, text: t.failed(failureText(err)) });
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
      <SaveResultLine result={result} />
    </form>
  );
}
