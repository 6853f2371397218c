import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** Subscribes a component to a store; re-renders when its value changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
