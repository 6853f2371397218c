import { readSlot, writeSlot } from '../core/storage';

/** Bounds the record: an upload carries at most a few hundred events. */
const MAX_IDS = 2000;

/** 0: in an upload whose answer was not seen yet. 1: stored by the ingest, a cached copy may remain. */
export type SentState = 0 | 1;
export type SentMap = Record<string, SentState>;

/**
 * The `sent` slot of the stored-data object, written synchronously, so a page that dies at any moment
 * leaves the next start the truth about its uploads:
 * - an event is marked 0 before the upload carrying it starts, and 1 as soon as the ingest answered that
 *   it stored it; the entry goes once its cached copies are deleted (or the ingest refused it);
 * - at the next start a 0 may or may not have arrived: sending it again is a resend, and the upload says
 *   so; a 1 has arrived: its cached copies (IndexedDB, pending-close record) are deleted, never sent.
 */
export function readSent(): SentMap {
  const v = readSlot<unknown>('sent');
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: SentMap = {};
  for (const [id, s] of Object.entries(v)) if (s === 0 || s === 1) out[id] = s;
  return out;
}

function write(ids: readonly string[], state: SentState | null): void {
  if (ids.length === 0) return;
  const all = readSent();
  let changed = false;
  for (const id of ids) {
    if (state === null) {
      if (id in all) {
        delete all[id];
        changed = true;
      }
    } else if (all[id] !== state) {
      // Re-inserted at the end: the oldest entries are the ones cut by the bound.
      delete all[id];
      all[id] = state;
      changed = true;
    }
  }
  if (!changed) return;
  const keys = Object.keys(all);
  for (const id of keys.slice(0, Math.max(0, keys.length - MAX_IDS))) delete all[id];
  writeSlot('sent', all);
}

/** Before an upload starts. */
export const markSent = (ids: readonly string[]): void => write(ids, 0);
/** The ingest answered that it stored them. */
export const markDelivered = (ids: readonly string[]): void => write(ids, 1);
/** Their cached copies are gone, or the ingest refused them: nothing left to know. */
export const clearSent = (ids: readonly string[]): void => write(ids, null);
