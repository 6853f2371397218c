import { CATEGORY_TABS, DAILY_DEAL_TABS, SORT_KEYS } from '../../../schemas/booth/codes';

/** Shopper-facing names of the home category tabs (spec §2 codes live in schemas/booth/codes). */
const CATEGORY_LABELS: Record<(typeof CATEGORY_TABS)[number]['key'], string> = {
  home: 'Home',
  phones: 'Phones',
  computers: 'Computers',
  digital: 'Digital',
  appliances: 'Appliances',
  homeAndLuggage: 'Home & luggage',
  beauty: 'Beauty',
  jewelleryAndWatches: 'Jewellery & watches',
  luxury: 'Luxury',
  wineAndFood: 'Wine & food',
};

export const categoryTabs = CATEGORY_TABS.map((t) => ({ key: t.pageCode, label: CATEGORY_LABELS[t.key] }));

/** The page code for a category: `?tab=20` on the home page, or `?categoryCode=SC4` on /category. */
export function categoryPageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  if (CATEGORY_TABS.some((t) => t.pageCode === tab)) return tab;
  const sc = url.searchParams.get('categoryCode');
  return CATEGORY_TABS.find((t) => t.categoryCode === sc)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

export const dealTabs = [
  { key: DAILY_DEAL_TABS.inProgress, label: 'In progress' },
  { key: DAILY_DEAL_TABS.preview, label: 'Preview' },
  { key: DAILY_DEAL_TABS.viewPast, label: 'View past' },
] as const;

export function dealTab(url: URL): 12 | 2 | 13 {
  const tab = Number(url.searchParams.get('tab'));
  return tab === 2 || tab === 13 ? tab : 12;
}

export const sortTabs = [
  { key: SORT_KEYS.salesVolume, label: 'Best selling' },
  { key: SORT_KEYS.approvalTime, label: 'Newest' },
  { key: SORT_KEYS.skuAmount, label: 'Price' },
] as const;

export function sortKey(url: URL | URLSearchParams): 1 | 2 | 3 {
  const params = url instanceof URL ? url.searchParams : url;
  const sort = Number(params.get('sort'));
  return sort === 2 || sort === 3 ? sort : 1;
}
