import type { BlockRuntime } from '../runtime';

type Frequency = 'once' | 'daily' | 'everyVisit';

/**
 * The business day is China Standard Time (UTC+8, no daylight saving) on SERVER time: a phone in
 * another zone or with a wrong clock must not see a 'daily' popup twice or never.
 */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

export const serverDay = (serverNow: number): string =>
  new Date(serverNow + CST_OFFSET_MS).toISOString().slice(0, 10);

/** One key per page and block: the same popup id on two pages counts separately. */
export const popupStorageKey = (pageId: string, blockId: string): string =>
  `mbankmall:popup:${pageId}:${blockId}`;

/**
 * The stored value is the server day it was last shown: 'once' needs any value, 'daily' the same
 * day, 'everyVisit' ignores it.
 */
export function shouldShowPopup(frequency: Frequency, lastShown: string | null, serverNow: number): boolean {
  switch (frequency) {
    case 'everyVisit':
      return true;
    case 'once':
      return lastShown === null;
    case 'daily':
      return lastShown !== serverDay(serverNow);
  }
}

/**
 * What this page visit already decided per popup. React may render a component more than once
 * before committing (concurrent rendering, StrictMode, a remount), and the stored day written by
 * the first decision must not hide the popup from the second. Closing is remembered here too, so
 * a remount during the visit does not bring a closed popup back.
 */
let decidedThisVisit = new WeakMap<object, Map<string, boolean>>();

/** Decisions are kept per storage object: one per document in the app, one per story or test. */
function decisions(runtime: BlockRuntime): Map<string, boolean> {
  let map = decidedThisVisit.get(runtime.storage);
  if (!map) {
    map = new Map();
    decidedThisVisit.set(runtime.storage, map);
  }
  return map;
}

/** For tests: start a new page visit. */
export function resetPopupVisit(): void {
  decidedThisVisit = new WeakMap();
}

export function markPopupClosed(runtime: BlockRuntime, blockId: string): void {
  decisions(runtime).set(popupStorageKey(runtime.pageId, blockId), false);
}

/**
 * Decides whether to show now and, if so, records it. Storage may throw (private mode, quota):
 * then the popup shows on this visit rather than never, and the failed write is ignored.
 */
export function claimPopup(runtime: BlockRuntime, blockId: string, frequency: Frequency): boolean {
  if (runtime.preview) return true;
  const key = popupStorageKey(runtime.pageId, blockId);
  const decided = decisions(runtime).get(key);
  if (decided !== undefined) return decided;
  const show = decide(runtime, key, frequency);
  decisions(runtime).set(key, show);
  return show;
}

function decide(runtime: BlockRuntime, key: string, frequency: Frequency): boolean {
  const now = runtime.serverNow();
  let lastShown: string | null = null;
  try {
    lastShown = runtime.storage.getItem(key);
  } catch {
    lastShown = null;
  }
  if (!shouldShowPopup(frequency, lastShown, now)) return false;
  if (frequency !== 'everyVisit') {
    try {
      runtime.storage.setItem(key, serverDay(now));
    } catch {
      // Not remembered: it may show again next visit, which beats never showing.
    }
  }
  return true;
}
