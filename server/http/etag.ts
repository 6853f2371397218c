import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ok } from '../../schemas/api/envelope';

/** Weak validator of a body: equal bytes, equal tag. */
export const weakEtag = (body: string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** True when an If-None-Match header lists this tag (or `*`); weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** A tagged answer's validator headers: `no-cache` has every use revalidated against the tag. */
export const tagHeaders = (etag: string) => ({ etag, 'cache-control': 'no-cache' });

/**
 * The success envelope with a weak ETag, for public reads whose body depends only on the
 * request: a client that sends the tag back in If-None-Match gets 304 with no body. `no-cache` keeps
 * every use revalidated, so a stock change is never shown from a browser's cache. The app itself adds
 * `t=<timestamp>` to its GETs (spec §7), which defeats HTTP caches: for it the server's own cache is
 * the win; the tag serves the other clients (a CDN, the bank's app shell, tools).
 */
export function sendOkWithEtag<T>(c: Context, result: T): Response {
  const body = JSON.stringify(ok(result));
  const headers = tagHeaders(weakEtag(body));
  if (matchesIfNoneMatch(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json' });
}
