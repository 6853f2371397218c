import { type FormEvent, useRef } from 'react';
import { KEYWORD_MAX } from '../../../schemas/api/search';
import { useMessages } from '../../i18n/messages';
import { CloseIcon, SearchGlyph } from '../../ui/icons';
import { searchMessages } from './messages';
import styles from './SearchBar.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The words to search (trimmed, never empty). */
  onSubmit: (keyword: string) => void;
  placeholder: string;
  autoFocus?: boolean;
}

/** The real search field: the phone's search key or the button submits; × clears and keeps the focus. */
export function SearchBar({ value, onChange, onSubmit, placeholder, autoFocus = false }: Props) {
  const t = useMessages(searchMessages);
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = value.trim();
    if (keyword === '') {
      input.current?.focus();
      return;
    }
    input.current?.blur();
    onSubmit(keyword);
  };
  return (
    <search className={styles.bar}>
      <form className={styles.form} onSubmit={submit} action="">
        <label className={styles.field}>
          <SearchGlyph className={styles.glyph} />
          <input
            ref={input}
            // The search page is where the shopper came to type: React focuses the field when it mounts.
            // biome-ignore lint/a11y/noAutofocus: only the search page, which the shopper opened to type in
            autoFocus={autoFocus}
            className={styles.input}
            type="search"
            enterKeyHint="search"
            aria-label={placeholder}
            placeholder={placeholder}
            value={value}
            maxLength={KEYWORD_MAX}
            onChange={(e) => onChange(e.target.value)}
          />
          {value !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t.clearInput}
              onClick={() => {
                onChange('');
                input.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </button>
          )}
        </label>
        <button type="submit" className={styles.submit}>
          {t.search}
        </button>
      </form>
    </search>
  );
}
