// The shopper's in-browser check (src/pages/lottery-shared/verifyDraw.ts) against the server's own draw.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, entryListHash } from '../../server/domain/lottery-draw';
import { verifyDraw } from '../../src/pages/lottery-shared/verifyDraw';

const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

/** Draw data as the server publishes it, from the server's own draw. */
function published(seed: string, count: number) {
  const entries = Array.from({ length: count }, (_, i) => ({
    code: String(10000001 + i),
    owner: String(10000001 + (i % Math.max(1, Math.floor(count / 2)))),
  }));
  const prizes = [
    { prizeNo: 'P1', count: 1 },
    { prizeNo: 'P2', count: 2 },
  ];
  const { wins } = drawWinners(seed, entries, prizes);
  return {
    seed,
    seedCommitment: sha(seed),
    entryHash: entryListHash(entries),
    entries: entries.map((e) => `${e.code} ${e.owner}`),
    prizes,
    winners: wins.map((w) => ({ index: w.index, prizeNo: w.prizeNo, code: w.code })),
  };
}

describe('verifying a draw in the browser', () => {
  it('reproduces the server draw for many seeds and entry lists', async () => {
    for (let i = 0; i < 30; i += 1) {
      const data = published(`seed-${i}`, 1 + (i % 9));
      expect(await verifyDraw(data)).toEqual({ ok: true, winners: data.winners });
    }
  });

  it('says what does not hold: a changed seed, entry list or winner', async () => {
    const data = published('seed-x', 6);
    expect(await verifyDraw({ ...data, seed: 'other' })).toEqual({ ok: false, problem: 'commitment' });
    expect(await verifyDraw({ ...data, entries: data.entries.slice(1) })).toEqual({
      ok: false,
      problem: 'entry_hash',
    });
    const forged = data.winners.map((w, i) => (i === 0 ? { ...w, code: '99999999' } : w));
    expect(await verifyDraw({ ...data, winners: forged })).toEqual({ ok: false, problem: 'winners' });
    expect(await verifyDraw({ ...data, seed: null })).toEqual({ ok: false, problem: 'not_drawn' });
  });
});
