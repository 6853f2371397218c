import { readSlot, writeSlot } from '../core/storage';

/** Bounds the record: an upload carries at most a few hundred events. */
const MAX_IDS = 1000;

/**
 * The `sent` slot of the stored-data object: eventIds of uploads whose answer the page has not
 * seen yet. Written synchronously before each upload starts and cleared when an answer arrives,
 * so what is left at the next start was in flight when a page died (a keep-alive on close, an
 * upload cut by a navigation): it may or may not have arrived. Sending it again is then a resend,
 * and the upload says so; an event whose earlier upload was answered is never sent twice.
 */
export function readSent(): string[] {
  const v = readSlot<unknown>('sent');
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export function markSent(ids: readonly string[]): void {
  if (ids.length === 0) return;
  const all = new Set(readSent());
  for (const id of ids) all.add(id);
  writeSlot('sent', [...all].slice(-MAX_IDS));
}

export function clearSent(ids: readonly string[]): void {
  const all = readSent();
  const gone = new Set(ids);
  const left = all.filter((id) => !gone.has(id));
  if (left.length !== all.length) writeSlot('sent', left);
}
