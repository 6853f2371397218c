import { proxy, ref, subscribe } from 'valtio/vanilla';

/**
 * Shared UI state on valtio (the design card's store; ADR 0038, superseding 0014). Each store is a valtio
 * proxy `{ value }` from `valtio/vanilla`, so the API client and bridge code drive UI state (loading,
 * toasts, dialogs, badge counts, the session) without importing React; components read it with valtio's
 * `useSnapshot` (useStore). Values are replaced whole and kept by reference (`ref`): a value may carry
 * callbacks (a dialog's settle) and is never mutated in place, so readers compare it by identity as before.
 * Listeners are told synchronously: the overlay gate and the tracker act on a change in the same tick.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** The valtio proxy itself, for useSnapshot. */
  readonly state: { value: T };
}

/** Objects are kept by reference (not deep-proxied); primitives as they are. */
const kept = <T>(value: T): T => (typeof value === 'object' && value !== null ? ref(value) : value);

export function createStore<T>(initial: T): Store<T> {
  const state = proxy({ value: kept(initial) });
  return {
    state,
    get: () => state.value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(state.value) : next;
      if (Object.is(resolved, state.value)) return;
      state.value = kept(resolved);
    },
    subscribe: (listener) => subscribe(state, () => listener(), true),
  };
}
