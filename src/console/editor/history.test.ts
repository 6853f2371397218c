import { describe, expect, it } from 'vitest';
import { change, changedPaths, HISTORY_LIMIT, redo, startHistory, undo } from './history';

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

describe('editor history over immer patches', () => {
  type Layout = { title: string; blocks: { id: string; props: { text: string } }[] };
  const start: Layout = {
    title: '首页',
    blocks: [
      { id: 'a', props: { text: '一' } },
      { id: 'b', props: { text: '二' } },
    ],
  };
  const edit = (l: Layout, i: number, text: string): Layout => ({
    ...l,
    blocks: l.blocks.map((b, j) => (j === i ? { ...b, props: { text } } : b)),
  });

  it('keeps each edit as the patches that made it, undoes all and redoes all to equal layouts', () => {
    const states: Layout[] = [start];
    let h = startHistory(start);
    for (const [i, text] of [
      [0, '甲'],
      [1, '乙'],
      [0, '丙'],
    ] as const) {
      const next = edit(h.present, i, text);
      h = change(h, next);
      states.push(next);
      expect(h.present).toEqual(next);
    }
    // One field changed per edit: one patch, at that field's path.
    expect(h.past.map((s) => s.patches.map((p) => p.path.join('.')))).toEqual([
      ['blocks.0.props.text'],
      ['blocks.1.props.text'],
      ['blocks.0.props.text'],
    ]);
    expect(changedPaths(h)).toEqual(['blocks.0.props.text', 'blocks.1.props.text']);
    for (let i = states.length - 2; i >= 0; i--) {
      h = undo(h);
      expect(h.present).toEqual(states[i]);
    }
    for (let i = 1; i < states.length; i++) {
      h = redo(h);
      expect(h.present).toEqual(states[i]);
    }
  });

  it('records a removed block and an added one, and a change after an undo drops the redo branch', () => {
    let h = startHistory(start);
    h = change(h, { ...start, blocks: [start.blocks[1] ?? start.blocks[0]] } as Layout);
    expect(h.present.blocks.map((b) => b.id)).toEqual(['b']);
    h = undo(h);
    expect(h.present).toEqual(start);
    h = change(h, { ...start, blocks: [...start.blocks, { id: 'c', props: { text: '三' } }] });
    expect(h.future).toEqual([]);
    expect(h.present.blocks.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(undo(h).present).toEqual(start);
    // An edit that changes nothing is no step.
    expect(change(h, structuredClone(h.present))).toBe(h);
  });
});
