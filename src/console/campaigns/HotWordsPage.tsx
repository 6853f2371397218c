import { useState } from 'react';
import { HOT_WORDS_MAX, type HotWord, hotWordsBodySchema } from '../../../schemas/api/search';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { fieldProblems } from '../schemaProblems';
import { LoadFailed, Loading, RowButton, type SaveResult, SaveResultLine, useConsoleLoad } from '../states';
import { hotWordsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { hotWordMessages } from './hotWordMessages';
import { moved } from './listOrder';

const readWords = () => hotWordsApi.list().then((r) => r.words);

/**
 * Marketing edits the hot search words: the list in its order, each word once, highlighted or not, saved
 * as a whole. Read-only roles see the list without the form.
 */
export function HotWordsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(hotWordMessages);
  const c = useMessages(campaignMessages);
  const { data, error, load } = useConsoleLoad(readWords);
  // Said here, not in the form: a save reloads the list, and the form is made anew from what was saved.
  const [saved, setSaved] = useState<SaveResult | null>(null);
  if (error && !data) return <LoadFailed error={error} onRetry={load} />;
  if (!data) return <Loading />;
  if (!canWrite) {
    return (
      <section className="con-card">
        <h2>{t.heading}</h2>
        <p className="con-muted">{c.readOnly}</p>
        {data.length === 0 ? (
          <p className="con-muted">{t.empty}</p>
        ) : (
          <ol>
            {data.map((w) => (
              <li key={w.word}>{w.highlight ? <strong>{w.word}</strong> : w.word}</li>
            ))}
          </ol>
        )}
      </section>
    );
  }
  return (
    <>
      <HotWordsForm
        key={data.map((w) => w.word).join('\n')}
        saved={data}
        onSaving={() => setSaved(null)}
        onSaved={(text) => {
          setSaved({ ok: true, text });
          load();
        }}
      />
      <SaveResultLine result={saved} />
    </>
  );
}

function HotWordsForm({
  saved,
  onSaving,
  onSaved,
}: {
  saved: readonly HotWord[];
  onSaving: () => void;
  onSaved: (text: string) => void;
}) {
  const t = useMessages(hotWordMessages);
  const c = useMessages(campaignMessages);
  const [words, setWords] = useState<HotWord[]>(() => saved.map((w) => ({ ...w })));
  const body = { words: words.map((w) => ({ word: w.word.trim(), highlight: w.highlight })) };
  const form = useConsoleForm(c.failed, fieldProblems(hotWordsBodySchema, body));
  const change = (k: number, patch: Partial<HotWord>) =>
    setWords(words.map((w, i) => (i === k ? { ...w, ...patch } : w)));

  const run = async () => {
    onSaving();
    const r = await hotWordsApi.save(body);
    onSaved(t.saved(r.words.length));
    return null;
  };

  return (
    <ConsoleForm heading={t.heading} form={form} run={run} submitLabel={t.save}>
      <p className="con-muted">{t.hint}</p>
      {form.bad('words', t.listBad(HOT_WORDS_MAX)) && <p className="con-error">{t.listBad(HOT_WORDS_MAX)}</p>}
      {words.length === 0 && <p className="con-muted">{t.empty}</p>}
      {words.map((w, k) => (
        // A word being typed has no identity yet; the position is its rank.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={k} className="con-row" aria-label={`${t.word} ${k + 1}`}>
          <Field label={t.word} error={form.bad(`words.${k}.word`, t.wordBad)}>
            <input value={w.word} maxLength={20} onChange={(e) => change(k, { word: e.target.value })} />
          </Field>
          <Field label={t.highlight}>
            <input
              type="checkbox"
              checked={w.highlight}
              onChange={(e) => change(k, { highlight: e.target.checked })}
            />
          </Field>
          <RowButton label={t.up} row={String(k + 1)} onClick={() => setWords(moved(words, k, -1))} />
          <RowButton label={t.down} row={String(k + 1)} onClick={() => setWords(moved(words, k, 1))} />
          <RowButton
            label={t.remove}
            row={String(k + 1)}
            onClick={() => setWords(words.filter((_, i) => i !== k))}
          />
        </fieldset>
      ))}
      {words.length < HOT_WORDS_MAX && (
        <button
          type="button"
          className="con-btn"
          onClick={() => setWords([...words, { word: '', highlight: false }])}
        >
          {t.add}
        </button>
      )}
    </ConsoleForm>
  );
}
