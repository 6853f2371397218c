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

/** Storage key names (spec §9: session, visitor id and the stored-data object; the rest per tab). */
export const KEYS = {
  visitor: 'mbm_trk_visitor',
  session: 'mbm_trk_session',
  /** Spec §9's stored-data object: everything the SDK keeps for its uploads, one slot per job. */
  data: 'mbm_trk_data',
  sessionMarker: 'mbm_trk_started',
  tasks: 'mbm_trk_tasks',
  pageNo: 'mbm_trk_page_no',
} as const;

/**
 * The slots of the stored-data object:
 * - `pendingClose`: events of a hidden or closing page, written synchronously (queue/journal.ts);
 * - `pendingExit`: the exit a hidden page would report if it were killed (collectors/pending-exit.ts);
 * - `dropped`: counts of events the SDK dropped, sent with the next batch (queue/dropped.ts);
 * - `sent`: eventIds in an upload whose answer was not seen yet (transport/sent.ts).
 */
export type DataSlot = 'pendingClose' | 'pendingExit' | 'dropped' | 'sent';

/** Where the slots lived before they were gathered into the stored-data object. */
const LEGACY: Partial<Record<DataSlot, string>> = {
  pendingClose: 'mbm_trk_pending_close',
  pendingExit: 'mbm_trk_pending_exit',
  dropped: 'mbm_trk_dropped',
};

type StoredData = Partial<Record<DataSlot, unknown>>;

const readData = (): StoredData => {
  const d = readJson<StoredData>('localStorage', KEYS.data);
  return d && typeof d === 'object' && !Array.isArray(d) ? d : {};
};

/** One slot of the stored-data object; null when absent or unreadable. */
export function readSlot<T>(slot: DataSlot): T | null {
  const v = readData()[slot];
  return v === undefined || v === null ? null : (v as T);
}

/** Replaces one slot in one read and one write (synchronous: safe in a pagehide handler). */
export function writeSlot(slot: DataSlot, value: unknown): void {
  writeJson('localStorage', KEYS.data, { ...readData(), [slot]: value });
}

/** Moves what an older version kept under its own keys into the stored-data object (once, at start). */
export function migrateLegacyKeys(): void {
  let data: StoredData | null = null;
  for (const [slot, key] of Object.entries(LEGACY) as Array<[DataSlot, string]>) {
    const old = readJson<unknown>('localStorage', key);
    if (old === null) continue;
    data ??= readData();
    if (data[slot] === undefined) data[slot] = old;
    removeKey('localStorage', key);
  }
  if (data) writeJson('localStorage', KEYS.data, data);
}

/** Every key of the tracker, old ones too, from both areas (a revoked authorisation). */
export function removeAllKeys(): void {
  for (const key of [...Object.values(KEYS), ...Object.values(LEGACY)]) {
    removeKey('localStorage', key);
    removeKey('sessionStorage', key);
  }
}
