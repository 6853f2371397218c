import { createHash, createHmac } from 'node:crypto';

/**
 * The published draw (docs/lottery-draw.md): a pure function of the revealed seed, the frozen entry list
 * and the prizes, so anyone holding those three can recompute the winners. Changing anything here changes
 * past results: bump DRAW_ALGORITHM instead.
 */
export const DRAW_ALGORITHM = 'mbankmall-lottery-v1';

/** One code in the frozen list; owner is the join code of the entrant holding it (a pseudonym). */
export interface DrawEntry {
  code: string;
  owner: string;
}

export interface DrawPrize {
  prizeNo: string;
  count: number;
}

export interface DrawWin {
  index: number;
  prizeNo: string;
  code: string;
  owner: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What is published before the draw: the hash of the seed, so the seed cannot be changed afterwards. */
export const seedCommitment = (seed: string) => sha256(seed);

/** Codes in ascending order (all codes have the same number of digits, so text order is number order). */
export function sortEntries(entries: readonly DrawEntry[]): DrawEntry[] {
  return [...entries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The entry list as published: one "code owner" line per code, ascending, joined by "\n". */
export const entryListText = (entries: readonly DrawEntry[]) =>
  sortEntries(entries)
    .map((e) => `${e.code} ${e.owner}`)
    .join('\n');

export const entryListHash = (entries: readonly DrawEntry[]) => sha256(entryListText(entries));

const RANGE = 2 ** 48;

/**
 * Winners slot by slot (prizes in the given order, each repeated count times). Each pick draws 48-bit
 * numbers from HMAC-SHA256(seed, "<entryHash>:<counter>") and rejects those at or above the largest
 * multiple of the pool size, so every remaining code is equally likely (no modulo bias). A winner's
 * other codes leave the pool: each entrant wins once. Stops early when the pool is empty.
 */
export function drawWinners(seed: string, entries: readonly DrawEntry[], prizes: readonly DrawPrize[]) {
  const entryHash = entryListHash(entries);
  let pool = sortEntries(entries);
  let counter = 0;
  const wins: DrawWin[] = [];
  const slots = prizes.flatMap((p) => Array.from({ length: p.count }, () => p.prizeNo));
  for (const prizeNo of slots) {
    if (pool.length === 0) break;
    const n = pool.length;
    const limit = Math.floor(RANGE / n) * n;
    let x = RANGE;
    while (x >= limit) {
      const digest = createHmac('sha256', seed).update(`${entryHash}:${counter}`, 'utf8').digest();
      counter += 1;
      x = digest.readUIntBE(0, 6);
    }
    const winner = pool[x % n] as DrawEntry;
    wins.push({ index: wins.length, prizeNo, code: winner.code, owner: winner.owner });
    pool = pool.filter((e) => e.owner !== winner.owner);
  }
  return { entryHash, wins };
}
