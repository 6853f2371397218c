import { uploadUrl } from '../../schemas/api/uploads';
import type { AppDeps } from '../config';
import { type BoothAsset, insertAsset, listAssets } from '../repos/booth-assets';
import { keepPicture, type PictureProblem, pictureOf } from './uploads';
import { IMAGE_TYPES } from './uploads-image';

/** The file store's owner id for operators' pictures: no customer has id 0. */
const OPERATOR_OWNER = 0;
const LISTED = 200;

export type AssetOutcome = { ok: true; asset: BoothAsset } | { ok: false; problem: PictureProblem };

/**
 * Keeps an operator's picture for booth blocks: judged by its bytes (JPEG or PNG) and rewritten upright,
 * resized and without metadata like a customer's, stored with its thumbnail under a new random id and
 * listed for the console's picture chooser.
 */
export async function saveBoothAsset(deps: AppDeps, bytes: Uint8Array, actor: string): Promise<AssetOutcome> {
  const image = await pictureOf(bytes);
  if (typeof image === 'string') return { ok: false, problem: image };
  const now = deps.config.clock();
  const fileId = await keepPicture(deps, image, OPERATOR_OWNER, now);
  const asset: BoothAsset = {
    fileId,
    url: uploadUrl(fileId),
    contentType: IMAGE_TYPES[image.kind],
    width: image.width,
    height: image.height,
    size: image.bytes.length,
    uploadedBy: actor,
    createdAt: now,
  };
  await insertAsset(deps.db, asset);
  deps.config.logger(`booth: picture ${fileId} uploaded by ${actor}`);
  return { ok: true, asset };
}

export const boothAssets = (deps: AppDeps): Promise<BoothAsset[]> => listAssets(deps.db, LISTED);
