/**
 * The shopper's search history, kept on this device only (localStorage): newest first, each word once
 * (case-insensitive), at most HISTORY_MAX. Storage may be unavailable (private mode, full quota); then
 * there is simply no history, never an error.
 */
export const HISTORY_KEY = 'mbankmall:search-history';
export const HISTORY_MAX = 10;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readHistory(): string[] {
  try {
    const raw = storage()?.getItem(HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(words: string[]): void {
  try {
    storage()?.setItem(HISTORY_KEY, JSON.stringify(words));
  } catch {
    // Full or forbidden storage: the search itself still works.
  }
}

/** Puts a searched word first; returns the new list. */
export function remember(word: string): string[] {
  const w = word.trim();
  if (w === '') return readHistory();
  const next = [w, ...readHistory().filter((x) => x.toLowerCase() !== w.toLowerCase())].slice(0, HISTORY_MAX);
  write(next);
  return next;
}

export function clearHistory(): void {
  try {
    storage()?.removeItem(HISTORY_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
