import { useEffect } from 'react';
import type { Layout } from '../../schemas/booth/page';
import { pageCardStore } from '../screen/pageCard';

/** Publishes the booth page on screen for its share card (src/screen/pageCard.ts), and takes it back on leaving. */
export function usePageCard(layout: Layout | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's card changes with its id and version.
  useEffect(() => {
    if (!layout) return;
    pageCardStore.set(layout);
    return () => pageCardStore.set((shown) => (shown === layout ? null : shown));
  }, [layout?.pageId, layout?.version]);
}
