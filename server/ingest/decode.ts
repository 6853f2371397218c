import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { CONTENT_TYPES, REQUEST_BODY_PARSE_ERROR } from '../../schemas/tracking/constants';
import { describeZlibError } from './zlib-errors';

const gunzipAsync = promisify(gunzip);

export type DecodeResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; message: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The media type without parameters ('application/json; charset=utf-8' → 'application/json'). */
export const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function fromBase64(text: string): Uint8Array | null {
  // Buffer.from(…, 'base64') skips junk silently; a body that is not base64 must be refused, not half-read.
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

function parseJson(bytes: Uint8Array): DecodeResult {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, status: 400, message: `${REQUEST_BODY_PARSE_ERROR}: body is not UTF-8 text` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: `${REQUEST_BODY_PARSE_ERROR}: body is not valid JSON` };
  }
}

async function gunzipJson(bytes: Uint8Array, maxInflated: number): Promise<DecodeResult> {
  try {
    return parseJson(await gunzipAsync(bytes, { maxOutputLength: maxInflated }));
  } catch (e) {
    const failure = describeZlibError(e, maxInflated);
    return { ok: false, status: failure.kind === 'too-large' ? 413 : 400, message: failure.message };
  }
}

/**
 * Spec §7 wire encodings: application/json is the JSON itself; text/plain is base64 of the UTF-8 JSON;
 * application/zip is base64 of gzip of it. Both compression and encryption configured: text/plain whose
 * decoded text is an application/zip body, marked `compressed` (x-trace-compressed: 1) — compressed
 * first, then encrypted. maxInflated caps what a small gzip body may expand to.
 */
export async function decodeUpload(
  contentType: string | undefined,
  raw: Uint8Array,
  maxInflated: number,
  compressed = false,
): Promise<DecodeResult> {
  const type = mediaType(contentType);
  if (type === CONTENT_TYPES.json) return parseJson(raw);
  if (type !== CONTENT_TYPES.encrypted && type !== CONTENT_TYPES.zip) {
    return {
      ok: false,
      status: 415,
      message: `unsupported content type '${type || '(none)'}': use ${Object.values(CONTENT_TYPES).join(', ')}`,
    };
  }
  const text = Buffer.from(raw).toString('latin1');
  const bytes = fromBase64(text);
  if (!bytes) return { ok: false, status: 400, message: `${REQUEST_BODY_PARSE_ERROR}: body is not base64` };
  if (type === CONTENT_TYPES.zip) return gunzipJson(bytes, maxInflated);
  if (!compressed) return parseJson(bytes);
  const inner = fromBase64(Buffer.from(bytes).toString('latin1'));
  if (!inner) return { ok: false, status: 400, message: `${REQUEST_BODY_PARSE_ERROR}: body is not base64` };
  return gunzipJson(inner, maxInflated);
}
