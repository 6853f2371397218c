import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splicedBody } from './spliced-body';

/** A layout-like JSON text of about `size` bytes, with Chinese text as the booth pages have. */
function jsonOf(size: number): string {
  const blocks: unknown[] = [];
  for (let i = 0; JSON.stringify(blocks).length < size; i++) {
    blocks.push({
      id: `block-${i}`,
      type: 'picture',
      props: { title: `今日特惠 ${i}`, link: `/product/${i * 7919}` },
    });
  }
  return `{"resCode":"0000","result":{"layout":${JSON.stringify({ blocks })},"serverTime":`;
}

/** What a browser would read: gzip through the web platform's own decoder, brotli through zlib's. */
async function decode(body: Buffer<ArrayBuffer>, coding: string | null): Promise<string> {
  if (coding === 'gzip') {
    const text = await new Response(
      new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(gunzipSync(body).toString()).toBe(text);
    return text;
  }
  if (coding === 'br') return brotliDecompressSync(body).toString();
  return body.toString();
}

describe('spliced bodies', () => {
  const tails = ['0}', '1764300000000}}', `${'9'.repeat(0xffff - 2)}}}`];

  for (const size of [1500, 70_000]) {
    for (const accept of ['br, gzip', 'gzip', 'br;q=0, gzip', 'identity', undefined]) {
      it(`decode to the fixed part and the tail (${size} bytes, Accept-Encoding ${accept})`, async () => {
        const fixed = jsonOf(size);
        const key = {};
        for (const tail of tails) {
          const { body, coding } = await splicedBody(accept, key, () => fixed, tail);
          const expected =
            accept === undefined || accept === 'identity' ? null : accept.startsWith('br,') ? 'br' : 'gzip';
          expect(coding).toBe(expected);
          expect(await decode(body, coding)).toBe(fixed + tail);
          if (coding)
            expect(body.byteLength).toBeLessThan(Buffer.byteLength(fixed) / 2 + Buffer.byteLength(tail));
        }
      });
    }
  }

  it('sends small bodies and over-long tails as they are', async () => {
    const small = await splicedBody('br, gzip', {}, () => '{"result":', '1}');
    expect(small).toEqual({ body: Buffer.from('{"result":1}'), coding: null });
    const fixed = jsonOf(2000);
    const tail = `${'1'.repeat(0x10000)}}`;
    const long = await splicedBody('gzip', {}, () => fixed, tail);
    expect(long.coding).toBeNull();
    expect(long.body.toString()).toBe(fixed + tail);
  });

  it('encodes the fixed part once per key', async () => {
    let made = 0;
    const key = {};
    const fixed = () => {
      made += 1;
      return jsonOf(3000);
    };
    await splicedBody('br', key, fixed, '1}');
    await splicedBody('gzip', key, fixed, '2}');
    await splicedBody(undefined, key, fixed, '3}');
    expect(made).toBe(1);
  });
});
