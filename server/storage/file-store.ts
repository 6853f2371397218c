/**
 * Where uploaded files live. Four calls only, so a disk directory here and an S3-compatible bucket at scale
 * (PUT/GET/HEAD/DELETE object with user metadata) are interchangeable: nothing above this seam lists,
 * renames or edits files; housekeeping deletes by id the ones the upload ledger says nobody attached.
 * Keys are chosen by the caller and are plain names (no slashes), never the shopper's.
 */
export interface StoredMeta {
  /** What the bytes were judged to be (by content), served as the content type. */
  contentType: string;
  /** The customer who uploaded it: only they may attach it to something (ownership is checked on use). */
  ownerId: number;
  size: number;
  createdAt: number;
}

export interface StoredFile {
  bytes: Uint8Array;
  meta: StoredMeta;
}

export interface FileStore {
  put(key: string, bytes: Uint8Array, meta: StoredMeta): Promise<void>;
  /** The bytes and their metadata, or undefined when no such key was ever put. */
  get(key: string): Promise<StoredFile | undefined>;
  /** The metadata alone (an S3 HEAD), for ownership checks that do not need the bytes. */
  head(key: string): Promise<StoredMeta | undefined>;
  /** Removes the bytes and metadata (an S3 DELETE); a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are generated ids; anything else (a path, dots) is refused before it reaches a file system. */
export const STORE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The key itself when it is one (STORE_KEY), else an error naming what came: every store checks alike. */
export function checkedKey(key: string): string {
  if (!STORE_KEY.test(key)) throw new Error(`bad storage key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
