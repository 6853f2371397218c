import { CONTENT_TYPES } from '../../../schemas/tracking/constants';
import { bytesToBase64 } from '../core/base64';

export interface EncodeOptions {
  compress: boolean;
  compressThreshold: number;
  encrypt: false | ((json: string) => string);
}

export interface Encoded {
  body: string;
  contentType: string;
  /** Byte length of `body` as sent. */
  bytes: number;
}

const encoder = new TextEncoder();

/** pako is only fetched the first time a body needs gzip, keeping it out of the core chunk. */
async function gzip(text: string): Promise<Uint8Array> {
  const { gzip: deflate } = await import('pako');
  return deflate(encoder.encode(text));
}

/**
 * Spec §7 encoding. gzip+base64 (application/zip) when compression is on or the JSON is
 * longer than the threshold; else base64/encrypted text (text/plain) when encryption is on;
 * else plain JSON. Compression takes precedence over encryption.
 */
export async function encodeBody(payload: unknown, opts: EncodeOptions): Promise<Encoded> {
  const json = JSON.stringify(payload);
  if (opts.compress || json.length > opts.compressThreshold) {
    const body = bytesToBase64(await gzip(json));
    return { body, contentType: CONTENT_TYPES.zip, bytes: body.length };
  }
  if (opts.encrypt) {
    const body = opts.encrypt(json);
    return { body, contentType: CONTENT_TYPES.encrypted, bytes: encoder.encode(body).length };
  }
  return { body: json, contentType: CONTENT_TYPES.json, bytes: encoder.encode(json).length };
}
