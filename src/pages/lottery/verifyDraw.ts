/**
 * The published draw function (docs/lottery-draw.md, mbankmall-lottery-v1) recomputed in the shopper's
 * browser from draw-data alone, so anyone can check the winners. SHA-256 and HMAC are written out here
 * (FIPS 180-4, RFC 2104) rather than taken from WebCrypto: a bank webview on plain http has no
 * crypto.subtle, and the check must work there too.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256Bytes(data: Uint8Array): Uint8Array {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e as number, 6) ^ rotr(e as number, 11) ^ rotr(e as number, 25);
      const ch = ((e as number) & (f as number)) ^ (~(e as number) & (g as number));
      const t1 = ((hh as number) + s1 + ch + (K[i] as number) + (w[i] as number)) >>> 0;
      const s0 = rotr(a as number, 2) ^ rotr(a as number, 13) ^ rotr(a as number, 22);
      const maj =
        ((a as number) & (b as number)) ^ ((a as number) & (c as number)) ^ ((b as number) & (c as number));
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = ((d as number) + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, hh] as number[];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (next[i] as number)) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number);
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = (text: string) => hex(sha256Bytes(utf8(text)));

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256Bytes(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] as number) ^ 0x36;
    outer[i] = (block[i] as number) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256Bytes(inner), 64);
  return sha256Bytes(outer);
}

export interface PublishedDraw {
  seed: string | null;
  seedCommitment: string;
  entryHash: string | null;
  entries: string[] | null;
  prizes: { prizeNo: string; count: number }[];
  winners: { index: number; prizeNo: string; code: string }[];
}

export interface DrawCheck {
  commitmentMatches: boolean;
  entryHashMatches: boolean;
  winnersMatch: boolean;
  /** The winners as recomputed here, slot by slot. */
  recomputed: { index: number; prizeNo: string; code: string }[];
}

const RANGE = 2 ** 48;

/** The algorithm of docs/lottery-draw.md, step by step; null before the draw (nothing to check yet). */
export function checkDraw(d: PublishedDraw): DrawCheck | null {
  if (d.seed === null || d.entries === null) return null;
  const seed = d.seed;
  let pool = d.entries
    .map((line) => {
      const [code = '', owner = ''] = line.split(' ');
      return { code, owner };
    })
    .sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
  const entryHash = sha256Hex(pool.map((e) => `${e.code} ${e.owner}`).join('\n'));
  const key = utf8(seed);
  let counter = 0;
  const recomputed: DrawCheck['recomputed'] = [];
  for (const p of d.prizes)
    for (let k = 0; k < p.count && pool.length > 0; k++) {
      const n = pool.length;
      const limit = Math.floor(RANGE / n) * n;
      let x = RANGE;
      while (x >= limit) {
        const digest = hmacSha256(key, utf8(`${entryHash}:${counter}`));
        counter += 1;
        x = 0;
        for (let i = 0; i < 6; i++) x = x * 256 + (digest[i] as number);
      }
      const winner = pool[x % n] as { code: string; owner: string };
      recomputed.push({ index: recomputed.length, prizeNo: p.prizeNo, code: winner.code });
      pool = pool.filter((e) => e.owner !== winner.owner);
    }
  return {
    commitmentMatches: sha256Hex(seed) === d.seedCommitment,
    entryHashMatches: entryHash === d.entryHash,
    winnersMatch: JSON.stringify(recomputed) === JSON.stringify(d.winners),
    recomputed,
  };
}
