import { SLOT_PREVIEW_PARAMS } from '../../schemas/api/booth-slot';
import { CATEGORY_TABS, PAGE_CODES } from '../../schemas/booth/codes';
import { isSlotCode, type SlotCode } from '../../schemas/booth/slots';
import { SPA_BASE_PATH } from '../../schemas/booth/url';
import { publicUrl } from '../origins';
import type { BoothPage } from '../repos/booth-pages';

/** Page ids the app serves on a route of their own instead of /activity/:pageId. */
const ROUTE_BY_PAGE_ID: Record<string, string> = {
  'e-cny': 'e-cny',
  aggregate: 'aggregate',
};

/** The first coupon a layout's product rows query, for the /product/list/{couponNo} route. */
function couponOf(layout: unknown): string | undefined {
  const blocks = (layout as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return undefined;
  for (const b of blocks) {
    const couponNo = (b as { props?: { source?: { couponNo?: unknown } } }).props?.source?.couponNo;
    if (typeof couponNo === 'string') return couponNo;
  }
  return undefined;
}

/** Where the app shows this page (mirrors src/app/routeTable and src/pages/booth/loaders). */
function routeOf(page: BoothPage, layout: unknown): string {
  if (page.pageCode === PAGE_CODES.index) return 'index';
  if (page.pageCode === PAGE_CODES.flashSaleList) return 'dailyDeal';
  if (CATEGORY_TABS.some((t) => t.pageCode === page.pageCode)) return `index?tab=${page.pageCode}`;
  const named = ROUTE_BY_PAGE_ID[page.pageId];
  if (named) return named;
  // The coupon product list header: any coupon shows it; prefer one the draft itself mentions.
  if (page.pageId === 'activity') return `product/list/${encodeURIComponent(couponOf(layout) ?? 'CP0001')}`;
  return `activity/${encodeURIComponent(page.pageId)}`;
}

/**
 * The address shoppers open the page at, under the configured public origin (never a request's Host);
 * null for a slot, which shows inside a transactional screen rather than at an address of its own.
 */
export function shopperUrl(publicOrigin: string, page: BoothPage, layout: unknown): string | null {
  if (isSlotCode(page.pageCode)) return null;
  return publicUrl(publicOrigin, `${SPA_BASE_PATH}${routeOf(page, layout ?? {})}`).href;
}

/**
 * The screen a slot's draft is previewed on (mirrors src/app/routeTable). A screen that needs
 * an order or a product of the shopper's opens where one is picked (the order list, the home page): the
 * preview holds for the tab (src/booth/slotPreview.ts), so the operator goes on to the order or product.
 */
const SLOT_SCREENS: Record<SlotCode, string> = {
  31: 'rankList',
  32: 'couponCenter',
  33: 'lottery/index',
  40: 'order/list',
  41: 'shoppingCart',
  42: 'order/list',
  43: 'order/list',
  46: 'index',
};

/**
 * App URL (same origin) that opens the page with the preview token. A slot's draft opens on its own screen,
 * the token under the slot's own parameters: the booth page on that screen keeps the published layout.
 */
export function previewUrl(page: BoothPage, layout: unknown, token: string): string {
  if (isSlotCode(page.pageCode)) {
    const query = new URLSearchParams({
      [SLOT_PREVIEW_PARAMS.code]: String(page.pageCode),
      [SLOT_PREVIEW_PARAMS.token]: token,
    });
    return `${SPA_BASE_PATH}${SLOT_SCREENS[page.pageCode]}?${query.toString()}`;
  }
  const route = routeOf(page, layout);
  const sep = route.includes('?') ? '&' : '?';
  return `${SPA_BASE_PATH}${route}${sep}previewToken=${encodeURIComponent(token)}`;
}
