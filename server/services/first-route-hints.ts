import { ecnySearchQuerySchema } from '../../schemas/api/ecny';
import { productQuerySchema } from '../../schemas/api/product';
import { CATEGORY_TABS, PAGE_CODES } from '../../schemas/booth/codes';
import { entryPopupImage, firstScreenImage, loadable } from '../booth/first-image';
import type { PageRef } from '../booth/page-key';
import type { AppDeps } from '../config';
import { answerUrl, HINTED_MODULES, type RouteHints } from '../route-hints';
import type { ServedLayout } from './booth-live-cache';
import { shopperPage } from './booth-page';
import { dailyDeals } from './catalogue';
import { ecnySearch } from './ecny';
import { cachedProductBase, cachedProductPrice } from './product-base-cache';
import { productSpeed } from './product-speed';
import { activityTags } from './promotions';
import { tradeInEligibility } from './trade-in';

/** The home page's booth code for its address (`?tab=20` picks a category tab), as the app picks it. */
function homePageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  return CATEGORY_TABS.find((t) => t.pageCode === tab)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

/**
 * The layout this shopper is served for a live page: the live answer, or an experiment's variant chosen on the
 * server for the page request's visitor (ADR 0056), the same the layout API would choose.
 */
export type ShopperVariant = (ref: PageRef, served: ServedLayout, now: number) => Promise<ServedLayout>;
const sameForAll: ShopperVariant = async (_ref, served) => served;

/** A published booth page as this shopper gets it now (the kept answer): its pictures and block chunks. */
async function boothHints(
  deps: AppDeps,
  ref: PageRef,
  screen: string,
  variant: ShopperVariant,
): Promise<RouteHints> {
  const now = deps.config.clock();
  const page = await shopperPage(deps, ref, undefined, now);
  if (!page.ok) return { images: [], modules: [screen] };
  // The variant goes into the page as the layout call's carried answer: the browser hydrates the same one.
  const { layout, json } = await variant(ref, page.value, now);
  const images = [entryPopupImage(layout, now), firstScreenImage(layout, now)].filter(
    (src): src is string => src !== null,
  );
  // Not Swiper's core: a carousel shows its first slide without it and loads it afterwards.
  const modules = [screen, HINTED_MODULES.blocks];
  // The layout call's answer itself, as GET /api/booth/page would send it now (the same kept JSON).
  const answers = [
    {
      url: answerUrl(
        '/api/booth/page',
        ref.kind === 'code' ? { pageCode: ref.pageCode } : { pageId: ref.pageId },
      ),
      resultJson: `{"layout":${json},"serverTime":${now}}`,
    },
  ];
  // Booth pages are rendered on the server from these answers (ADR 0029).
  return { images, modules, answers, serverRender: true };
}

/** The deal list's tab and sort as the page picks them from its address (src/pages/booth/tabs.ts). */
const DEAL_TABS = [12, 2, 13] as const;
const SORTS = [1, 2, 3] as const;
/** The paged list's first page (src/screen/usePagedList.ts pageSize). */
const FIRST_PAGE = { pageNo: 1, pageSize: 10 } as const;

const sortOf = (url: URL) => SORTS.find((s) => String(s) === url.searchParams.get('sort')) ?? SORTS[0];

/**
 * Daily deals: the booth page, and the first page of the deal list under it (the same for every shopper),
 * so its first screen shows the goods, not a loading list, even before any script runs.
 */
async function dailyDealHints(deps: AppDeps, url: URL, variant: ShopperVariant): Promise<RouteHints> {
  const hints = await boothHints(
    deps,
    { kind: 'code', pageCode: PAGE_CODES.flashSaleList },
    HINTED_MODULES.dailyDeal,
    variant,
  );
  const tab = DEAL_TABS.find((t) => String(t) === url.searchParams.get('tab')) ?? DEAL_TABS[0];
  const sort = sortOf(url);
  const list = await dailyDeals(deps, { tab, sort, ...FIRST_PAGE });
  const answers = [
    ...(hints.answers ?? []),
    {
      url: answerUrl('/api/marketing/promotion/list', { tab, sort, ...FIRST_PAGE }),
      resultJson: JSON.stringify(list),
    },
  ];
  return { ...hints, answers };
}

/** The e-CNY zone: its booth page and the first page of the zone's goods (the same for every shopper). */
async function ecnyHints(deps: AppDeps, url: URL, variant: ShopperVariant): Promise<RouteHints> {
  const hints = await boothHints(deps, { kind: 'id', pageId: ECNY_PAGE_ID }, HINTED_MODULES.ecny, variant);
  const listUrl = answerUrl('/api/channel/ecny-product-search', { sort: sortOf(url), ...FIRST_PAGE });
  // The query exactly as the route will read it when the page sends it.
  const query = Object.fromEntries(new URLSearchParams(listUrl.slice(listUrl.indexOf('?') + 1)));
  const list = await ecnySearch(deps, ecnySearchQuerySchema.parse(query));
  const answers = [...(hints.answers ?? []), { url: listUrl, resultJson: JSON.stringify(list) }];
  return { ...hints, answers };
}

