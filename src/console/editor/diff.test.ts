import { describe, expect, it } from 'vitest';
import { diffLayouts } from './diff';

const block = (id: string, props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'noticeBoard',
  props,
  ...extra,
});

describe('diffLayouts', () => {
  it('names blocks added, removed, changed (with the fields) and moved', () => {
    const from = { title: 'A', blocks: [block('a', { x: 1 }), block('b', { x: 1 }), block('c', { x: 1 })] };
    const to = {
      title: 'B',
      blocks: [
        block('c', { x: 1 }),
        block('a', { x: 2 }),
        block('d', {}),
        block('b', { x: 1 }, { schedule: { start: 5 } }),
      ],
    };
    const d = diffLayouts(from, to);
    expect(d.added.map((b) => b.id)).toEqual(['d']);
    expect(d.removed).toEqual([]);
    expect(d.changed).toEqual([
      { id: 'a', type: 'noticeBoard', fields: ['props.x'] },
      { id: 'b', type: 'noticeBoard', fields: ['schedule'] },
    ]);
    expect(d.moved).toEqual(['c']);
    expect(d.page).toEqual(['title']);
    expect(diffLayouts(to, from).removed.map((b) => b.id)).toEqual(['d']);
  });

  it('finds nothing between equal layouts whatever the key order', () => {
    const a = { blocks: [{ id: 'a', type: 't', props: { p: 1, q: [1, { r: 2 }] } }] };
    const b = { blocks: [{ props: { q: [1, { r: 2 }], p: 1 }, type: 't', id: 'a' }] };
    expect(diffLayouts(a, b)).toEqual({ added: [], removed: [], changed: [], moved: [], page: [] });
  });
});
