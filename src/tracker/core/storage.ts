/**
 * Storage access that survives disabled storage (private mode, sandboxed webviews):
 * failures read as null and writes are dropped instead of throwing.
 */
type Kind = 'localStorage' | 'sessionStorage';

function area(kind: Kind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readJson<T>(kind: Kind, key: string): T | null {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(kind: Kind, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the tracker keeps working without persistence.
  }
}

export function removeKey(kind: Kind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // See writeJson.
  }
}

/** Storage key names (spec §9: session, visitor id, stored-data object; plus our own). */
export const KEYS = {
  visitor: 'mbm_trk_visitor',
  session: 'mbm_trk_session',
  data: 'mbm_trk_data',
  sessionMarker: 'mbm_trk_started',
  pendingExit: 'mbm_trk_pending_exit',
  pendingClose: 'mbm_trk_pending_close',
  tasks: 'mbm_trk_tasks',
  dropped: 'mbm_trk_dropped',
} as const;
