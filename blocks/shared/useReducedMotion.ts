import { useSyncExternalStore } from 'react';
import { useBlockRuntime } from '../runtime';

const QUERY = '(prefers-reduced-motion: reduce)';

// One query list for the page: every carousel and notice board asks on each render, and a 200-block
// page spent more in matchMedia than in some blocks. Kept per matchMedia function, so a
// test that replaces it is asked again.
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

function media(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  }
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked for less motion, or the page is in elder mode (MIIT 适老化: content does not
 * move by itself): autoplay and marquees stop.
 */
export function useReducedMotion(): boolean {
  const { elder } = useBlockRuntime();
  const reduced = useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
  return reduced || elder === true;
}
