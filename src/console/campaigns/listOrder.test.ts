import { describe, expect, it } from 'vitest';
import { moved } from './listOrder';

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the list as it is past either end, and never changes the given list', () => {
    const list = ['a', 'b'];
    expect(moved(list, 0, -1)).toEqual(['a', 'b']);
    expect(moved(list, 1, 1)).toEqual(['a', 'b']);
    moved(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
