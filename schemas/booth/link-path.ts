import { CATEGORY_TABS } from './codes';
import type { Link } from './link';
import { type ProductRef, productPath } from './product-path';
import { isAllowedUrl, SPA_BASE_PATH } from './url';

/**
 * Pure link resolution, zod-free so the app's link resolver does not pull the schemas.
 * Paths are SPA routes relative to the router basename '/mbankmall'.
 */

/** Generic booth page addressed by id (linkType 2, and 4 with a pageId). The app must register it. */
export const BOOTH_PAGE_ROUTE = '/activity/:pageId';
/** Page id of the default million-subsidy booth page (linkType 4 without pageId). */
export const MILLION_SUBSIDY_PAGE_ID = 'million-subsidy';

export type LinkDestination = string | { external: string };

/** A product card's link as the app opens it: the layout's SKU link, knowing the programme. */
export type ProductLink = { linkType: 1 } & ProductRef;

/** What the app opens: a layout's link, or a product card's. */
export type OpenableLink = Link | ProductLink;

/** The home layout's page id: its address is /index, the one home page (ADR 0055). */
export const HOME_PAGE_ID = 'home';

/**
 * Booth layouts that have a route of their own in the spec's table, by page id. As /activity/<id> the
 * e-CNY zone lost its own search box (/e-cny and its search were reached only by typing).
 */
const OWN_ROUTES: Readonly<Record<string, string>> = {
  [HOME_PAGE_ID]: '/index',
  'e-cny': '/e-cny',
  aggregate: '/aggregate',
};

/**
 * A category tab's layout, named category-<its page code> as the seed and the nav bars name them, is the
 * spec's second-level category page /category?tab=<code>: the search box above the tabs, as a shopper
 * expects on a category. As /activity/category-NN it had no search box, and /category was never reached.
 * The home tab (code 10) is the home page, and other ids stay activity pages.
 */
const categoryTab = (pageId: string): string | undefined => {
  const code = /^category-(\d+)$/.exec(pageId)?.[1];
  const tab = CATEGORY_TABS.find((t) => t.categoryCode !== null && String(t.pageCode) === code);
  return tab && `/category?tab=${tab.pageCode}`;
};

/**
 * A booth page's route. The home layout is /index: as /activity/home it was a second home page, without
 * the tab bar or the home's popup (the server redirects that address too, for one typed or shared).
 */
const boothPage = (pageId: string): string =>
  OWN_ROUTES[pageId] ?? categoryTab(pageId) ?? `/activity/${encodeURIComponent(pageId)}`;

/**
 * SPA route for a link, or `{ external }` for an allowlisted absolute URL. A URL that fails the
 * allowlist (possible only if the layout skipped validation) resolves to the home route rather
 * than to the hostile address.
 */
export function linkToPath(link: OpenableLink): LinkDestination {
  switch (link.linkType) {
    case 1:
      return productPath(link);
    case 2:
      return boothPage(link.pageId);
    case 3:
      return link.tab === undefined ? '/dailyDeal' : `/dailyDeal?tab=${link.tab}`;
    case 4:
      return boothPage(link.pageId ?? MILLION_SUBSIDY_PAGE_ID);
    case 5:
      return link.teamId === undefined
        ? '/group-buy/index'
        : `/group-buy/detail/${encodeURIComponent(link.teamId)}`;
    case 'url': {
      if (!isAllowedUrl(link.url)) return '/index';
      // Same-origin paths stay inside the SPA: strip the basename so the router handles them.
      if (link.url.startsWith(SPA_BASE_PATH)) return `/${link.url.slice(SPA_BASE_PATH.length)}`;
      return { external: link.url };
    }
  }
}
