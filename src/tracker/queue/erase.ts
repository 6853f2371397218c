import { DB_NAME } from './idb-store';

/**
 * Deletes the events database (a revoked authorisation); a lazy chunk, as only a revoke needs
 * it. Open connections close on the delete's versionchange (queue/idb-store.ts); it settles within
 * `timeoutMs` even when another never lets go (the delete then completes once that one closes).
 */
export function deleteEvents(timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const timer = setTimeout(
      reject,
      timeoutMs,
      new Error(`IndexedDB ${DB_NAME} not deleted in ${timeoutMs} ms`),
    );
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error);
    };
  });
}
