import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';
import type { Lang } from '../../schemas/i18n/lang';
import { getLang } from '../i18n/lang';
import { NOT_FOUND_TITLE, type RouteEntry, routeTable, routeTitle } from './routeTable';

/** What every route carries in its `handle`: the page title and the skeleton rule. */
export interface RouteHandle {
  title: string;
  skeleton?: boolean;
  /** The page's own title (usePageTitle) replaces `title`: booth pages reached by page id. */
  titleFromPage?: boolean;
}

const handleOf = (entry: RouteEntry): RouteHandle => ({
  title: routeTitle(entry.title),
  skeleton: entry.skeleton,
  titleFromPage: entry.titleFromPage,
});

/**
 * The route table's handles in the router's shape, titles in the language, made once per language: a
 * browser visit has one, but the server renders first screens in every language (ADR 0029), and a
 * title made once for the first render's language was the wrong text for the next visitor's.
 */
const handleRoutesByLang = new Map<Lang, RouteObject[]>();
function routesWithHandles(): RouteObject[] {
  const lang = getLang();
  let handleRoutes = handleRoutesByLang.get(lang);
  if (!handleRoutes) {
    const aggregate = routeTable.find((r) => r.path === '/aggregate');
    handleRoutes = [
      {
        path: '/',
        children: [
          { index: true, handle: { title: routeTitle(aggregate?.title ?? 'aggregate') } },
          ...routeTable.map((entry) => ({ path: entry.path, handle: handleOf(entry) })),
          { path: '*', handle: { title: routeTitle(NOT_FOUND_TITLE) } },
        ],
      },
    ];
    handleRoutesByLang.set(lang, handleRoutes);
  }
  return handleRoutes;
}

const isRouteHandle = (h: unknown): h is RouteHandle =>
  typeof h === 'object' && h !== null && typeof (h as { title?: unknown }).title === 'string';

/** The deepest matched route's handle; the title in the header and document.title follow it. */
export function useRouteHandle(): RouteHandle | undefined {
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routesWithHandles(), pathname) ?? [];
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const handle = matches[i]?.route.handle;
      if (isRouteHandle(handle)) return handle;
    }
    return undefined;
  }, [pathname]);
}
