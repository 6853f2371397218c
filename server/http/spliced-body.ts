import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, crc32, deflateRaw, gunzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD, type Coding, chooseCoding } from './compression';

/**
 * Bodies made of a large fixed part kept in memory and a short tail that changes on every request (the
 * booth page: its layout, then the request's serverTime), compressed without compressing per request.
 * The fixed part is compressed once, off the main thread, into a stream left open at a byte
 * boundary; each request closes it with the tail as an uncompressed final block: a stored block in gzip
 * (RFC 1951 §3.2.4, the CRC-32 continued over the tail), an uncompressed meta-block then the last empty
 * one in brotli (RFC 7932 §9.2). So the request costs a copy, and brotli can take quality 11 (about 15 %
 * smaller than the per-request middleware's quality 5).
 */

/** A coding's stream of the fixed part, open for the tail; crc is the fixed part's CRC-32 (gzip). */
interface OpenStream {
  head: Buffer;
  crc: number;
}

interface Entry {
  bytes: Buffer;
  open: Partial<Record<Coding, Promise<OpenStream | null>>>;
}

/** Longest tail one uncompressed block carries (a stored block's LEN is 16 bits). */
const MAX_TAIL = 0xffff;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
const deflateRawAsync = promisify(deflateRaw);
const brotliAsync = promisify(brotliCompress);

function closeGzip(open: OpenStream, fixedSize: number, tail: Buffer): Buffer<ArrayBuffer> {
  // BFINAL=1, BTYPE=00 (stored), then LEN and its ones' complement: the head ended byte-aligned.
  const stored = Buffer.from([
    1,
    tail.length & 0xff,
    tail.length >> 8,
    ~tail.length & 0xff,
    (~tail.length >> 8) & 0xff,
  ]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, open.crc), 0);
  trailer.writeUInt32LE((fixedSize + tail.length) % 2 ** 32, 4);
  return Buffer.concat([open.head, stored, tail, trailer]);
}

function closeBrotli(open: OpenStream, _fixedSize: number, tail: Buffer): Buffer<ArrayBuffer> {
  // ISLAST=0, MNIBBLES=4, MLEN-1 in 16 bits, ISUNCOMPRESSED=1, padding; the data; ISLAST=1, ISLASTEMPTY=1.
  const n = tail.length - 1;
  const header = Buffer.from([(n & 0x1f) << 3, (n >> 5) & 0xff, ((n >> 13) & 0x7) | 0x08]);
  return Buffer.concat([open.head, header, tail, Buffer.from([0x03])]);
}

const CLOSE: Record<Coding, (open: OpenStream, fixedSize: number, tail: Buffer) => Buffer<ArrayBuffer>> = {
  gzip: closeGzip,
  br: closeBrotli,
};

const DECODE: Record<Coding, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

async function openStream(coding: Coding, fixed: Buffer): Promise<OpenStream> {
  if (coding === 'gzip') {
    const blocks = await deflateRawAsync(fixed, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    return { head: Buffer.concat([GZIP_HEADER, blocks]), crc: crc32(fixed) };
  }
  const head = await brotliAsync(fixed, {
    finishFlush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: fixed.byteLength,
    },
  });
  return { head, crc: 0 };
}

/**
 * The open stream, checked once by decoding a closed sample: should an encoder ever end its flush
 * off a byte boundary, that coding is not used for this body (the answer goes out uncompressed).
 */
async function checkedStream(coding: Coding, fixed: Buffer): Promise<OpenStream | null> {
  try {
    const open = await openStream(coding, fixed);
    const sample = Buffer.from('0}');
    const decoded = DECODE[coding](CLOSE[coding](open, fixed.byteLength, sample));
    return decoded.equals(Buffer.concat([fixed, sample])) ? open : null;
  } catch {
    return null;
  }
}

const entries = new WeakMap<object, Entry>();

/**
 * `fixed() + tail` in the coding the Accept-Encoding header prefers (or none): `key` is the object the
 * fixed part is made from (kept in memory), so the fixed part is encoded once per key and coding.
 * Small bodies, and tails too long for one block, go out uncompressed.
 */
export async function splicedBody(
  acceptEncoding: string | undefined,
  key: object,
  fixed: () => string,
  tail: string,
): Promise<{ body: Buffer<ArrayBuffer>; coding: Coding | null }> {
  let entry = entries.get(key);
  if (!entry) {
    entry = { bytes: Buffer.from(fixed()), open: {} };
    entries.set(key, entry);
  }
  const tailBytes = Buffer.from(tail);
  const size = entry.bytes.byteLength + tailBytes.byteLength;
  const coding =
    size < COMPRESS_THRESHOLD || tailBytes.byteLength < 1 || tailBytes.byteLength > MAX_TAIL
      ? null
      : chooseCoding(acceptEncoding);
  if (coding) {
    entry.open[coding] ??= checkedStream(coding, entry.bytes);
    const open = await entry.open[coding];
    if (open) return { body: CLOSE[coding](open, entry.bytes.byteLength, tailBytes), coding };
  }
  return { body: Buffer.concat([entry.bytes, tailBytes], size), coding: null };
}
