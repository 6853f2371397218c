import type { AsyncKeyValue } from './flowDeps';
import { DISCLAIMER_KEY, LICENSE_KEY, USER_INFO_KEY } from './keys';
import { USER_CODE_KEY } from './userStore';

/**
 * What the mall keeps on the device, by name, so a revoked authorisation can erase all of it.
 * A new store belongs here. The forced language (`mall-lang`) is kept: it is not about the shopper, and the
 * page goes on in the language it is shown in.
 */
export const MALL_STORES = {
  /** Native storage's device entries (the bridge; in a browser, localStorage `mbank:…`). */
  native: [DISCLAIMER_KEY, LICENSE_KEY, USER_INFO_KEY],
  /** localStorage: the native storage's browser fallback, search history and popup frequency, the tracker. */
  localPrefixes: ['mbank:', 'mbankmall:', 'mbm_trk_'],
  /** sessionStorage: the user code, the visit's entry channel, pending license, order and buy, the tracker. */
  sessionKeys: [USER_CODE_KEY],
  sessionPrefixes: ['mall:', 'mbm_trk_'],
  /** IndexedDB: the tracker's event cache and the booth's layout cache. */
  databases: ['mbm-tracker', 'mbankmall-booth'],
} as const;

/** How long the erase waits for a database another connection holds; the delete completes when it closes. */
const DELETE_WAIT_MS = 2000;

export interface DeviceAreas {
  nativeStorage: AsyncKeyValue;
  local: Storage | null;
  session: Storage | null;
  indexedDB: IDBFactory | null;
}

function removeMatching(area: Storage | null, keys: readonly string[], prefixes: readonly string[]): void {
  if (!area) return;
  const names = Array.from({ length: area.length }, (_, i) => area.key(i) ?? '');
  for (const name of names)
    if (keys.includes(name) || prefixes.some((p) => name.startsWith(p))) area.removeItem(name);
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const request = factory.deleteDatabase(name);
    request.onsuccess = done;
    request.onerror = done;
  });
}

/**
 * Erases every store of the mall on this device (MALL_STORES). Storage that throws (private mode) holds
 * nothing to erase; a database held open elsewhere is deleted once that connection closes.
 */
export async function eraseMallStores(areas: DeviceAreas): Promise<void> {
  await Promise.all(MALL_STORES.native.map((key) => areas.nativeStorage.remove(key)));
  try {
    removeMatching(areas.local, [], MALL_STORES.localPrefixes);
    removeMatching(areas.session, MALL_STORES.sessionKeys, MALL_STORES.sessionPrefixes);
  } catch {
    // Storage unavailable: there is nothing in it.
  }
  const factory = areas.indexedDB;
  if (factory) await Promise.all(MALL_STORES.databases.map((name) => deleteDatabase(factory, name)));
}

/** The browser's areas, each null where the page may not use it. */
export function browserAreas(nativeStorage: AsyncKeyValue, win: Window = window): DeviceAreas {
  const get = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch {
      return null;
    }
  };
  return {
    nativeStorage,
    local: get(() => win.localStorage),
    session: get(() => win.sessionStorage),
    indexedDB: get(() => win.indexedDB) ?? null,
  };
}
