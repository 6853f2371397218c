import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schemas/booth/blocks/index';
import { createBlockCache } from './stableBlocks';

const parse = (raws: { id: string }[]) =>
  raws.map((r) => ({ ...r, type: 'backTop', props: {} }) as unknown as Block);

describe('createBlockCache', () => {
  it('keeps the parsed object of a block whose raw object did not change, and only that', () => {
    const stable = createBlockCache();
    const a = { id: 'a' };
    const b = { id: 'b' };
    const first = stable([a, b], parse([a, b]));
    const b2 = { id: 'b' };
    const second = stable([a, b2], parse([a, b2]));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });
});
