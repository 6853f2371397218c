import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, uploadUrl } from '../../schemas/api/uploads';
import type { AppDeps } from '../config';
import { type BoothAsset, insertAsset, listAssets } from '../repos/booth-assets';
import { fileStoreOf } from './uploads';
import { cleanImage, IMAGE_TYPES, type ImageProblem } from './uploads-image';

/** The file store's owner id for operators' pictures: no customer has id 0. */
const OPERATOR_OWNER = 0;
const LISTED = 200;

export type AssetOutcome =
  | { ok: true; asset: BoothAsset }
  | { ok: false; problem: ImageProblem | 'too_large' | 'empty' };

/**
 * Keeps an operator's picture for booth blocks: judged by its bytes (JPEG or PNG) and rewritten without
 * metadata like a customer's, stored under a new random id and listed for the console's picture chooser.
 */
export async function saveBoothAsset(deps: AppDeps, bytes: Uint8Array, actor: string): Promise<AssetOutcome> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, problem: 'too_large' };
  const image = cleanImage(bytes);
  if (typeof image === 'string') return { ok: false, problem: image };
  const fileId = `U${randomBytes(16).toString('hex')}`;
  const contentType = IMAGE_TYPES[image.kind];
  const now = deps.config.clock();
  await fileStoreOf(deps).put(fileId, image.bytes, {
    contentType,
    ownerId: OPERATOR_OWNER,
    size: image.bytes.length,
    createdAt: now,
  });
  const asset: BoothAsset = {
    fileId,
    url: uploadUrl(fileId),
    contentType,
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
