import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { messagesOf } from '../i18n/messages';
import {
  activityLoader,
  activityProductsLoader,
  aggregateLoader,
  categoryLoader,
  dailyDealLoader,
  ecnyLoader,
  homeLoader,
} from '../pages/booth/loaders';
import { type RouteTitleKey, routeTitleMessages } from './messages';

/**
 * Every route of the spec's route table (§2), with its title. The router, the title effect and the
 * route-completeness test all read this one list, so a route cannot exist without a title.
 */
export interface RouteEntry {
  path: string;
  /** The title's key in routeTitleMessages; `routeTitle(key)` gives the visit's text. */
  title: RouteTitleKey;
  /** Lazily loaded screen; each resolves to its own chunk. */
  screen: () => Promise<{ default: ComponentType }>;
  /** Spec: pages with loading placeholders keep the skeleton until their first request answers. */
  skeleton?: boolean;
  /** Starts the page's data request with the navigation, in parallel with the lazy screen code. */
  loader?: LoaderFunction;
  /** The page names itself (a booth layout's title) and the header shows that instead of `title`. */
  titleFromPage?: boolean;
}

/** A hand-written screen (not a booth page). */
const own = (
  path: string,
  title: RouteTitleKey,
  screen: RouteEntry['screen'],
  skeleton = false,
): RouteEntry => ({
  path,
  title,
  screen,
  skeleton,
});

// The lottery's screens share one chunk (src/pages/lottery/screens.ts): one import here, not nine.
const lotteryScreen =
  (name: keyof typeof import('../pages/lottery/screens')) => (): Promise<{ default: ComponentType }> =>
    import('../pages/lottery/screens').then((m) => ({ default: m[name] }));

// 我的信息 and 注销商城账户 share one chunk (src/pages/mine/privacyScreens.ts), like the lottery's.
const privacyScreen =
  (name: keyof typeof import('../pages/mine/privacyScreens')) => (): Promise<{ default: ComponentType }> =>
    import('../pages/mine/privacyScreens').then((m) => ({ default: m[name] }));

// The eight qualification routes share one screen: one import in this table (the first route carries it).
const qualifyScreen = () => import('../pages/qualify/QualifyScreen');

// Both product routes share one screen and so one chunk.
const productPage = () => import('../pages/product/ProductPage');

