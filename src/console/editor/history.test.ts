import { describe, expect, it } from 'vitest';
import { change, HISTORY_LIMIT, redo, startHistory, undo } from './history';

describe('editor history', () => {
  it('undoes and redoes in order, and a new change drops the redo branch', () => {
    let h = startHistory(1);
    h = change(h, 2);
    h = change(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(h);
    expect(h.present).toBe(1);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(2);
    h = change(h, 9);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe(2);
  });

  it('keeps at most the limit of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) h = change(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
  });
});
