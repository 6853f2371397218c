import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCodes } from '../../../schemas/api/envelope';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../../schemas/api/uploads';
import type { AppDeps } from '../../config';
import { sendFail, sendOk, sendTooLarge } from '../../http/envelope';
import { ApiError, badRequest } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { boothAssets, saveBoothAsset } from '../../services/booth-assets';
import { actorOf, operatorAccess } from './console';

const FORM_OVERHEAD = 64 * 1024;

const isMultipart = (type: string | undefined) =>
  type?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * /api/booth/operator-assets: operators' pictures for booth blocks (upload, list). Mounted in app.ts ahead
 * of the JSON-only gate, like the customers' upload: its body is multipart. A cross-site form cannot send
 * the operator token or the console's CSRF header, so the gate's reason still holds here.
 */
export function boothAssetRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, { assets: await boothAssets(deps) }));
  r.post(
    '/',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD,
      onError: (c) => {
        c.header('connection', 'close');
        return sendTooLarge(c);
      },
    }),
    async (c) => {
      if (!isMultipart(c.req.header('content-type'))) {
        throw new ApiError(
          415,
          ErrorCodes.unsupportedMediaType,
          `send the picture as multipart/form-data in the field '${UPLOAD_FIELD}'`,
        );
      }
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw badRequest('invalid file: the form could not be read');
      }
      const file = form.get(UPLOAD_FIELD);
      if (!(file instanceof Blob)) throw badRequest(`invalid file: the field '${UPLOAD_FIELD}' is required`);
      const saved = await saveBoothAsset(deps, new Uint8Array(await file.arrayBuffer()), actorOf(c));
      if (saved.ok) return sendOk(c, saved.asset);
      if (saved.problem === 'too_large') return sendTooLarge(c);
      return sendFail(
        c,
        415,
        ErrorCodes.unsupportedMediaType,
        saved.problem === 'empty'
          ? 'invalid file: it is empty'
          : 'invalid file: only undamaged JPEG and PNG pictures are accepted',
      );
    },
  );
  return r;
}
