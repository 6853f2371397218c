import { CATEGORY_TABS, DAILY_DEAL_TABS, SORT_KEYS } from '../../../schemas/booth/codes';
import { messagesOf } from '../../i18n/messages';
import { boothPageMessages } from './messages';
import type { Tab } from './TabBar';

/** The home category tabs (spec §2 codes live in schemas/booth/codes), named in the visit's language. */
export const categoryTabs = (): Tab<number>[] => {
  const t = messagesOf(boothPageMessages);
  return CATEGORY_TABS.map((tab) => ({ key: tab.pageCode, label: t[`category.${tab.key}`] }));
};

/** The page code for a category: `?tab=20` on the home page, or `?categoryCode=SC4` on /category. */
export function categoryPageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  if (CATEGORY_TABS.some((t) => t.pageCode === tab)) return tab;
  const sc = url.searchParams.get('categoryCode');
  return CATEGORY_TABS.find((t) => t.categoryCode === sc)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

export const dealTabs = (): Tab<12 | 2 | 13>[] => {
  const t = messagesOf(boothPageMessages);
  return [
    { key: DAILY_DEAL_TABS.inProgress, label: t['deal.inProgress'] },
    { key: DAILY_DEAL_TABS.preview, label: t['deal.preview'] },
    { key: DAILY_DEAL_TABS.viewPast, label: t['deal.viewPast'] },
  ];
};

export function dealTab(url: URL): 12 | 2 | 13 {
  const tab = Number(url.searchParams.get('tab'));
  return tab === 2 || tab === 13 ? tab : 12;
}

export const sortTabs = (): Tab<1 | 2 | 3>[] => {
  const t = messagesOf(boothPageMessages);
  return [
    { key: SORT_KEYS.salesVolume, label: t['sort.salesVolume'] },
    { key: SORT_KEYS.approvalTime, label: t['sort.approvalTime'] },
    { key: SORT_KEYS.skuAmount, label: t['sort.skuAmount'] },
  ];
};

export function sortKey(url: URL | URLSearchParams): 1 | 2 | 3 {
  const params = url instanceof URL ? url.searchParams : url;
  const sort = Number(params.get('sort'));
  return sort === 2 || sort === 3 ? sort : 1;
}
