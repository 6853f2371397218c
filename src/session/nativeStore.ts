import { storageDelete, storageGet, storageSet } from '../bridge/storage';
import type { AsyncKeyValue } from './flowDeps';
import { DEVICE_OWNER } from './keys';

/**
 * Native storage for the session's device-level entries. A failed bridge call reads as absent and a
 * failed write is dropped: the worst case is asking for consent again, never a stuck page.
 */
export const nativeStore: AsyncKeyValue = {
  async get(key) {
    const outcome = await storageGet(key, DEVICE_OWNER);
    return outcome.ok ? outcome.value : null;
  },
  async set(key, value) {
    await storageSet(key, value, DEVICE_OWNER);
  },
  async remove(key) {
    await storageDelete(key, DEVICE_OWNER);
  },
};
