import { gzipSync } from 'node:zlib';

/** Test-only: gzip bodies that make zlib fail in each of the spec's four ways (§8), before base64. */
export function corruptGzipBodies(): Record<string, Uint8Array> {
  const good = gzipSync(Buffer.from('{"a":1}'));
  const method = Buffer.from(good);
  method[2] = 7; // CM byte: only 8 (deflate) exists
  const blockType = Buffer.concat([good.subarray(0, 10), Buffer.from([0x07, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])]);
  const dataCheck = Buffer.from(good);
  const crcAt = dataCheck.length - 8; // CRC32 trailer
  dataCheck[crcAt] = (dataCheck[crcAt] ?? 0) ^ 0xff;
  return {
    'incorrect header check': new TextEncoder().encode('not gzip at all'),
    'unknown compression method': method,
    'invalid block type': blockType,
    'incorrect data check': dataCheck,
  };
}
