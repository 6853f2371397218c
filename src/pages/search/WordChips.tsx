import type { ReactNode } from 'react';
import styles from './WordChips.module.css';

interface Props {
  title: string;
  words: readonly { word: string; highlight?: boolean }[];
  onPick: (word: string) => void;
  /** Beside the title (the history's clear button). */
  action?: ReactNode;
  testId?: string;
}

/** A titled group of words to tap: the history, the hot words. */
export function WordChips({ title, words, onPick, action, testId }: Props) {
  if (words.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {action}
      </div>
      <div className={styles.chips}>
        {words.map((w) => (
          <button
            key={w.word}
            type="button"
            className={`${styles.chip} ${w.highlight ? styles.hot : ''}`}
            onClick={() => onPick(w.word)}
          >
            {w.word}
          </button>
        ))}
      </div>
    </section>
  );
}
