import { describe, expect, it } from 'vitest';
import { type DrawEntry, drawWinners, entryListHash, seedCommitment } from './lottery-draw';

const entries = (n: number, perOwner = 1): DrawEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    code: String(10000001 + i),
    owner: String(10000001 + i - (i % perOwner)),
  }));

describe('lottery draw', () => {
  it('reproduces from the seed and the entry list in any input order', () => {
    const list = entries(40, 2);
    const prizes = [
      { prizeNo: 'P1', count: 1 },
      { prizeNo: 'P2', count: 3 },
    ];
    const a = drawWinners('seed-a', list, prizes);
    expect(drawWinners('seed-a', [...list].reverse(), prizes)).toEqual(a);
    expect(a.entryHash).toBe(entryListHash(list));
    expect(a.wins).toHaveLength(4);
    expect(new Set(a.wins.map((w) => w.owner)).size).toBe(4);
    expect(drawWinners('seed-b', list, prizes).wins).not.toEqual(a.wins);
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('stops when everyone has won', () => {
    expect(drawWinners('s', entries(4, 2), [{ prizeNo: 'P', count: 5 }]).wins).toHaveLength(2);
    expect(drawWinners('s', [], [{ prizeNo: 'P', count: 5 }]).wins).toEqual([]);
  });

  it('gives every code the same chance over many seeds', () => {
    const list = entries(7);
    const hits = new Map<string, number>();
    const runs = 7000;
    for (let i = 0; i < runs; i++) {
      const [win] = drawWinners(`seed-${i}`, list, [{ prizeNo: 'P', count: 1 }]).wins;
      if (win) hits.set(win.code, (hits.get(win.code) ?? 0) + 1);
    }
    // Expected 1000 each; 4.5 standard deviations (sqrt(1000 * 6/7) ≈ 29) is a fixed, flake-free tolerance.
    for (const e of list) expect(Math.abs((hits.get(e.code) ?? 0) - runs / 7)).toBeLessThan(132);
  });
});
