import { useSnapshot } from 'valtio/react';
import type { Store } from './store';

/**
 * Subscribes a component to a store (valtio's useSnapshot); re-renders when its value changes. In sync
 * mode: a value set in an event handler is on screen in that same render pass (a toast, the loading mask).
 */
export function useStore<T>(store: Store<T>): T {
  return useSnapshot(store.state, { sync: true }).value as T;
}
