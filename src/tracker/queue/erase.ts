import { KEYS, LEGACY, removeKey } from '../core/storage';
import { DB_NAME } from './idb-store';

/** Deletes the events database; settles within `timeoutMs` even when another connection never lets go. */
function deleteDatabase(timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const timer = setTimeout(
      () => reject(new Error(`IndexedDB ${DB_NAME} not deleted within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error(`IndexedDB ${DB_NAME} not deleted`));
    };
  });
}

/**
 * Everything the tracker keeps on the device, removed (issue 33, a revoked authorisation): the visitor
 * id, the session, the stored-data object (journal, pending exit, dropped counts, in-flight record) and
 * the keys older versions used, the tab's markers, and the IndexedDB event cache. A lazy chunk: only a
 * revoke needs it. Open connections close on the delete's versionchange (queue/idb-store.ts).
 */
export async function eraseTrackerStores(timeoutMs: number): Promise<void> {
  for (const key of [KEYS.visitor, KEYS.session, KEYS.data, ...Object.values(LEGACY)])
    removeKey('localStorage', key);
  for (const key of [KEYS.sessionMarker, KEYS.tasks, KEYS.pageNo]) removeKey('sessionStorage', key);
  await deleteDatabase(timeoutMs);
}
