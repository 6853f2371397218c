import { describe, expect, it } from 'vitest';
import { LANGS } from '../../schemas/i18n/lang';
import { routeTitleMessages } from './messages';
import { routeTable, routeTitle } from './routeTable';

// The spec's route table (§2) verbatim, with {param} written as :param. '/' is the index route.
const specRoutes = `/aggregate /index /category /product/detail/:spuNo/:skuNo /xhProduct/detail/:spuNo/:skuNo
/product/list/:couponNo /order/detail /order/confirm /order/result /order/afterSaleDetail /order/applyAfterSale
/order/logisticsInformation /order/logisticsList /order/cancelOrder /order/receiptInfo/:orderStoreNo /order/receiptForm
/order/writeComment/:orderStoreNo /order/myComment/:orderStoreNo /order/list /order/rmaList/:orderItemNo /dailyDeal
/shoppingCart /productCategory /shelf/list /luxury/store/list /luxury/store/:storeNo /luxury/confirm /store/:storeNo
/storeDetail/:storeNo /searchResult/:storeNo /search/result /coupon/list /coupon/exchange /couponCenter /rankList
/rankDetail /lottery/index /lottery/assist /lottery/confirmOrder /lottery/list /lottery/myLotteryList
/lottery/resultDetail /lottery/lotteryCode/:activityNo /lottery/winnerList/:activityNo /lottery/lotteryStrategy
/qualify/index /qualify/list /qualify/my-qualify-list /qualify/winner-list/:activityNo /qualify/result-detail
/qualify/confirm-order /qualify/strategy /qualify/product-list /group-buy/index /group-buy/detail/:teamId /sharePage
/revokeLicense /licenseContent /bulletin /wait /e-cny /e-cny/search /unicom-design /link/:bizId
/recruitment-announcement /comment-rule /agreement`.split(/\s+/);

describe('route table', () => {
  it('declares every route of the spec', () => {
    const declared = new Set(routeTable.map((r) => r.path));
    expect(specRoutes.filter((r) => !declared.has(r))).toEqual([]);
  });

  it('gives every route a title in both languages and declares no path twice', () => {
    for (const lang of LANGS) {
      expect(routeTable.filter((r) => !routeTitleMessages[lang][r.title]?.trim())).toEqual([]);
    }
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('keeps the skeleton on the pages the spec lists with loading placeholders', () => {
    const withSkeleton = routeTable.filter((r) => r.skeleton).map((r) => r.path.split('/:')[0]);
    for (const page of [
      '/order/confirm',
      '/product/detail',
      '/order/detail',
      '/dailyDeal',
      '/shoppingCart',
    ]) {
      expect(withSkeleton).toContain(page);
    }
    for (const page of ['/productCategory', '/store', '/rankList', '/order/list', '/coupon/list']) {
      expect(withSkeleton).toContain(page);
    }
  });

  it('titles pages in Chinese by default (spec §2 screens)', () => {
    const titleOf = (path: string) =>
      routeTitle(routeTable.find((r) => r.path === path)?.title ?? 'notFound');
    expect(titleOf('/index')).toBe('首页');
    expect(titleOf('/shoppingCart')).toBe('购物车');
    expect(titleOf('/order/confirm')).toBe('确认订单');
    expect(titleOf('/e-cny')).toBe('数字人民币专区');
  });
});
