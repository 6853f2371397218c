import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  FILE_ID_PATTERN,
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS_PER_DAY,
  type UploadResult,
  uploadThumbUrl,
  uploadUrl,
} from '../../schemas/api/uploads';
import type { AppConfig, AppDeps } from '../config';
import { deleteOrphans, insertUpload, lockUploader, uploadsSince } from '../repos/uploads';
import { dbStore } from '../storage/db-store';
import { diskStore } from '../storage/disk-store';
import type { FileStore, StoredFile } from '../storage/file-store';
import { memoryStore } from '../storage/memory-store';
import { orphanUploadAgeMs } from './retention-config';
import { type CleanImage, cleanImage, IMAGE_TYPES, type ImageProblem } from './uploads-image';

const stores = new WeakMap<object, FileStore>();

/** What finding the file store needs: the database and where files are kept. */
export interface FileStoreDeps {
  db: AppDeps['db'];
  config: Pick<AppConfig, 'fileStore' | 'dataDir'>;
}

/**
 * One store per running app: the database when the files must be shared by a cluster (FILE_STORE=db, the
 * default on PostgreSQL), else DATA_DIR/uploads, or memory for an app built without a data directory.
 */
export function fileStoreOf(deps: FileStoreDeps): FileStore {
  const { config } = deps;
  let store = stores.get(config);
  if (!store) {
    if (config.fileStore === 'db') store = dbStore(deps.db);
    else store = config.dataDir ? diskStore(join(config.dataDir, 'uploads')) : memoryStore();
    stores.set(config, store);
  }
  return store;
}

/** The store key of a picture's thumbnail: beside the picture, removed with it. */
export const thumbKey = (fileId: string): string => `${fileId}-thumb`;

/** Why a picture was not kept, before any quota: see ImageProblem. */
export type PictureProblem = ImageProblem | 'too_large' | 'empty';

/** Judges and rewrites an uploaded picture (the size bounds first, then its bytes); see uploads-image.ts. */
export async function pictureOf(bytes: Uint8Array): Promise<CleanImage | PictureProblem> {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > MAX_UPLOAD_BYTES) return 'too_large';
  return cleanImage(bytes);
}

/** Stores a rewritten picture and its thumbnail under a new random id, owned by `ownerId`; returns the id. */
export async function keepPicture(
  deps: AppDeps,
  image: CleanImage,
  ownerId: number,
  now: number,
  fileId = newFileId(),
): Promise<string> {
  const store = fileStoreOf(deps);
  // The thumbnail first: a picture is only named (and served) once its thumbnail is there too.
  for (const [key, picture] of [
    [thumbKey(fileId), image.thumb],
    [fileId, image],
  ] as const) {
    await store.put(key, picture.bytes, {
      contentType: IMAGE_TYPES[picture.kind],
      ownerId,
      size: picture.bytes.length,
      createdAt: now,
    });
  }
  return fileId;
}

const newFileId = () => `U${randomBytes(16).toString('hex')}`;

export type UploadOutcome =
  | { ok: true; value: UploadResult }
  | { ok: false; problem: PictureProblem }
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
 * Housekeeping: removes the pictures uploaded more than UPLOAD_ORPHAN_DAYS ago (services/retention-config.ts) that no after-sales
 * application or review names (the ledger row first, then the file). Everyone's at start, one customer's
 * before each of their uploads. Returns how many were removed.
 */
export async function purgeOrphanUploads(
  deps: FileStoreDeps & { config: Pick<AppConfig, 'retention'> },
  now: number,
  customerId: number | null = null,
): Promise<number> {
  const store = fileStoreOf(deps);
  const orphanAgeMs = orphanUploadAgeMs(deps);
  let removed = 0;
  for (;;) {
    const ids = await deps.db.transaction((tx) =>
      deleteOrphans(tx, now - orphanAgeMs, customerId, ORPHAN_BATCH),
    );
    for (const id of ids) {
      await store.delete(id);
      await store.delete(thumbKey(id));
    }
    removed += ids.length;
    if (ids.length < ORPHAN_BATCH) return removed;
  }
}

/**
 * Keeps a customer's picture: judged by its bytes (JPEG or PNG), bounded in size and pixels, rewritten
 * upright, resized and without metadata, within the customer's daily quota, stored under a new random id
 * with its owner and a thumbnail (and in the upload ledger, so housekeeping can remove it if nothing ever
 * names it).
 */
export async function saveUpload(
  deps: AppDeps,
  customerId: number,
  bytes: Uint8Array,
): Promise<UploadOutcome> {
  const image = await pictureOf(bytes);
  if (typeof image === 'string') return { ok: false, problem: image };
  const fileId = newFileId();
  const now = deps.config.clock();
  await purgeOrphanUploads(deps, now, customerId);
  if (!(await takeQuota(deps, customerId, fileId, image.bytes.length, now))) {
    return { ok: false, problem: 'quota', limit: MAX_UPLOADS_PER_DAY };
  }
  await keepPicture(deps, image, customerId, now, fileId);
  return {
    ok: true,
    value: {
      fileId,
      url: uploadUrl(fileId),
      thumbUrl: uploadThumbUrl(fileId),
      contentType: IMAGE_TYPES[image.kind],
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    },
  };
}

/**
 * A stored picture by id, for serving, or its thumbnail; undefined for anything that is not one. A picture
 * kept before thumbnails existed serves itself as its thumbnail.
 */
export async function readUpload(
  deps: AppDeps,
  fileId: string,
  size: 'full' | 'thumb' = 'full',
): Promise<StoredFile | undefined> {
  if (!FILE_ID_PATTERN.test(fileId)) return undefined;
  const store = fileStoreOf(deps);
  if (size === 'thumb') return (await store.get(thumbKey(fileId))) ?? store.get(fileId);
  return store.get(fileId);
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
