import { CONTENT_TYPES } from '../../../schemas/tracking/constants';
import { base64Utf8, bytesToBase64 } from './base64';

export interface EncodeOptions {
  compress: boolean;
  compressThreshold: number;
  /** true = base64 of the UTF-8 JSON; or a function returning the encrypted text. */
  encrypt: boolean | ((json: string) => string);
}

export interface Encoded {
  body: string;
  contentType: string;
  /** Byte length of `body` as sent. */
  bytes: number;
}

const encoder = new TextEncoder();

/** pako is only fetched when first needed, keeping it out of the core chunk; kept for synchronous use. */
let gzip: ((data: Uint8Array) => Uint8Array) | null = null;

export async function loadPako(): Promise<void> {
  // Destructured so the bundler keeps only pako's deflate side.
  const { gzip: deflate } = await import('pako');
  gzip ??= deflate;
}

/**
 * Spec §7 encoding. gzip+base64 (application/zip) when compression is on or the JSON is
 * longer than the threshold; else base64/encrypted text (text/plain) when encryption is on;
 * else plain JSON. Compression takes precedence over encryption. Synchronous, so a closing
 * page can still send; null when gzip is needed and pako is not loaded yet.
 */
export function encodeNow(payload: unknown, opts: EncodeOptions): Encoded | null {
  const json = JSON.stringify(payload);
  if (opts.compress || json.length > opts.compressThreshold) {
    if (!gzip) return null;
    const body = bytesToBase64(gzip(encoder.encode(json)));
    return { body, contentType: CONTENT_TYPES.zip, bytes: body.length };
  }
  if (opts.encrypt) {
    const body = opts.encrypt === true ? base64Utf8(json) : opts.encrypt(json);
    return { body, contentType: CONTENT_TYPES.encrypted, bytes: encoder.encode(body).length };
  }
  return { body: json, contentType: CONTENT_TYPES.json, bytes: encoder.encode(json).length };
}

export async function encodeBody(payload: unknown, opts: EncodeOptions): Promise<Encoded> {
  const now = encodeNow(payload, opts);
  if (now) return now;
  await loadPako();
  return encodeNow(payload, opts) as Encoded;
}
