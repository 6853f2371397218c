import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_TIMEOUT_MS } from '../lib/constants';

/** A route chunk that has not arrived after 120 s is treated as failed (spec §8), so the failure page can offer reload. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Screen = () => Promise<{ default: ComponentType }>;
const screens = new Map<Screen, LazyExoticComponent<ComponentType>>();

/** The screen's lazy component, one per screen loader (so a revisit never loads or mounts it anew). */
export function lazyScreen(screen: Screen): LazyExoticComponent<ComponentType> {
  let component = screens.get(screen);
  if (!component) {
    component = lazy(() => withChunkTimeout(screen));
    screens.set(screen, component);
  }
  return component;
}
