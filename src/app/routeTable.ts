import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import {
  activityLoader,
  activityProductsLoader,
  aggregateLoader,
  categoryLoader,
  dailyDealLoader,
  ecnyLoader,
  homeLoader,
} from '../pages/booth/loaders';

/**
 * Every route of the spec's route table (§2), with its title. The router, the title effect and the
 * route-completeness test all read this one list, so a route cannot exist without a title.
 */
export interface RouteEntry {
  path: string;
  title: string;
  /** Lazily loaded screen; each resolves to its own chunk. */
  screen: () => Promise<{ default: ComponentType }>;
  /** Spec: pages with loading placeholders keep the skeleton until their first request answers. */
  skeleton?: boolean;
  /** The issue that will replace a placeholder screen, shown on the placeholder itself. */
  issue?: number;
  /** Starts the page's data request with the navigation, in parallel with the lazy screen code. */
  loader?: LoaderFunction;
}

const placeholder = () => import('../pages/placeholder/PlaceholderPage');

const p = (path: string, title: string, issue?: number, skeleton = false): RouteEntry => ({
  path,
  title,
  screen: placeholder,
  issue,
  skeleton,
});

/** A hand-written screen (issue 5 and later). */
const own = (path: string, title: string, screen: RouteEntry['screen'], skeleton = false): RouteEntry => ({
  path,
  title,
  screen,
  skeleton,
});

// Both product routes share one screen and so one chunk.
const productPage = () => import('../pages/product/ProductPage');

export const routeTable: RouteEntry[] = [
  { path: '/index', title: 'Home', screen: () => import('../pages/booth/HomePage'), loader: homeLoader },
  {
    path: '/aggregate',
    title: 'Mall',
    screen: () => import('../pages/booth/BoothPage'),
    loader: aggregateLoader,
  },
  {
    path: '/category',
    title: 'Category',
    screen: () => import('../pages/booth/BoothPage'),
    loader: categoryLoader,
  },
  {
    path: '/dailyDeal',
    title: 'Daily deals',
    screen: () => import('../pages/booth/DailyDealPage'),
    loader: dailyDealLoader,
    skeleton: true,
  },
  {
    path: '/product/list/:couponNo',
    title: 'Activity products',
    screen: () => import('../pages/booth/ActivityProductsPage'),
    loader: activityProductsLoader,
  },
  {
    path: '/e-cny',
    title: 'Digital yuan zone',
    screen: () => import('../pages/booth/EcnyPage'),
    loader: ecnyLoader,
  },
  /** Booth pages reached by page id (link types 2 and 4); not in the spec's table, added for operators' pages. */
  {
    path: '/activity/:pageId',
    title: 'Activity',
    screen: () => import('../pages/booth/BoothPage'),
    loader: activityLoader,
  },
  p('/e-cny/search', 'Digital yuan search', 3),
  own('/product/detail/:spuNo/:skuNo', 'Product details', productPage, true),
  own('/xhProduct/detail/:spuNo/:skuNo', 'Product details', productPage, true),
  own('/order/detail', 'Order details', () => import('../pages/order/DetailPage'), true),
  own('/order/confirm', 'Confirm order', () => import('../pages/order/ConfirmPage'), true),
  own('/order/result', 'Payment result', () => import('../pages/order/ResultPage')),
  p('/order/afterSaleDetail', 'After-sales details'),
  p('/order/applyAfterSale', 'Apply for after-sales'),
  own('/order/logisticsInformation', 'Logistics', () => import('../pages/order/LogisticsPage')),
  own('/order/logisticsList', 'Packages', () => import('../pages/order/PackagesPage')),
  own('/order/cancelOrder', 'Cancel order', () => import('../pages/order/CancelPage')),
  p('/order/receiptInfo/:orderStoreNo', 'Invoice'),
  p('/order/receiptForm', 'Add invoice'),
  p('/order/writeComment/:orderStoreNo', 'Write a review'),
  p('/order/myComment/:orderStoreNo', 'My review'),
  own('/order/list', 'My orders', () => import('../pages/order/ListPage'), true),
  p('/order/rmaList/:orderItemNo', 'Returns'),
  own('/shoppingCart', 'Shopping cart', () => import('../pages/cart/CartPage'), true),
  p('/productCategory', 'All categories', 3, true),
  p('/shelf/list', 'Shelf', 3),
  p('/luxury/store/list', 'Luxury stores'),
  p('/luxury/store/:storeNo', 'Luxury store'),
  p('/luxury/confirm', 'Confirm luxury order'),
  p('/store/:storeNo', 'Store', undefined, true),
  p('/storeDetail/:storeNo', 'Store details'),
  p('/searchResult/:storeNo', 'Search in store'),
  p('/search/result', 'Search results'),
  p('/coupon/list', 'My coupons', undefined, true),
  p('/coupon/exchange', 'Redeem a coupon'),
  p('/couponCenter', 'Coupon center'),
  p('/rankList', 'Rankings', undefined, true),
  p('/rankDetail', 'Ranking details'),
  p('/lottery/index', 'Lottery'),
  p('/lottery/assist', 'Lottery helpers'),
  p('/lottery/confirmOrder', 'Confirm prize order'),
  p('/lottery/list', 'Lotteries'),
  p('/lottery/myLotteryList', 'My lotteries'),
  p('/lottery/resultDetail', 'Lottery result'),
  p('/lottery/lotteryCode/:activityNo', 'My lottery codes'),
  p('/lottery/winnerList/:activityNo', 'Winners'),
  p('/lottery/lotteryStrategy', 'Lottery rules'),
  p('/qualify/index', 'Qualification lottery'),
  p('/qualify/list', 'Qualification lotteries'),
  p('/qualify/my-qualify-list', 'My qualifications'),
  p('/qualify/winner-list/:activityNo', 'Winners'),
  p('/qualify/result-detail', 'Qualification result'),
  p('/qualify/confirm-order', 'Confirm order'),
  p('/qualify/strategy', 'Qualification rules'),
  p('/qualify/product-list', 'Qualification products'),
  p('/group-buy/index', 'Group buying'),
  p('/group-buy/detail/:teamId', 'Group details'),
  p('/sharePage', 'Share'),
  {
    path: '/revokeLicense',
    title: 'Authorisation details',
    screen: () => import('../pages/license/RevokeLicensePage'),
  },
  {
    path: '/licenseContent',
    title: 'User agreement',
    screen: () => import('../pages/license/LicenseContentPage'),
  },
  p('/bulletin', 'System notices'),
  p('/wait', 'Please wait'),
  p('/unicom-design', 'Operator phone purchase'),
  p('/link/:bizId', 'Opening…'),
  p('/recruitment-announcement', 'Recruitment announcement'),
  p('/comment-rule', 'Review rules'),
  p('/agreement', 'Agreement'),
];

/** The catch-all fallback and its title. */
export const NOT_FOUND_TITLE = 'Page not found';
