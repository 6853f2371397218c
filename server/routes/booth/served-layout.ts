import type { Context } from 'hono';
import { OK_JSON } from '../../http/envelope';
import { sendKeptJson } from '../../http/kept-answer';
import type { ServedLayout } from '../../services/booth-live-cache';

/**
 * A layout answer `{ layout, serverTime }` (the booth page and the booth slots). A kept layout's JSON,
 * its tag and its compressed bytes are made once; only the request's serverTime is added.
 * The tag covers the layout, not serverTime, so a client that has the layout gets 304 (no body) and
 * keeps its copy; the serverTime inside that copy is as old as the copy, so a client that revalidates
 * takes the time from the 304's Date header instead (the app's t= reads are never revalidated).
 * One made for this read (a draft shown by a preview token, the QA replay) is sent as it is, untagged.
 */
export function sendServedLayout(
  c: Context,
  served: ServedLayout,
  serverTime: number,
): Promise<Response> | Response {
  if (!served.kept) {
    const body = `${OK_JSON.head}{"layout":${served.json},"serverTime":${serverTime}}${OK_JSON.tail}`;
    return c.body(body, 200, { 'content-type': 'application/json' });
  }
  return sendKeptJson(
    c,
    served,
    () => `${OK_JSON.head}{"layout":${served.json},"serverTime":`,
    `${serverTime}}${OK_JSON.tail}`,
  );
}
