import { COMPRESSED_HEADER } from '../../../schemas/tracking/compressed-header';
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
  /** Headers the body needs to be read: COMPRESSED_HEADER on the encrypted text of a compressed body. */
  headers?: Record<string, string>;
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
 * Spec §7 encoding. gzip+base64 (application/zip) when compression is on or the JSON is longer
 * than the threshold; base64/encrypted text (text/plain) when encryption is on; both configured:
 * compressed first, then the zip body's text encrypted (text/plain + `x-trace-compressed: 1`), as
 * ciphertext does not compress; else plain JSON. Synchronous, so a closing page can still send;
 * null when gzip is needed and pako is not loaded yet.
 */
export function encodeNow(payload: unknown, opts: EncodeOptions): Encoded | null {
  let text = JSON.stringify(payload);
  let contentType: string = CONTENT_TYPES.json;
  const zip = opts.compress || text.length > opts.compressThreshold;
  if (zip) {
    if (!gzip) return null;
    text = bytesToBase64(gzip(encoder.encode(text)));
    contentType = CONTENT_TYPES.zip;
  }
  if (opts.encrypt) {
    text = opts.encrypt === true ? base64Utf8(text) : opts.encrypt(text);
    const out: Encoded = {
      body: text,
      contentType: CONTENT_TYPES.encrypted,
      bytes: encoder.encode(text).length,
    };
    if (zip) out.headers = { [COMPRESSED_HEADER]: '1' };
    return out;
  }
  return { body: text, contentType, bytes: zip ? text.length : encoder.encode(text).length };
}

export async function encodeBody(payload: unknown, opts: EncodeOptions): Promise<Encoded> {
  const now = encodeNow(payload, opts);
  if (now) return now;
  await loadPako();
  return encodeNow(payload, opts) as Encoded;
}
