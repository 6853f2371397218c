import { useEffect, useState } from 'react';
import type { BlockType } from '../../schemas/booth/block-types';
import { preloadBlockTypes } from './blockComponents';

/** Past this, render anyway: a slow chunk shows its own placeholder rather than holding the page. */
const MAX_WAIT_MS = 3000;

/**
 * True once the code of every block type on the page has arrived. Rendering before that would show
 * Suspense placeholders that then change height, shifting the layout under the shopper's thumb.
 */
export function useBlockTypesReady(types: readonly BlockType[] | null): boolean {
  const key = types ? [...new Set(types)].sort().join(',') : null;
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const done = () => live && setReadyKey(key);
    const timer = setTimeout(done, MAX_WAIT_MS);
    void preloadBlockTypes(key ? (key.split(',') as BlockType[]) : []).then(done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return key !== null && readyKey === key;
}
