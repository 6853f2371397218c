import { afterEach, describe, expect, it } from 'vitest';
import { clearHistory, HISTORY_KEY, HISTORY_MAX, readHistory, remember } from './history';

afterEach(() => window.localStorage.clear());

describe('search history on the device', () => {
  it('keeps the newest first, each word once whatever its case, and at most the limit', () => {
    remember('华为');
    remember('iPhone');
    expect(remember('IPHONE')).toEqual(['IPHONE', '华为']);
    for (let i = 0; i < HISTORY_MAX + 5; i++) remember(`w${i}`);
    const kept = readHistory();
    expect(kept).toHaveLength(HISTORY_MAX);
    expect(kept[0]).toBe(`w${HISTORY_MAX + 4}`);
  });

  it('ignores blank words and clears on request', () => {
    remember('  ');
    expect(readHistory()).toEqual([]);
    remember('茅台');
    clearHistory();
    expect(readHistory()).toEqual([]);
  });

  it('survives a damaged entry', () => {
    window.localStorage.setItem(HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(['ok', 3, null]));
    expect(readHistory()).toEqual(['ok']);
  });
});
