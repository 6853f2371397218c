import type { IDBPDatabase } from 'idb';

/**
 * The last good layout per page, in IndexedDB: an instant repeat visit and a fallback when the
 * network fails or the server sends a layout newer than this app understands.
 */
interface CachedLayout {
  raw: unknown;
  savedAt: number;
}

const DB_NAME = 'mbankmall-booth';
const STORE = 'layouts';
/** A cache that cannot open quickly (private mode, broken IndexedDB) must not delay the page. */
const OPEN_TIMEOUT_MS = 1500;

let dbPromise: Promise<IDBPDatabase | null> | undefined;

function database(): Promise<IDBPDatabase | null> {
  if (!dbPromise) {
    dbPromise = new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
      // idb is loaded with the first read, not with the first route: the layout fetch is
      // already on its way by then.
      import('idb')
        .then(({ openDB }) =>
          openDB(DB_NAME, 1, {
            upgrade(db) {
              db.createObjectStore(STORE);
            },
            // A revoked authorisation deletes the mall's databases (src/session/deviceStores.ts): let go,
            // and open afresh at the next read.
            blocking(_current, _blocked, event) {
              (event.target as IDBDatabase).close();
              dbPromise = undefined;
            },
          }),
        )
        .then(
          (db) => {
            clearTimeout(timer);
            resolve(db);
          },
          () => {
            clearTimeout(timer);
            resolve(null);
          },
        );
    });
  }
  return dbPromise;
}

export async function readCachedLayout(key: string): Promise<CachedLayout | undefined> {
  try {
    const db = await database();
    return ((await db?.get(STORE, key)) as CachedLayout | undefined) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function writeCachedLayout(key: string, raw: unknown): Promise<void> {
  try {
    const db = await database();
    await db?.put(STORE, { raw, savedAt: Date.now() } satisfies CachedLayout, key);
  } catch {
    // A full or broken cache only costs the offline fallback; the page itself is fine.
  }
}

/** For tests: forget the open connection so a fresh fake IndexedDB is used. */
export function resetLayoutCache(): void {
  dbPromise = undefined;
}
