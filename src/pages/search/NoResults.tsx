import { useNavigate } from 'react-router-dom';
import { fetchHotWords, searchProducts } from '../../api/search';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Empty } from '../../ui/Empty';
import { remember } from './history';
import { searchMessages } from './messages';
import styles from './NoResults.module.css';
import { ResultGrid } from './ResultGrid';
import { resultsFor } from './searchUrl';
import { WordChips } from './WordChips';

const RECOMMENDED = 6;

/**
 * Nothing matched: say so with the words, offer to drop the filters, the hot words, and the mall's best
 * sellers, so the page is never a dead end.
 */
export function NoResults({
  keyword,
  filtered,
  onClearFilters,
}: {
  keyword: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const t = useMessages(searchMessages);
  const navigate = useNavigate();
  const hot = useScreenData(fetchHotWords, { key: 'no-results-hot-words', part: true });
  const picks = useScreenData(() => searchProducts({ keyword: '', sort: 1 }, 1, RECOMMENDED), {
    key: 'no-results-picks',
    part: true,
  });
  const go = (word: string) => {
    remember(word);
    navigate(resultsFor(word));
  };
  return (
    <div data-testid="no-results">
      <Empty kind="search" description={t.noResults(keyword)}>
        <p className={styles.hint}>{t.noResultsHint}</p>
        {filtered && (
          <button type="button" className={styles.clear} onClick={onClearFilters}>
            {t.clearFilters}
          </button>
        )}
      </Empty>
      {hot.state.status === 'ready' && (
        <WordChips title={t.hotWords} words={hot.state.data.words} onPick={go} />
      )}
      {picks.state.status === 'ready' && picks.state.data.items.length > 0 && (
        <section aria-label={t.recommended}>
          <h2 className={styles.title}>{t.recommended}</h2>
          <ResultGrid items={picks.state.data.items} label={t.recommended} />
        </section>
      )}
    </div>
  );
}
