import { describe, expect, it } from 'vitest';
import { bumpCatalogueEpoch } from '../db/catalogue-epoch';
import { CatalogueMemo } from './catalogue-memo';

/** The memo's own rules: kept until the catalogue moves, bounded by weight, coldest out first. */
describe('catalogue memo', () => {
  const noStamp = () => Promise.resolve('');

  it('answers from memory until a catalogue write, then reads again', async () => {
    const db = { kind: 'pglite' as const };
    const memo = new CatalogueMemo<number>(10);
    let reads = 0;
    const fill = () => {
      reads += 1;
      return Promise.resolve(reads);
    };
    expect(await memo.read(db, 'a', noStamp, fill)).toBe(1);
    expect(await memo.read(db, 'a', noStamp, fill)).toBe(1);
    bumpCatalogueEpoch(db);
    expect(await memo.read(db, 'a', noStamp, fill)).toBe(2);
    // Another database has entries of its own.
    expect(await memo.read({ kind: 'pglite' }, 'a', noStamp, fill)).toBe(3);
  });

  it('compares the stamp on PostgreSQL', async () => {
    const db = { kind: 'postgres' as const };
    const memo = new CatalogueMemo<string>(10);
    let stamp = 's1';
    const stampOf = () => Promise.resolve(stamp);
    const fill = () => Promise.resolve(`rows at ${stamp}`);
    expect(await memo.read(db, 'a', stampOf, fill)).toBe('rows at s1');
    stamp = 's2';
    expect(await memo.read(db, 'a', stampOf, fill)).toBe('rows at s2');
  });

  it('has reads that miss together share one fill', async () => {
    const db = { kind: 'pglite' as const };
    const memo = new CatalogueMemo<number>(10);
    let reads = 0;
    const fill = async () => {
      reads += 1;
      await Promise.resolve();
      return reads;
    };
    const together = await Promise.all([1, 2, 3].map(() => memo.read(db, 'a', noStamp, fill)));
    expect(together).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('keeps no more than its weight, dropping the least recently used', async () => {
    const db = { kind: 'pglite' as const };
    const memo = new CatalogueMemo<string[]>(4, (rows) => rows.length);
    let reads = 0;
    const read = (key: string, size: number) =>
      memo.read(db, key, noStamp, () => {
        reads += 1;
        return Promise.resolve(Array.from({ length: size }, () => key));
      });
    await read('a', 2);
    await read('b', 2);
    await read('a', 2); // a is now the most recently used
    expect(reads).toBe(2);
    await read('c', 2); // over the weight: b goes
    await read('a', 2);
    expect(reads).toBe(3);
    await read('b', 2);
    expect(reads).toBe(4);
    // Heavier than the whole bound: answered, never kept.
    await read('big', 5);
    await read('big', 5);
    expect(reads).toBe(6);
  });
});
