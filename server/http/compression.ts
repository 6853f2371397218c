import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** The content codings the server produces, best first. */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];
/** File suffix of a precompressed sibling (`app-1a2b.js.br`, `app-1a2b.js.gz`). */
export const CODING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** Below this a compressed answer saves less than its headers and the CPU cost (same as hono/compress). */
export const COMPRESS_THRESHOLD = 1024;

/** Text-like types worth compressing; images, fonts (woff2 is already brotli) and archives are not. */
const COMPRESSIBLE =
  /^\s*(?:text\/[^;\s]+|application\/(?:[^;\s]*\+)?(?:json|javascript|xml|manifest\+json|wasm)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon))(?:[;\s]|$)/i;

export const isCompressibleType = (contentType: string | null | undefined): boolean =>
  !!contentType && COMPRESSIBLE.test(contentType);

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one with
 * the highest q, br before gzip when they tie; `*` stands for any coding not named; `q=0` refuses.
 * No header, or nothing acceptable, means identity (an `identity;q=0` refusal is not honoured: the
 * uncompressed bytes are always a valid answer for these resources).
 */
export function chooseCoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // x-gzip is gzip (RFC 9110 §8.4.1.3); the first mention of a coding wins.
    const key = name === 'x-gzip' ? 'gzip' : name;
    if (!q.has(key)) q.set(key, weight);
  }
  const wildcard = q.get('*') ?? 0;
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    const weight = q.get(coding) ?? wildcard;
    if (weight > bestQ) {
      best = coding;
      bestQ = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to Vary (once), keeping what is there. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('vary');
  if (current === '*') return;
  if (current && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return;
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * On-the-fly compression of a dynamic answer: brotli at quality 5 (close to the best ratio for JSON at a
 * fraction of quality 11's CPU), gzip at its default level 6. Static assets are compressed at build time
 * at the highest settings instead (scripts/compress-assets.ts).
 */
export async function compressDynamic(bytes: Uint8Array, coding: Coding): Promise<Buffer<ArrayBuffer>> {
  if (coding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(bytes, { level: 6 });
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses text answers over 1 KB (API JSON, index.html, the SSO and cashier pages) with br or gzip
 * as the request allows; answers that already carry a Content-Encoding (precompressed static assets),
 * bodiless ones (HEAD, 204, 304), partial ones and `no-transform` ones pass untouched. Every header the
 * inner handler set stays (the ingest's upload-status, idempotent-replayed, cache-control); a strong
 * ETag becomes weak because the bytes differ from the identity representation. Hono's own compress
 * middleware is not used: on Node 20 it offers gzip and deflate only (CompressionStream has no brotli).
 *
 * Sits outside the idempotency middleware, so stored answers are kept uncompressed and a replay is
 * compressed for whoever asks for it this time.
 */
export function compressAnswers(opts: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = opts.threshold ?? COMPRESS_THRESHOLD;
  return async (c, next) => {
    await next();
    const res = c.res;
    // res.body is asked for only once compressing: on @hono/node-server it turns the light response
    // into a full one, which then has to be written by reading its stream back.
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('content-encoding') ||
      !isCompressibleType(res.headers.get('content-type')) ||
      noTransform.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    // Whatever happens next, the representation depends on the request's Accept-Encoding.
    varyOnAcceptEncoding(res.headers);
    const coding = chooseCoding(c.req.header('accept-encoding'));
    const declared = res.headers.get('content-length');
    if (!coding || (declared !== null && Number(declared) < threshold) || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (bytes.byteLength >= threshold) {
      body = await compressDynamic(bytes, coding);
      headers.set('content-encoding', coding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
