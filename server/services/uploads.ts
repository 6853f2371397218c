import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FILE_ID_PATTERN, MAX_UPLOAD_BYTES, type UploadResult, uploadUrl } from '../../schemas/api/uploads';
import type { AppConfig, AppDeps } from '../config';
import { diskStore } from '../storage/disk-store';
import type { FileStore, StoredFile } from '../storage/file-store';
import { memoryStore } from '../storage/memory-store';
import { cleanImage, IMAGE_TYPES, type ImageProblem } from './uploads-image';

const stores = new WeakMap<AppConfig, FileStore>();

/** One store per running app: DATA_DIR/uploads, or memory for an app built without a data directory. */
export function fileStoreOf(config: AppConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.dataDir ? diskStore(join(config.dataDir, 'uploads')) : memoryStore();
    stores.set(config, store);
  }
  return store;
}

export type UploadOutcome =
  | { ok: true; value: UploadResult }
  | { ok: false; problem: ImageProblem | 'too_large' | 'empty' };

/**
 * Keeps a customer's picture: judged by its bytes (JPEG or PNG), bounded in size, rewritten without
 * metadata, stored under a new random id with its owner.
 */
export async function saveUpload(
  deps: AppDeps,
  customerId: number,
  bytes: Uint8Array,
): Promise<UploadOutcome> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, problem: 'too_large' };
  const image = cleanImage(bytes);
  if (typeof image === 'string') return { ok: false, problem: image };
  const fileId = `U${randomBytes(16).toString('hex')}`;
  const contentType = IMAGE_TYPES[image.kind];
  await fileStoreOf(deps.config).put(fileId, image.bytes, {
    contentType,
    ownerId: customerId,
    size: image.bytes.length,
    createdAt: deps.config.clock(),
  });
  return {
    ok: true,
    value: {
      fileId,
      url: uploadUrl(fileId),
      contentType,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    },
  };
}

/** A stored picture by id, for serving; undefined for anything that is not one. */
export async function readUpload(deps: AppDeps, fileId: string): Promise<StoredFile | undefined> {
  if (!FILE_ID_PATTERN.test(fileId)) return undefined;
  return fileStoreOf(deps.config).get(fileId);
}

/** The first of these ids that is not a picture this customer uploaded (another's looks absent), or null. */
export async function firstForeignFile(
  deps: AppDeps,
  customerId: number,
  fileIds: readonly string[],
): Promise<string | null> {
  const store = fileStoreOf(deps.config);
  for (const id of fileIds) {
    const meta = FILE_ID_PATTERN.test(id) ? await store.head(id) : undefined;
    if (!meta || meta.ownerId !== customerId) return id;
  }
  return null;
}
