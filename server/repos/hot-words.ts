import type { HotWord } from '../../schemas/api/search';
import type { Queryable } from '../db/db';

/** The operators' hot words in their order. */
export async function listHotWords(db: Queryable): Promise<HotWord[]> {
  return db.query<HotWord>('SELECT word, highlight FROM search_hot_words ORDER BY position');
}

/**
 * Replaces the whole list inside the caller's transaction, so readers see the old or the new list. The
 * table lock makes a second operator's save wait for the first and then replace it whole: without it, its
 * DELETE would not see the rows the first just inserted and its inserts would collide with them.
 */
export async function replaceHotWords(tx: Queryable, words: readonly HotWord[], now: number): Promise<void> {
  await tx.query('LOCK TABLE search_hot_words IN EXCLUSIVE MODE');
  await tx.query('DELETE FROM search_hot_words');
  for (const [i, w] of words.entries()) {
    await tx.query(
      'INSERT INTO search_hot_words (position, word, highlight, updated_at) VALUES ($1, $2, $3, $4)',
      [i, w.word, w.highlight, now],
    );
  }
}
