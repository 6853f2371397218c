/**
 * The published draw (docs/lottery-draw.md, server/domain/lottery-draw.ts) recomputed in the shopper's
 * browser with WebCrypto, from the draw data alone: nothing the mall says about the winners is taken on
 * trust. A change to the algorithm on the server needs the same change here (the test compares both).
 */
export interface DrawInputs {
  seed: string | null;
  seedCommitment: string;
  entryHash: string | null;
  entries: readonly string[] | null;
  prizes: readonly { prizeNo: string; count: number }[];
  winners: readonly { index: number; prizeNo: string; code: string }[];
}

export type VerifyOutcome =
  | { ok: true; winners: { index: number; prizeNo: string; code: string }[] }
  | { ok: false; problem: 'not_drawn' | 'commitment' | 'entry_hash' | 'winners' };

const RANGE = 2 ** 48;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', utf8(text)));

export async function verifyDraw(d: DrawInputs): Promise<VerifyOutcome> {
  if (d.seed === null || d.entries === null || d.entryHash === null)
    return { ok: false, problem: 'not_drawn' };
  if ((await sha256Hex(d.seed)) !== d.seedCommitment) return { ok: false, problem: 'commitment' };
  const entries = d.entries
    .map((line) => {
      const [code = '', owner = ''] = line.split(' ');
      return { code, owner };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const entryHash = await sha256Hex(entries.map((e) => `${e.code} ${e.owner}`).join('\n'));
  if (entryHash !== d.entryHash) return { ok: false, problem: 'entry_hash' };
  const key = await crypto.subtle.importKey('raw', utf8(d.seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  let pool = entries;
  let counter = 0;
  const winners: { index: number; prizeNo: string; code: string }[] = [];
  const slots = d.prizes.flatMap((p) => Array.from({ length: p.count }, () => p.prizeNo));
  for (const prizeNo of slots) {
    if (pool.length === 0) break;
    const n = pool.length;
    const limit = Math.floor(RANGE / n) * n;
    let x = RANGE;
    while (x >= limit) {
      const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(`${entryHash}:${counter}`)));
      counter += 1;
      // The first six bytes, big-endian: below 2^48, exact in a double.
      x = digest.slice(0, 6).reduce((acc, b) => acc * 256 + b, 0);
    }
    const winner = pool[x % n] as { code: string; owner: string };
    winners.push({ index: winners.length, prizeNo, code: winner.code });
    pool = pool.filter((e) => e.owner !== winner.owner);
  }
  const same =
    winners.length === d.winners.length &&
    winners.every((w, i) => {
      const p = d.winners[i];
      return p !== undefined && p.index === w.index && p.prizeNo === w.prizeNo && p.code === w.code;
    });
  return same ? { ok: true, winners } : { ok: false, problem: 'winners' };
}
