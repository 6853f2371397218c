/**
 * Where the mall lives under the origin. Every page signs on at startup since ADR 0004 was revised
 * (spec §4 step two), so there is no longer a list of pages browsed without a session.
 */
export const MALL_BASENAME = '/mbankmall';

/** The route path of a browser pathname ('/mbankmall/index/' → '/index'). */
export function routePath(pathname: string): string {
  const inMall = pathname === MALL_BASENAME || pathname.startsWith(`${MALL_BASENAME}/`);
  const path = inMall ? pathname.slice(MALL_BASENAME.length) : pathname;
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
