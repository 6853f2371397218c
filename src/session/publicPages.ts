import { readMallQuery } from '../lib/query';

/**
 * Personal pages: they log in at startup. Every other page (booth pages, product and store browsing,
 * rules, notices, the not-found page) can be browsed without logging in; there a login starts when
 * the server answers 0003 (the shopper tried something personal) or when the address carries
 * needlogin=1 (spec §2). The server guards the data either way; this list only decides whether to
 * ask up front. Paths are relative to the /mbankmall basename; an entry ending in '/' covers its
 * sub-paths.
 */
const PRIVATE_PATHS: readonly string[] = [
  '/order/',
  '/shoppingCart',
  '/coupon/list',
  '/coupon/exchange',
  '/luxury/confirm',
  '/lottery/assist',
  '/lottery/confirmOrder',
  '/lottery/myLotteryList',
  '/lottery/resultDetail',
  '/lottery/lotteryCode/',
  '/qualify/my-qualify-list',
  '/qualify/result-detail',
  '/qualify/confirm-order',
  '/unicom-design',
  '/revokeLicense',
];

export const MALL_BASENAME = '/mbankmall';

/** The route path of a browser pathname ('/mbankmall/index/' → '/index'). */
export function routePath(pathname: string): string {
  const inMall = pathname === MALL_BASENAME || pathname.startsWith(`${MALL_BASENAME}/`);
  const path = inMall ? pathname.slice(MALL_BASENAME.length) : pathname;
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isPublicPath(pathname: string): boolean {
  const path = routePath(pathname);
  return !PRIVATE_PATHS.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

/** Whether startup must log in on this address: every private page, and public ones with needlogin. */
export function loginRequiredAt(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return !isPublicPath(location.pathname) || readMallQuery(location.search).needlogin === true;
}
