import { type FileStore, STORE_KEY, type StoredFile } from './file-store';

/** A FileStore in memory, for an app built without a data directory (unit tests of the app). */
export function memoryStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, bytes, meta) {
      if (!STORE_KEY.test(key)) throw new Error('bad storage key');
      files.set(key, { bytes: bytes.slice(), meta: { ...meta } });
    },
    async get(key) {
      return files.get(key);
    },
    async head(key) {
      return files.get(key)?.meta;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
