import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeUpload } from './decode';
import { corruptGzipBodies } from './testing/corrupt-gzip';

const enc = (s: string) => new TextEncoder().encode(s);
const b64 = (bytes: Uint8Array) => enc(Buffer.from(bytes).toString('base64'));
const MAX = 1024 * 1024;

describe('decodeUpload', () => {
  it('reads json, base64 and gzip+base64 bodies, ignoring content-type parameters', async () => {
    const json = '{"a":"中文"}';
    for (const [type, body] of [
      ['application/json; charset=utf-8', enc(json)],
      ['text/plain', b64(enc(json))],
      ['application/zip', b64(gzipSync(Buffer.from(json)))],
    ] as const) {
      expect(await decodeUpload(type, body, MAX)).toEqual({ ok: true, value: { a: '中文' } });
    }
  });

  it('names each zlib failure the way the spec does', async () => {
    for (const [message, bytes] of Object.entries(corruptGzipBodies())) {
      const res = await decodeUpload('application/zip', b64(bytes), MAX);
      expect(res).toEqual({ ok: false, status: 400, message: `gzip decompression failed: ${message}` });
    }
  });

  it('refuses truncated gzip, gzip bombs, non-base64, non-UTF-8, bad JSON and unknown types', async () => {
    const gz = gzipSync(Buffer.from('{"a":1}'));
    expect(await decodeUpload('application/zip', b64(gz.subarray(0, gz.length - 4)), MAX)).toMatchObject({
      status: 400,
      message: 'gzip decompression failed: unexpected end of file',
    });
    expect(await decodeUpload('application/zip', b64(gzipSync(Buffer.alloc(2 * MAX))), MAX)).toMatchObject({
      status: 413,
    });
    expect(await decodeUpload('text/plain', enc('%%%not base64'), MAX)).toMatchObject({
      status: 400,
      message: 'RequestBody Parse Error: body is not base64',
    });
    expect(await decodeUpload('application/json', new Uint8Array([0xff, 0xfe]), MAX)).toMatchObject({
      message: 'RequestBody Parse Error: body is not UTF-8 text',
    });
    expect(await decodeUpload('application/json', enc('{"a":'), MAX)).toMatchObject({
      status: 400,
      message: 'RequestBody Parse Error: body is not valid JSON',
    });
    expect(await decodeUpload('application/xml', enc('<a/>'), MAX)).toMatchObject({ status: 415 });
    expect(await decodeUpload(undefined, enc('{}'), MAX)).toMatchObject({ status: 415 });
  });
});
