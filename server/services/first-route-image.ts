import { productQuerySchema } from '../../schemas/api/product';
import { CATEGORY_TABS, PAGE_CODES } from '../../schemas/booth/codes';
import { firstScreenImage, loadable } from '../booth/first-image';
import type { AppDeps } from '../config';
import { shopperPage } from './booth-page';
import { cachedProductBase } from './product-base-cache';

/** The home page's booth code for its address (`?tab=20` picks a category tab), as the app picks it. */
function homePageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  return CATEGORY_TABS.find((t) => t.pageCode === tab)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

/** The first-screen picture of a published booth page as shoppers get it now (the kept answer). */
async function boothFirstImage(deps: AppDeps, pageCode: number): Promise<string | null> {
  const now = deps.config.clock();
  const page = await shopperPage(deps, { kind: 'code', pageCode }, undefined, now);
  return page.ok ? firstScreenImage(page.value.layout, now) : null;
}

/** Both product routes of the route table (src/app/routeTable.ts) open on the product's first picture. */
const PRODUCT_PATH = /^(?:product|xhProduct)\/detail\/([^/]+)\/([^/]+)$/;

/** The product's first picture: the one the product page paints first (the fast base's imageUrl). */
async function productFirstImage(deps: AppDeps, spuNo: string, skuNo: string): Promise<string | null> {
  // The path is the visitor's: only codes the product calls themselves would accept reach the database.
  const query = productQuerySchema.safeParse({ spuNo, skuNo });
  if (!query.success) return null;
  const base = await cachedProductBase(deps, query.data, true, deps.config.clock());
  return base && loadable(base.imageUrl) ? base.imageUrl : null;
}

/**
 * The likely LCP picture of the page a mall address opens (path under /mbankmall/), named in index.html
 * as a preload so the browser fetches it with the HTML instead of after the scripts, the screen's
 * chunk and its first call (issue 19): the home page and its category tabs, daily deals, and a product.
 * Other routes get no hint; neither do previews, which are the operator's.
 */
export async function firstRouteImage(deps: AppDeps, path: string, url: URL): Promise<string | null> {
  if (url.searchParams.has('previewToken')) return null;
  try {
    if (path === 'index') return await boothFirstImage(deps, homePageCode(url));
    if (path === 'dailyDeal') return await boothFirstImage(deps, PAGE_CODES.flashSaleList);
    const product = PRODUCT_PATH.exec(path);
    if (product?.[1] && product[2]) return await productFirstImage(deps, product[1], product[2]);
    return null;
  } catch {
    // A hint only: a store that cannot answer now leaves the page without it, never without the page.
    return null;
  }
}