/** The e-CNY zone's booth page id (src/pages/booth/loaders.ts ecnyLoader). */
const ECNY_PAGE_ID = 'e-cny';

/** Both product routes of the route table (src/app/routeTable.ts) open on the product's first picture. */
const PRODUCT_PATH = /^(?:product|xhProduct)\/detail\/([^/]+)\/([^/]+)$/;

/** The fast variants the product page asks for first (src/pages/product/useProduct.ts, speedFlag '1'). */
const FAST = '1';

/**
 * The product's first picture (the fast base's imageUrl), and the three answers its first paint waits
 * for — fast base, fast price, product/speed — as their GETs would send them now, with two info rows'.
 * All are the same for every shopper (no customer's fields; their routes answer without a session).
 */
async function productHints(deps: AppDeps, spuNo: string, skuNo: string): Promise<RouteHints> {
  const modules = [HINTED_MODULES.product];
  // The path is the visitor's: only codes the product calls themselves would accept reach the database.
  const query = productQuerySchema.safeParse({ spuNo, skuNo });
  if (!query.success) return { images: [], modules };
  // The codes as the page's reads send them (the schema has accepted both).
  const key = { spuNo, skuNo };
  const [base, price, speed, tags, tradeIn] = await Promise.all([
    cachedProductBase(deps, query.data, true, deps.config.clock()),
    cachedProductPrice(deps, query.data),
    productSpeed(deps, key),
    activityTags(deps, [skuNo]),
    tradeInEligibility(deps, skuNo),
  ]);
  if (!base) return { images: [], modules };
  const answers = [
    {
      url: answerUrl('/api/channel/product/base-v1', { ...key, speedFlag: FAST }),
      resultJson: JSON.stringify(base),
    },
  ];
  if (price)
    answers.push({
      url: answerUrl('/api/channel/product/price-v1', { ...key, speedFlag: FAST }),
      resultJson: JSON.stringify(price),
    });
  if (speed.ok)
    answers.push({
      url: answerUrl('/api/marketing/product/speed', key),
      resultJson: JSON.stringify(speed.value),
    });
  // The info rows that are the same for every shopper (the full-discount row, the trade-in offer), so the
  // server renders them and nothing under them moves when the browser's answers come (CLS).
  answers.push({
    url: answerUrl('/api/marketing/activity/product-activity-tags-v1', { skuNo }),
    resultJson: JSON.stringify({ skuNo, tags: tags[skuNo] ?? [] }),
  });
  if (tradeIn.ok)
    answers.push({
      url: answerUrl('/api/marketing/trade-in/eligibility', { skuNo }),
      resultJson: JSON.stringify(tradeIn.value),
    });
  // Rendered on the server from these answers (ADR 0029), like the booth pages.
  return { images: loadable(base.imageUrl) ? [base.imageUrl] : [], modules, answers, serverRender: true };
}

const NONE: RouteHints = { images: [], modules: [] };

/**
 * What the page a mall address opens (path under /mbankmall/) will fetch first after the entry script,
 * named in index.html so the browser fetches it with the HTML instead of one round trip after another:
 * the likely LCP pictures, the screen's chunk with its imports and, on booth pages, the
 * block chunks. The home page and its category tabs, daily deals, the e-CNY zone, and a product; other
 * routes get no hint (operators' pages by id were server-rendered for a while: a 200-block page shifted
 * by CLS 0.05 in some loads as it hydrated, so they stay client-rendered until that is found), and
 * neither do previews, which are the operator's.
 */
export async function firstRouteHints(
  deps: AppDeps,
  path: string,
  url: URL,
  variant: ShopperVariant = sameForAll,
): Promise<RouteHints> {
  if (url.searchParams.has('previewToken')) return NONE;
  try {
    if (path === 'index')
      return await boothHints(
        deps,
        { kind: 'code', pageCode: homePageCode(url) },
        HINTED_MODULES.home,
        variant,
      );
    if (path === 'dailyDeal') return await dailyDealHints(deps, url, variant);
    if (path === 'e-cny') return await ecnyHints(deps, url, variant);
    const product = PRODUCT_PATH.exec(path);
    if (product?.[1] && product[2]) return await productHints(deps, product[1], product[2]);
    return NONE;
  } catch {
    // Hints only: a store that cannot answer now leaves the page without them, never without the page.
    return NONE;
  }
}
