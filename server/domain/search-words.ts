/**
 * How a typed query becomes the words every product must match. Chinese has no spaces: a run of Chinese
 * is cut into words (Intl.Segmenter: 华为手机 → 华 为 手机) so "华为手机" finds "华为 HUAWEI Mate 70 Pro
 * 5G手机"; each word is then matched as a substring, which works for one or two characters where trigrams
 * do not. Latin words may also match by a close spelling (trigram similarity) from this length on.
 */
export const FUZZY_MIN_LENGTH = 4;
/** At most this many words are matched; the rest of a long paste is ignored. */
export const MAX_WORDS = 8;

const CJK = /[\p{Script=Han}]/u;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The distinct lower-case words of a query, in order: split on spaces, Chinese runs segmented. */
export function searchWords(keyword: string): string[] {
  const words: string[] = [];
  for (const token of keyword.trim().split(/\s+/)) {
    if (token === '') continue;
    const parts = CJK.test(token)
      ? [...segmenter.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment)
      : [token];
    for (const p of parts) {
      const w = p.toLowerCase();
      if (!words.includes(w)) words.push(w);
    }
  }
  return words.slice(0, MAX_WORDS);
}

/** A word as a LIKE pattern that means the word itself: %, _ and \ lose their wildcard meaning. */
export const likeContaining = (word: string): string => `%${word.replace(/[\\%_]/g, '\\$&')}%`;
export const likeStarting = (word: string): string => `${word.replace(/[\\%_]/g, '\\$&')}%`;

/** Whether a word may also match by a close spelling (Latin words long enough for trigrams to mean something). */
export const fuzzyWord = (word: string): boolean => !CJK.test(word) && word.length >= FUZZY_MIN_LENGTH;
