import type { Context } from 'hono';
import { matchesIfNoneMatch, tagHeaders, weakEtag } from './etag';
import { splicedBody } from './spliced-body';

/** JSON kept in memory and handed out as the same object for as long as it holds (the booth page's layout). */
export interface KeptJson {
  readonly json: string;
}

const tags = new WeakMap<KeptJson, string>();

/** The weak tag of kept JSON: hashed once per kept object, not on every request. */
export function keptEtag(kept: KeptJson): string {
  let tag = tags.get(kept);
  if (tag === undefined) {
    tag = weakEtag(kept.json);
    tags.set(kept, tag);
  }
  return tag;
}

/**
 * An answer whose bulk is kept JSON: `fixed()` (made from `kept` only) then `tail` (what
 * changes per request). The tag is the kept JSON's: If-None-Match naming it gets 304. Otherwise the
 * body is spliced in the coding the client accepts, the fixed part encoded once (spliced-body.ts), so
 * the compression middleware has nothing left to do.
 */
export async function sendKeptJson(
  c: Context,
  kept: KeptJson,
  fixed: () => string,
  tail: string,
): Promise<Response> {
  const headers = { ...tagHeaders(keptEtag(kept)), vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
  const { body, coding } = await splicedBody(c.req.header('accept-encoding'), kept, fixed, tail);
  return c.body(body, 200, {
    ...headers,
    'content-type': 'application/json',
    'content-length': String(body.byteLength),
    ...(coding ? { 'content-encoding': coding } : {}),
  });
}
