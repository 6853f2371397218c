import { enablePatches, Immer, type Patch } from 'immer';

/**
 * Undo and redo for the editor, as immer patches (immer where immutable updates with history
 * fit). Each change is kept as the patches that made it and their inverse, not as a whole copy of the
 * layout: undo applies the inverse, redo the patches, and a new change after an undo drops the redo
 * branch. The patches also say what changed (`changedPaths`). Bounded so a long session stays small.
 */
enablePatches();
// The editor's layouts are plain data it never mutates; not freezing them keeps the other code (templates,
// the preview) free to hold references without tripping over frozen objects.
const immer = new Immer({ autoFreeze: false });

interface Step {
  patches: Patch[];
  inverse: Patch[];
}

export interface History<T> {
  past: readonly Step[];
  present: T;
  future: readonly Step[];
}

export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Writes `next` into the draft key by key, leaving equal parts alone, so immer records only what differs
 * (a changed field is one patch, not a replaced layout).
 */
function assignInto(draft: Record<string, unknown>, next: Record<string, unknown>): void {
  if (Array.isArray(draft) && Array.isArray(next)) {
    for (let i = 0; i < next.length; i++) {
      const [from, to] = [draft[i], next[i]];
      if (isRecord(from) && isRecord(to) && Array.isArray(from) === Array.isArray(to) && from !== to)
        assignInto(from, to);
      else if (!Object.is(from, to)) draft[i] = to;
    }
    if (draft.length > next.length) draft.length = next.length;
    return;
  }
  for (const key of Object.keys(draft)) if (!(key in next)) delete draft[key];
  for (const [key, to] of Object.entries(next)) {
    const from = draft[key];
    if (isRecord(from) && isRecord(to) && Array.isArray(from) === Array.isArray(to) && from !== to)
      assignInto(from, to);
    else if (!Object.is(from, to)) draft[key] = to;
  }
}

export function change<T>(h: History<T>, next: T): History<T> {
  if (Object.is(next, h.present)) return h;
  const [present, patches, inverse] =
    isRecord(h.present) && isRecord(next) && Array.isArray(h.present) === Array.isArray(next)
      ? immer.produceWithPatches(h.present, (draft) => assignInto(draft as Record<string, unknown>, next))
      : immer.produceWithPatches(h.present, () => next as never);
  if (patches.length === 0) return h;
  return {
    past: [...h.past, { patches, inverse }].slice(-HISTORY_LIMIT),
    present: present as T,
    future: [],
  };
}

export function undo<T>(h: History<T>): History<T> {
  const step = h.past[h.past.length - 1];
  if (step === undefined) return h;
  return {
    past: h.past.slice(0, -1),
    present: immer.applyPatches(h.present as object, step.inverse) as T,
    future: [step, ...h.future],
  };
}

export function redo<T>(h: History<T>): History<T> {
  const [step, ...rest] = h.future;
  if (step === undefined) return h;
  return {
    past: [...h.past, step],
    present: immer.applyPatches(h.present as object, step.patches) as T,
    future: rest,
  };
}

/** What the kept changes touched, as paths ('blocks.2.props.title'), for an unsaved-changes summary. */
export function changedPaths<T>(h: History<T>): string[] {
  return [...new Set(h.past.flatMap((s) => s.patches.map((p) => p.path.join('.'))))];
}
