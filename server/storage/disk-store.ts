import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedKey, type FileStore, type StoredMeta } from './file-store';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The FileStore on a local directory (DATA_DIR/uploads): `<key>` holds the bytes and `<key>.json` the
 * metadata, like an object and its user metadata in a bucket. Each is written to a temporary name and
 * renamed, so a reader never sees half a file; the metadata is written last, and a key without it reads
 * as absent.
 */
export function diskStore(dir: string): FileStore {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
    return ready;
  };
  const atomicWrite = async (name: string, data: Uint8Array | string) => {
    const tmp = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, join(dir, name));
  };
  const readMeta = async (key: string): Promise<StoredMeta | undefined> => {
    try {
      return JSON.parse(await readFile(join(dir, `${checkedKey(key)}.json`), 'utf8')) as StoredMeta;
    } catch (err) {
      if (missing(err)) return undefined;
      throw err;
    }
  };
  return {
    async put(key, bytes, meta) {
      await ensureDir();
      await atomicWrite(checkedKey(key), bytes);
      await atomicWrite(`${key}.json`, JSON.stringify(meta));
    },
    head: readMeta,
    async delete(key) {
      // Metadata first: without it the key reads as absent even if removing the bytes fails.
      await rm(join(dir, `${checkedKey(key)}.json`), { force: true });
      await rm(join(dir, key), { force: true });
    },
    async get(key) {
      const meta = await readMeta(key);
      if (!meta) return undefined;
      try {
        return { bytes: new Uint8Array(await readFile(join(dir, key))), meta };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
  };
}
