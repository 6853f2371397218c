// The shopper's in-browser check (src/pages/lottery/verifyDraw.ts) against the server's draw: here, because src never imports server.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, seedCommitment } from '../../server/domain/lottery-draw';
import { checkDraw, hmacSha256, sha256Hex } from '../../src/pages/lottery/verifyDraw';

describe('the browser draw check', () => {
  it('hashes like node:crypto, for every length around the block edges', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const text = 'é码'.repeat(n).slice(0, n);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    const key = randomBytes(80);
    const msg = new TextEncoder().encode('abc:1');
    expect(Buffer.from(hmacSha256(key, msg)).toString('hex')).toBe(
      createHmac('sha256', key).update(msg).digest('hex'),
    );
  });

  it("recomputes the server's winners from the published data, and notices any change", () => {
    for (let round = 0; round < 20; round++) {
      const seed = randomBytes(32).toString('hex');
      const entries = Array.from({ length: 1 + (round % 9) * 3 }, (_, i) => ({
        code: String(10000001 + i),
        owner: String(10000001 + (i % 5)),
      }));
      const prizes = [
        { prizeNo: 'P1', count: 1 },
        { prizeNo: 'P2', count: 2 },
      ];
      const { entryHash, wins } = drawWinners(seed, entries, prizes);
      const published = {
        seed,
        seedCommitment: seedCommitment(seed),
        entryHash,
        entries: entries.map((e) => `${e.code} ${e.owner}`).reverse(),
        prizes,
        winners: wins.map((w) => ({ index: w.index, prizeNo: w.prizeNo, code: w.code })),
      };
      expect(checkDraw(published)).toMatchObject({
        commitmentMatches: true,
        entryHashMatches: true,
        winnersMatch: true,
      });
      expect(checkDraw({ ...published, seedCommitment: '0'.repeat(64) })?.commitmentMatches).toBe(false);
      expect(checkDraw({ ...published, winners: [] })?.winnersMatch).toBe(wins.length === 0);
    }
    expect(
      checkDraw({ seed: null, seedCommitment: '', entryHash: null, entries: null, prizes: [], winners: [] }),
    ).toBe(null);
  });
});
