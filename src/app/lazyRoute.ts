import type { ComponentType } from 'react';
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

export const lazyScreen = (screen: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await withChunkTimeout(screen);
  return { Component: module.default };
};
