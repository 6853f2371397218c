import { useMatches } from 'react-router-dom';

/** What every route carries in its `handle`: the page title and the skeleton rule. */
export interface RouteHandle {
  title: string;
  skeleton?: boolean;
  issue?: number;
  /** The page's own title (usePageTitle) replaces `title`: booth pages reached by page id. */
  titleFromPage?: boolean;
}

const isRouteHandle = (h: unknown): h is RouteHandle =>
  typeof h === 'object' && h !== null && typeof (h as { title?: unknown }).title === 'string';

/** The deepest matched route's handle; the title in the header and document.title follow it. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
