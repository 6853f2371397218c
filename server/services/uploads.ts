import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  FILE_ID_PATTERN,
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS_PER_DAY,
  ORPHAN_UPLOAD_MS,
  type UploadResult,
  uploadUrl,
} from '../../schemas/api/uploads';
import type { AppConfig, AppDeps } from '../config';
import { deleteOrphans, insertUpload, lockUploader, uploadsSince } from '../repos/uploads';
import { dbStore } from '../storage/db-store';
import { diskStore } from '../storage/disk-store';
import type { FileStore, StoredFile } from '../storage/file-store';
import { memoryStore } from '../storage/memory-store';
import { cleanImage, IMAGE_TYPES, type ImageProblem } from './uploads-image';

const stores = new WeakMap<AppConfig, FileStore>();

/**
 * One store per running app: the database when the files must be shared by a cluster (FILE_STORE=db, the
 * default on PostgreSQL), else DATA_DIR/uploads, or memory for an app built without a data directory.
 */
export function fileStoreOf(deps: AppDeps): FileStore {
  const { config } = deps;
  let store = stores.get(config);
  if (!store) {
    if (config.fileStore === 'db') store = dbStore(deps.db);
    else store = config.dataDir ? diskStore(join(config.dataDir, 'uploads')) : memoryStore();
    stores.set(config, store);
  }
  return store;
}

export type UploadOutcome =
  | { ok: true; value: UploadResult }
  | { ok: false; problem: ImageProblem | 'too_large' | 'empty' }
  | { ok: false; problem: 'quota'; limit: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orphans removed per pass, so one pass never holds the database long. */
const ORPHAN_BATCH = 500;

/**
 * Takes one of the customer's uploads for today: under a lock on their customers row the uploads of the
 * last 24 hours are counted and the new one recorded, so parallel uploads cannot pass the quota together.
 */
async function takeQuota(deps: AppDeps, customerId: number, fileId: string, size: number, now: number) {
  return deps.db.transaction(async (tx) => {
    await lockUploader(tx, customerId);
    if ((await uploadsSince(tx, customerId, now - DAY_MS)) >= MAX_UPLOADS_PER_DAY) return false;
    await insertUpload(tx, { fileId, customerId, size, now });
    return true;
  });
}

/**
 * Housekeeping: removes the pictures uploaded more than ORPHAN_UPLOAD_MS ago that no after-sales
 * application or review names (the ledger row first, then the file). Everyone's at start, one customer's
 * before each of their uploads. Returns how many were removed.
 */
export async function purgeOrphanUploads(
  deps: AppDeps,
  now: number,
  customerId: number | null = null,
): Promise<number> {
  const store = fileStoreOf(deps);
  let removed = 0;
  for (;;) {
    const ids = await deps.db.transaction((tx) =>
      deleteOrphans(tx, now - ORPHAN_UPLOAD_MS, customerId, ORPHAN_BATCH),
    );
    for (const id of ids) await store.delete(id);
    removed += ids.length;
    if (ids.length < ORPHAN_BATCH) return removed;
  }
}

/**
 * Keeps a customer's picture: judged by its bytes (JPEG or PNG), bounded in size, rewritten without
 * metadata, within the customer's daily quota, stored under a new random id with its owner (and in the
 * upload ledger, so housekeeping can remove it if nothing ever names it).
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
  const now = deps.config.clock();
  await purgeOrphanUploads(deps, now, customerId);
  if (!(await takeQuota(deps, customerId, fileId, image.bytes.length, now))) {
    return { ok: false, problem: 'quota', limit: MAX_UPLOADS_PER_DAY };
  }
  await fileStoreOf(deps).put(fileId, image.bytes, {
    contentType,
    ownerId: customerId,
    size: image.bytes.length,
    createdAt: now,
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
  return fileStoreOf(deps).get(fileId);
}

/** The first of these ids that is not a picture this customer uploaded (another's looks absent), or null. */
export async function firstForeignFile(
  deps: AppDeps,
  customerId: number,
  fileIds: readonly string[],
): Promise<string | null> {
  const store = fileStoreOf(deps);
  for (const id of fileIds) {
    const meta = FILE_ID_PATTERN.test(id) ? await store.head(id) : undefined;
    if (!meta || meta.ownerId !== customerId) return id;
  }
  return null;
}
