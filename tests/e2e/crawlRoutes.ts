import { routeTable } from '../../src/app/routeTable';

/** The app's base path: every route of the table lives under it. */
const BASE = '/mbankmall';

interface Pattern {
  path: string;
  re: RegExp;
  params: number;
}

// Fewer parameters first, as the router ranks them: /luxury/store/list before /luxury/store/:storeNo.
const PATTERNS: Pattern[] = routeTable
  .map(({ path }) => ({
    path,
    re: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`),
    params: (path.match(/:/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** Every route of the table, by its path pattern ('/product/detail/:spuNo/:skuNo'). */
export const ALL_ROUTES: readonly string[] = routeTable.map((r) => r.path);

/** The route pattern an address of the app falls on, or undefined outside the app (the cashier, the SSO). */
export function routeOf(href: string, origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin || !url.pathname.startsWith(`${BASE}/`)) return undefined;
  const path = decodeURIComponent(url.pathname.slice(BASE.length));
  return PATTERNS.find((p) => p.re.test(path))?.path;
}
