import { ungzip } from 'pako';
import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff';
import { base64ToBytes } from './base64';
import { encodeBody } from './encode';

const plain = { compress: false, compressThreshold: 2048, encrypt: false as const };
/** A payload whose JSON is exactly n characters. */
const ofLength = (n: number) => ({ s: 'x'.repeat(n - 8) });

describe('upload encoding (spec §7)', () => {
  it('sends JSON up to 2048 characters as application/json', async () => {
    expect(JSON.stringify(ofLength(2048))).toHaveLength(2048);
    const e = await encodeBody(ofLength(2048), plain);
    expect(e.contentType).toBe('application/json');
    expect(e.body).toBe(JSON.stringify(ofLength(2048)));
  });

  it('gzips then base64-encodes JSON longer than 2048 characters as application/zip (round trip)', async () => {
    const payload = [{ text: '中文 ümlaut', pad: 'y'.repeat(2100) }];
    const e = await encodeBody(payload, plain);
    expect(e.contentType).toBe('application/zip');
    expect(e.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(e.bytes).toBe(e.body.length);
    const json = new TextDecoder().decode(ungzip(base64ToBytes(e.body)));
    expect(JSON.parse(json)).toEqual(payload);
  });

  it('compresses short bodies too when the compression option is on', async () => {
    const e = await encodeBody({ a: 1 }, { ...plain, compress: true });
    expect(e.contentType).toBe('application/zip');
    expect(JSON.parse(new TextDecoder().decode(ungzip(base64ToBytes(e.body))))).toEqual({ a: 1 });
  });

  it('encrypted: text/plain with base64 of the UTF-8 JSON by default, or a custom function', async () => {
    // `encrypt: true` as the configuration keeps it: base64 is applied here, in the uploader's chunk.
    const e = await encodeBody({ t: '价格' }, { ...plain, encrypt: true });
    expect(e.contentType).toBe('text/plain');
    expect(JSON.parse(new TextDecoder().decode(base64ToBytes(e.body)))).toEqual({ t: '价格' });
    const c = await encodeBody({ a: 1 }, { ...plain, encrypt: (j) => `enc:${j}` });
    expect(c.body).toBe('enc:{"a":1}');
  });

  it('compression and encryption both configured: gzip+base64 first, then encrypted, text/plain marked compressed', async () => {
    const payload = { t: '价格', pad: 'z'.repeat(3000) };
    const unzip = (b64: string) => JSON.parse(new TextDecoder().decode(ungzip(base64ToBytes(b64))));
    for (const opts of [
      { ...plain, encrypt: true },
      { ...plain, compress: true, encrypt: true },
    ]) {
      const e = await encodeBody(opts.compress ? { a: 1 } : payload, opts);
      expect(e.contentType).toBe('text/plain');
      expect(e.headers).toEqual({ 'x-trace-compressed': '1' });
      expect(unzip(new TextDecoder().decode(base64ToBytes(e.body)))).toEqual(
        opts.compress ? { a: 1 } : payload,
      );
    }
    const custom = await encodeBody({ a: 1 }, { ...plain, compress: true, encrypt: (z) => `enc:${z}` });
    expect(custom.body.startsWith('enc:')).toBe(true);
    expect(unzip(custom.body.slice(4))).toEqual({ a: 1 });
  });
});

describe('retry backoff', () => {
  it('grows exponentially with equal jitter and a ceiling', () => {
    expect(backoffDelay(0, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(4000);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
