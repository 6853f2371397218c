/**
 * Business codes from the spec (§2, §3). Zod-free so routes and the server can use them without
 * pulling any schema code.
 */

/** Where a booth page is placed in the mall (spec §2 "Page-placement codes"). */
export const PAGE_CODES = {
  index: 10,
  flashSaleList: 30,
  billboard: 31,
  couponCenter: 32,
  bigLotteryHome: 33,
  payResult: 40,
  shoppingCart: 41,
  logisticsInformation: 42,
  orderDetails: 43,
  productDetail: 46,
} as const;

/** Home category tabs: page code plus the catalogue category code (home has none, spec §2). */
export const CATEGORY_TABS = [
  { key: 'home', pageCode: 10, categoryCode: null },
  { key: 'phones', pageCode: 20, categoryCode: 'SC4' },
  { key: 'computers', pageCode: 21, categoryCode: 'SC0' },
  { key: 'digital', pageCode: 22, categoryCode: 'SC6' },
  { key: 'appliances', pageCode: 23, categoryCode: 'SC9' },
  { key: 'homeAndLuggage', pageCode: 24, categoryCode: 'SC2' },
  { key: 'beauty', pageCode: 25, categoryCode: 'SC8' },
  { key: 'jewelleryAndWatches', pageCode: 26, categoryCode: 'SC5' },
  { key: 'luxury', pageCode: 27, categoryCode: 'SCN' },
  { key: 'wineAndFood', pageCode: 28, categoryCode: 'SC3' },
] as const;

export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** Daily-deal list tabs and the value sent as the tab parameter (spec §2). */
export const DAILY_DEAL_TABS = { inProgress: 12, preview: 2, viewPast: 13 } as const;
export type DailyDealTab = (typeof DAILY_DEAL_TABS)[keyof typeof DAILY_DEAL_TABS];
export const DAILY_DEAL_TAB_VALUES = [12, 2, 13] as const satisfies readonly DailyDealTab[];

/** Product list sort keys (spec §3). */
export const SORT_KEYS = { salesVolume: 1, approvalTime: 2, skuAmount: 3 } as const;
export type SortKey = (typeof SORT_KEYS)[keyof typeof SORT_KEYS];
export const SORT_KEY_VALUES = [1, 2, 3] as const satisfies readonly SortKey[];

/** Link types (spec §3) plus 'url' for allowlisted web addresses, which the spec has no code for. */
export const LINK_TYPES = {
  skuNo: 1,
  pageId: 2,
  dailyDeal: 3,
  millionSubsidy: 4,
  groupBuy: 5,
  url: 'url',
} as const;
