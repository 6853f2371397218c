import { browserOk, callNative, failed, getBridge, ignoreData } from './call';
import { bridgeText } from './messages';
import { type BridgeOutcome, NativeErrorCode } from './types';

/** Native storage is per customer; ownerId is the user code ('' before login). */
export interface StorageOwner {
  ownerId: string;
}

/**
 * localStorage key for the browser fallback. The owner id is URI-encoded so it contains no ':',
 * which keeps 'a:b' + 'c' and 'a' + 'b:c' apart.
 */
export function browserStorageKey(key: string, { ownerId }: StorageOwner): string {
  return `mbank:${encodeURIComponent(ownerId)}:${key}`;
}

interface DataEntry {
  key: string;
  value: string | null;
}

/** Native storage answers with { dataList: [{ key, value }] } (spec §3). */
function readDataList(data: unknown): DataEntry[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const list = (data as { dataList?: unknown }).dataList;
  if (!Array.isArray(list)) return undefined;
  const entries: DataEntry[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { key, value } = item as { key?: unknown; value?: unknown };
    if (typeof key !== 'string') return undefined;
    entries.push({ key, value: typeof value === 'string' ? value : null });
  }
  return entries;
}

// Safari private mode and full quotas throw from localStorage; that must not crash the page.
function withLocalStorage<T>(use: (storage: Storage) => T): BridgeOutcome<T> {
  try {
    return browserOk(use(window.localStorage));
  } catch {
    return failed(NativeErrorCode.unknown, bridgeText().storageUnavailable);
  }
}

/** Reads a value; null when absent. */
export async function storageGet(key: string, owner: StorageOwner): Promise<BridgeOutcome<string | null>> {
  const bridge = getBridge();
  if (!bridge) return withLocalStorage((s) => s.getItem(browserStorageKey(key, owner)));
  return callNative(bridge, 'storageGet', { ownerId: owner.ownerId, dataList: [{ key }] }, (data) => {
    const list = readDataList(data);
    if (!list) return undefined;
    return list.find((entry) => entry.key === key)?.value ?? null;
  });
}

export async function storageSet(
  key: string,
  value: string,
  owner: StorageOwner,
): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (!bridge)
    return withLocalStorage((s) => {
      s.setItem(browserStorageKey(key, owner), value);
      return null;
    });
  return callNative(bridge, 'storageSet', { ownerId: owner.ownerId, dataList: [{ key, value }] }, ignoreData);
}

export async function storageDelete(key: string, owner: StorageOwner): Promise<BridgeOutcome<null>> {
  const bridge = getBridge();
  if (!bridge)
    return withLocalStorage((s) => {
      s.removeItem(browserStorageKey(key, owner));
      return null;
    });
  return callNative(bridge, 'storageDelete', { ownerId: owner.ownerId, dataList: [{ key }] }, ignoreData);
}
