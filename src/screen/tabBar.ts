import { useLocation } from 'react-router-dom';

/**
 * The four top-level screens of the bottom tab bar, as JD and Taobao have them: 首页, 分类 (the
 * category tree, /productCategory, where the home's own bar sent 分类), 购物车 and 我的. Only these show
 * the bar; a product, the checkout and every deeper screen do not.
 */
export const TABS = [
  { key: 'home', path: '/index' },
  { key: 'category', path: '/productCategory' },
  { key: 'cart', path: '/shoppingCart' },
  { key: 'mine', path: '/mine' },
] as const;
export type TabKey = (typeof TABS)[number]['key'];

/** The tab a path is, or undefined for every other screen. */
export const tabOf = (pathname: string): TabKey | undefined =>
  TABS.find((t) => t.path === pathname.replace(/\/+$/, ''))?.key;

/** Whether the shell shows its tab bar on this screen (a booth page then leaves out its own bottom bar). */
export function useShellTabBar(): boolean {
  return tabOf(useLocation().pathname) !== undefined;
}
