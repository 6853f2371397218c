import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { SearchGlyph } from '../../ui/icons';
import { searchBoxMessages } from './boxMessages';
import styles from './SearchBox.module.css';

interface Props {
  /** Where a tap leads; default the search page. */
  to?: string;
  /** The words already searched (results page), else the placeholder. */
  text?: string;
  /** The placeholder of a narrower search (the e-CNY zone's); default the mall's. */
  placeholder?: string;
}

/**
 * The search box of the home page, the category pages and the results page: it looks like a field but
 * opens the search page, where the real field takes the words (as in every big Chinese mall app). A link, so
 * where it leads is on the page.
 */
export function SearchBox({ to = '/search/result', text, placeholder }: Props) {
  const t = useMessages(searchBoxMessages);
  return (
    <div className={styles.wrap}>
      <Link
        to={to}
        className={styles.box}
        // Label in name: the placeholder already says what it is; searched words get the word 'search' first.
        aria-label={text ? `${t.label}: ${text}` : undefined}
        data-testid="search-box"
      >
        <SearchGlyph className={styles.glyph} />
        <span className={text ? styles.text : styles.placeholder}>
          {text ?? placeholder ?? t.placeholder}
        </span>
      </Link>
    </div>
  );
}
