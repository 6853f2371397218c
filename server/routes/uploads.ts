import { type Context, Hono } from 'hono';
import { ErrorCodes } from '../../schemas/api/envelope';
import { MAX_UPLOAD_BYTES } from '../../schemas/api/uploads';
import type { AppDeps } from '../config';
import { sendFail, sendOk, sendTooLarge } from '../http/envelope';
import { notFound } from '../http/errors';
import { pictureBodyLimit, readPictureField } from '../http/picture-upload';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { textsFor } from '../i18n/request-lang';
import { uploadMessages } from '../i18n/uploads';
import { readUpload, saveUpload } from '../services/uploads';
import { sendPictureRefusal } from './picture-refusal';

/** The picture is never a document: nothing in it may run, load or be framed, even opened directly. */
const SERVED_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** An id names fixed bytes; a shopper's picture is theirs, so shared caches do not keep it. */
const SERVED_CACHE = 'private, max-age=31536000, immutable';

/**
 * POST /file/upload (signed in; multipart, field `file`), GET /file/upload/:fileId (the picture) and
 * GET /file/upload/:fileId/thumb (its thumbnail).
 * Mounted in app.ts ahead of the API's 1 MB JSON-only gate: this route takes a multipart body of up to
 * 5 MB and bounds it itself. A cross-site form can send multipart without asking, but not the userCode
 * header the session lives in, so the gate's reason (no state change from a foreign page) still holds.
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/file/upload', requireUser(deps), pictureBodyLimit(), async (c) => {
    const file = await readPictureField(c);
    if (file.size > MAX_UPLOAD_BYTES) return sendTooLarge(c);
    const saved = await saveUpload(deps, currentUser(c).customerId, new Uint8Array(await file.arrayBuffer()));
    if (saved.ok) return sendOk(c, saved.value);
    if (saved.problem === 'quota') {
      return sendFail(c, 429, ErrorCodes.tooMany, textsFor(c, uploadMessages).quota(saved.limit), {
        limit: saved.limit,
      });
    }
    return sendPictureRefusal(c, saved.problem);
  });

  const serve = (size: 'full' | 'thumb') => async (c: Context<AppEnv>) => {
    const stored = await readUpload(deps, c.req.param('fileId') ?? '', size);
    if (!stored) throw notFound('no such file');
    return c.body(new Uint8Array(stored.bytes), 200, {
      'content-type': stored.meta.contentType,
      'content-length': String(stored.bytes.byteLength),
      'content-security-policy': SERVED_CSP,
      'content-disposition': 'inline',
      'cache-control': SERVED_CACHE,
    });
  };
  r.get('/file/upload/:fileId', serve('full'));
  r.get('/file/upload/:fileId/thumb', serve('thumb'));

  return r;
}
