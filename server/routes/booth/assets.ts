import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import { pictureBodyLimit, readPictureField } from '../../http/picture-upload';
import type { AppEnv } from '../../http/types';
import { boothAssets, saveBoothAsset } from '../../services/booth-assets';
import { sendPictureRefusal } from '../picture-refusal';
import { actorOf, operatorAccess } from './console';

/**
 * /api/booth/operator-assets: operators' pictures for booth blocks (upload, list). Mounted in app.ts ahead
 * of the JSON-only gate, like the customers' upload: its body is multipart. A cross-site form cannot send
 * the operator token or the console's CSRF header, so the gate's reason still holds here.
 */
export function boothAssetRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, { assets: await boothAssets(deps) }));
  r.post('/', pictureBodyLimit(), async (c) => {
    const file = await readPictureField(c);
    const saved = await saveBoothAsset(deps, new Uint8Array(await file.arrayBuffer()), actorOf(c));
    if (saved.ok) return sendOk(c, saved.asset);
    return sendPictureRefusal(c, saved.problem);
  });
  return r;
}
