import { readSlot, writeSlot } from '../core/storage';

/** An exit written synchronously before it is queued, so a page killed meanwhile still reports it. */
export interface PendingExit {
  eventId: string;
  loadId: string;
  pageNo: number;
  entryTime: number;
  exitTime: number;
}

/** Keyed by page load id: several tabs of the mall may each leave one behind. */
type PendingMap = Record<string, PendingExit>;

const read = (): PendingMap => readSlot<PendingMap>('pendingExit') ?? {};

export function putPendingExit(p: PendingExit): void {
  writeSlot('pendingExit', { ...read(), [p.loadId]: p });
}

export function getPendingExit(loadId: string): PendingExit | undefined {
  return read()[loadId];
}

/** Removes the record of a page; with eventId, only if it is still that exact exit. */
export function dropPendingExit(loadId: string, eventId?: string): void {
  const all = read();
  const p = all[loadId];
  if (!p || (eventId && p.eventId !== eventId)) return;
  delete all[loadId];
  writeSlot('pendingExit', all);
}

/** Takes every pending exit (at start): they belong to pages that are gone. */
export function takePendingExits(): PendingExit[] {
  const all = Object.values(read()).filter((p) => typeof p?.eventId === 'string');
  writeSlot('pendingExit', {});
  return all;
}
