import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from '../ui/store';
import { useStore } from '../ui/useStore';

/**
 * A screen whose title is data (a booth page's layout title, set by operators) names it here; the header
 * and document.title show it on routes flagged titleFromPage instead of the route's generic title.
 * Tied to the path, so a title never outlives the page that set it.
 */
const pageTitle = createStore<{ path: string; title: string } | null>(null);

export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    pageTitle.set({ path: pathname, title });
    return () => pageTitle.set((current) => (current?.path === pathname ? null : current));
  }, [title, pathname]);
}

/** The title the current page set for itself, if any. */
export function usePageTitleOverride(pathname: string): string | undefined {
  const current = useStore(pageTitle);
  return current?.path === pathname ? current.title : undefined;
}
