import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchHotWords, fetchSuggestions } from '../../api/search';
import { useMessages } from '../../i18n/messages';
import { usePageTitle } from '../../screen/pageTitle';
import { useScreenData } from '../../screen/useScreenData';
import { toast } from '../../ui/toast';
import { searchBoxMessages } from './boxMessages';
import { clearHistory, readHistory, remember } from './history';
import { searchMessages } from './messages';
import { SearchBar } from './SearchBar';
import styles from './SearchEntry.module.css';
import { resultsFor } from './searchUrl';
import { WordChips } from './WordChips';

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/**
 * The search page (/search/result without words): the field with the keyboard open, suggestions as the
 * shopper types, otherwise the history kept on this device (clearable) and the operators' hot words.
 */
export function SearchEntry({ initial }: { initial: string }) {
  const t = useMessages(searchMessages);
  const box = useMessages(searchBoxMessages);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [settled, setSettled] = useState(initial.trim());
  const [history, setHistory] = useState(readHistory);
  // The route is named for its results; without words it is the search page.
  usePageTitle(t.search);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const hot = useScreenData(fetchHotWords, { key: 'search-hot-words' });
  const suggestions = useScreenData(() => fetchSuggestions(settled), {
    key: `suggest|${settled}`,
    part: true,
    enabled: settled !== '',
  });

  const go = (keyword: string) => {
    setHistory(remember(keyword));
    navigate(resultsFor(keyword));
  };
  const showSuggestions = typed.trim() !== '' && suggestions.state.status === 'ready';
  const words = suggestions.state.status === 'ready' ? suggestions.state.data.words : [];

  return (
    <div className={styles.page}>
      <SearchBar value={typed} onChange={setTyped} onSubmit={go} placeholder={box.placeholder} autoFocus />
      {showSuggestions ? (
        <ul className={styles.suggestions} aria-label={t.suggestions} data-testid="search-suggestions">
          {words.map((w) => (
            <li key={w}>
              <button type="button" className={styles.suggestion} onClick={() => go(w)}>
                {w}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <WordChips
            title={t.history}
            words={history.map((word) => ({ word }))}
            onPick={go}
            testId="search-history"
            action={
              <button
                type="button"
                className={styles.clear}
                onClick={() => {
                  clearHistory();
                  setHistory([]);
                  toast(t.historyCleared);
                }}
              >
                {t.clearHistory}
              </button>
            }
          />
          {hot.state.status === 'ready' && (
            <WordChips
              title={t.hotWords}
              words={hot.state.data.words}
              onPick={go}
              testId="search-hot-words"
            />
          )}
        </>
      )}
    </div>
  );
}
