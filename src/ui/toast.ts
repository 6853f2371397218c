import { TOAST_MS } from '../lib/constants';
import { createStore } from './store';

export interface ToastState {
  id: number;
  message: string;
}

/** The toast on screen, or null. Framework-free so the API client can toast too. */
export const toastStore = createStore<ToastState | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a short message for `ms` (default 1000 ms, spec §2). A new toast replaces the current one
 * and gets its own full duration; empty messages are ignored (nothing useful to show).
 */
export function toast(message: string, ms: number = TOAST_MS): void {
  if (message.trim() === '') return;
  if (timer !== undefined) clearTimeout(timer);
  const id = nextId++;
  toastStore.set({ id, message });
  timer = setTimeout(() => {
    timer = undefined;
    toastStore.set((current) => (current?.id === id ? null : current));
  }, ms);
}

/** Removes the toast now (e.g. when the page changes). */
export function dismissToast(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  toastStore.set(null);
}