export const routeTable: RouteEntry[] = [
  { path: '/index', title: 'home', screen: () => import('../pages/booth/HomePage'), loader: homeLoader },
  {
    path: '/aggregate',
    title: 'aggregate',
    screen: () => import('../pages/booth/BoothPage'),
    loader: aggregateLoader,
  },
  {
    path: '/category',
    title: 'category',
    titleFromPage: true,
    screen: () => import('../pages/booth/BoothPage'),
    loader: categoryLoader,
  },
  {
    path: '/dailyDeal',
    title: 'dailyDeal',
    screen: () => import('../pages/booth/DailyDealPage'),
    loader: dailyDealLoader,
    skeleton: true,
  },
  {
    path: '/product/list/:couponNo',
    title: 'activityProducts',
    screen: () => import('../pages/booth/ActivityProductsPage'),
    loader: activityProductsLoader,
  },
  // Not in the spec's table: the full-discount activity's goods the cart's 满减 hint opens.
  own('/promotion/:activityNo', 'fullDiscount', () => import('../pages/promotion/FullDiscountPage')),
  {
    path: '/e-cny',
    title: 'ecny',
    screen: () => import('../pages/booth/EcnyPage'),
    loader: ecnyLoader,
  },
  /** Booth pages reached by page id (link types 2 and 4); not in the spec's table, added for operators' pages. */
  {
    path: '/activity/:pageId',
    title: 'activity',
    titleFromPage: true,
    screen: () => import('../pages/booth/BoothPage'),
    loader: activityLoader,
  },
  own('/e-cny/search', 'ecnySearch', () => import('../pages/ecny/EcnySearchPage')),
  own('/product/detail/:spuNo/:skuNo', 'productDetail', productPage, true),
  own('/xhProduct/detail/:spuNo/:skuNo', 'productDetail', productPage, true),
  // Ours: a product's reviews, from the product page's 评价 section.
  own(
    '/product/reviews/:spuNo/:skuNo',
    'productReviews',
    () => import('../pages/comment/ProductReviewsPage'),
  ),
  own('/order/detail', 'orderDetail', () => import('../pages/order/DetailPage'), true),
  own('/order/confirm', 'orderConfirm', () => import('../pages/order/ConfirmPage'), true),
  own('/order/result', 'orderResult', () => import('../pages/order/ResultPage')),
  own('/order/afterSaleDetail', 'afterSaleDetail', () => import('../pages/afterSale/DetailPage'), true),
  own('/order/applyAfterSale', 'applyAfterSale', () => import('../pages/afterSale/ApplyPage'), true),
  own('/order/logisticsInformation', 'logistics', () => import('../pages/order/LogisticsPage')),
  own('/order/logisticsList', 'packages', () => import('../pages/order/PackagesPage')),
  own('/order/cancelOrder', 'cancelOrder', () => import('../pages/order/CancelPage')),
  own('/order/receiptInfo/:orderStoreNo', 'invoice', () => import('../pages/invoice/ReceiptInfoPage')),
  own('/order/receiptForm', 'addInvoice', () => import('../pages/invoice/ReceiptFormPage')),
  own(
    '/order/writeComment/:orderStoreNo',
    'writeComment',
    () => import('../pages/comment/WriteCommentPage'),
    true,
  ),
  own('/order/myComment/:orderStoreNo', 'myComment', () => import('../pages/comment/MyCommentPage'), true),
  own('/order/list', 'orderList', () => import('../pages/order/ListPage'), true),
  own('/order/rmaList/:orderItemNo', 'rmaList', () => import('../pages/afterSale/RmaListPage'), true),
  own('/shoppingCart', 'shoppingCart', () => import('../pages/cart/CartPage'), true),
  own('/productCategory', 'productCategory', () => import('../pages/search/CategoryPage'), true),
  own('/shelf/list', 'shelf', () => import('../pages/shelf/ShelfListPage'), true),
  own('/luxury/store/list', 'luxuryStoreList', () => import('../pages/luxury/LuxuryStoreListPage')),
  own('/luxury/store/:storeNo', 'luxuryStore', () => import('../pages/luxury/LuxuryStorePage')),
  own('/luxury/confirm', 'luxuryConfirm', () => import('../pages/luxury/LuxuryConfirmPage')),
  own('/store/:storeNo', 'store', () => import('../pages/store/StorePage'), true),
  own('/storeDetail/:storeNo', 'storeDetail', () => import('../pages/store/StoreDetailPage')),
  own('/searchResult/:storeNo', 'searchInStore', () => import('../pages/search/StoreSearchPage')),
  // The search page and a category's results name themselves (搜索, 旗舰手机).
  {
    ...own('/search/result', 'searchResult', () => import('../pages/search/SearchPage')),
    titleFromPage: true,
  },
  own('/coupon/list', 'couponList', () => import('../pages/coupon/MyCouponsPage'), true),
  own('/coupon/exchange', 'couponExchange', () => import('../pages/coupon/ExchangePage')),
  own('/couponCenter', 'couponCenter', () => import('../pages/coupon/CouponCenterPage')),
  own('/rankList', 'rankList', () => import('../pages/rank/RankListPage'), true),
  own('/rankDetail', 'rankDetail', () => import('../pages/rank/RankDetailPage'), true),
  own('/lottery/index', 'lottery', lotteryScreen('LotteryIndexPage')),
  own('/lottery/assist', 'lotteryAssist', lotteryScreen('AssistPage')),
  own('/lottery/confirmOrder', 'lotteryConfirmOrder', lotteryScreen('ConfirmOrderPage')),
  own('/lottery/list', 'lotteryList', lotteryScreen('LotteryListPage')),
  own('/lottery/myLotteryList', 'myLotteryList', lotteryScreen('MyLotteryListPage')),
  own('/lottery/resultDetail', 'lotteryResult', lotteryScreen('ResultDetailPage')),
  own('/lottery/lotteryCode/:activityNo', 'lotteryCode', lotteryScreen('LotteryCodePage')),
  own('/lottery/winnerList/:activityNo', 'winnerList', lotteryScreen('WinnerListPage')),
  own('/lottery/lotteryStrategy', 'lotteryStrategy', lotteryScreen('StrategyPage')),
  own('/qualify/index', 'qualify', qualifyScreen),
  own('/qualify/list', 'qualifyList', qualifyScreen),
  own('/qualify/my-qualify-list', 'myQualifyList', qualifyScreen),
  own('/qualify/winner-list/:activityNo', 'winnerList', qualifyScreen),
  own('/qualify/result-detail', 'qualifyResult', qualifyScreen),
  own('/qualify/confirm-order', 'orderConfirm', qualifyScreen),
  own('/qualify/strategy', 'qualifyStrategy', qualifyScreen),
  own('/qualify/product-list', 'qualifyProducts', qualifyScreen),
  own('/group-buy/index', 'groupBuy', () => import('../pages/groupBuy/GroupBuyIndexPage')),
  own('/group-buy/detail/:teamId', 'groupBuyDetail', () => import('../pages/groupBuy/GroupBuyDetailPage')),
  own('/sharePage', 'sharePage', () => import('../pages/share/SharePage')),
  {
    path: '/revokeLicense',
    title: 'revokeLicense',
    screen: () => import('../pages/license/RevokeLicensePage'),
  },
  {
    path: '/licenseContent',
    title: 'licenseContent',
    screen: () => import('../pages/license/LicenseContentPage'),
  },
  own('/bulletin', 'bulletin', () => import('../pages/bulletin/BulletinPage')),
  // Not in the spec's table: the message center the header's 消息 opens, and a customer-service chat.
  own('/message', 'messageCenter', () => import('../pages/message/MessageCenterPage')),
  // Not in the spec's table: the 我的 page every Chinese mall has.
  own('/mine', 'mine', () => import('../pages/mine/MinePage')),
  own('/mine/favourites', 'favourites', () => import('../pages/mine/FavouritesPage')),
  own('/mine/history', 'viewHistory', () => import('../pages/mine/ViewHistoryPage')),
  own('/mine/reviews', 'myReviews', () => import('../pages/comment/MyReviewsPage')),
  own('/mine/after-sales', 'afterSaleList', () => import('../pages/afterSale/AfterSaleListPage')),
  // Ours: the customer's personal data rights, reached from 我的's settings.
  own('/mine/my-data', 'myData', privacyScreen('MyDataPage')),
  own('/mine/delete-account', 'deleteAccount', privacyScreen('AccountDeletionPage')),
  own('/im/:threadId', 'imChat', () => import('../pages/im/ChatPage')),
  own('/wait', 'wait', () => import('../pages/wait/WaitPage')),
  own('/unicom-design', 'unicomDesign', () => import('../pages/special/UnicomPage')),
  // Ours, not in the spec's table: the trade-in estimate, reached from products that take a trade-in and 我的.
  own('/trade-in', 'tradeIn', () => import('../pages/special/TradeInPage')),
  own('/link/:bizId', 'link', () => import('../pages/link/LinkPage')),
  own('/recruitment-announcement', 'recruitment', () => import('../pages/info/InfoPage')),
  own('/comment-rule', 'commentRule', () => import('../pages/info/InfoPage')),
  own('/agreement', 'agreement', () => import('../pages/info/InfoPage')),
];

/** The catch-all fallback and its title. */
export const NOT_FOUND_TITLE: RouteTitleKey = 'notFound';

/** A route title in the visit's language (the language is fixed at boot, before the router is built). */
export const routeTitle = (key: RouteTitleKey): string => messagesOf(routeTitleMessages)[key];
