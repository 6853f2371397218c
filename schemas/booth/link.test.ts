import { describe, expect, it } from 'vitest';
import { type Link, linkSchema } from './link';
import { linkToPath } from './link-path';
import { productPath } from './product-path';

describe('linkSchema', () => {
  it('accepts every spec link type and url', () => {
    const links: unknown[] = [
      { linkType: 1, spuNo: 'SPU1001', skuNo: 'SKU1001' },
      { linkType: 2, pageId: 'e-cny' },
      { linkType: 3 },
      { linkType: 3, tab: 13 },
      { linkType: 4 },
      { linkType: 4, pageId: 'million-subsidy' },
      { linkType: 5 },
      { linkType: 5, teamId: 'T100' },
      { linkType: 'url', url: '/mbankmall/couponCenter' },
    ];
    for (const link of links) expect(linkSchema.safeParse(link).success, JSON.stringify(link)).toBe(true);
  });

  it.each([
    [{ linkType: 1, spuNo: 'SPU1001' }, ['skuNo']],
    [{ linkType: 2, pageId: '../admin' }, ['pageId']],
    [{ linkType: 3, tab: 5 }, ['tab']],
    [{ linkType: 9 }, ['linkType']],
    [{ linkType: 'url', url: 'javascript:alert(1)' }, ['url']],
  ])('rejects %j at path %j', (link, path) => {
    const result = linkSchema.safeParse(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('productPath', () => {
  it('opens a purchase-programme product on its purchase-type page, any other on the product page', () => {
    expect(productPath({ spuNo: 'SPU28006', skuNo: 'SKU2800601', purchase: true })).toBe(
      '/xhProduct/detail/SPU28006/SKU2800601',
    );
    expect(productPath({ spuNo: 'SPU1', skuNo: 'SKU1', purchase: false })).toBe('/product/detail/SPU1/SKU1');
    // An order line or an operator's SKU link does not know: the ordinary page.
    expect(productPath({ spuNo: 'SPU1', skuNo: 'a/b' })).toBe('/product/detail/SPU1/a%2Fb');
    expect(linkToPath({ linkType: 1, spuNo: 'SPU2', skuNo: 'SKU2', purchase: true })).toBe(
      '/xhProduct/detail/SPU2/SKU2',
    );
  });
});

describe('linkToPath', () => {
  it.each<[Link, ReturnType<typeof linkToPath>]>([
    [{ linkType: 1, spuNo: 'SPU1001', skuNo: 'SKU1001' }, '/product/detail/SPU1001/SKU1001'],
    [{ linkType: 2, pageId: 'activity-spring-coupon' }, '/activity/activity-spring-coupon'],
    // The home layout has one address: the nav bar's 首页 is /index, not a second home.
    [{ linkType: 2, pageId: 'home' }, '/index'],
    [{ linkType: 4, pageId: 'home' }, '/index'],
    // So do the e-CNY zone and the aggregate page: their own routes, with their own search box.
    [{ linkType: 2, pageId: 'e-cny' }, '/e-cny'],
    [{ linkType: 2, pageId: 'aggregate' }, '/aggregate'],
    // A category tab's layout is the second-level category page; other ids stay activities.
    [{ linkType: 2, pageId: 'category-20' }, '/category?tab=20'],
    [{ linkType: 2, pageId: 'category-28' }, '/category?tab=28'],
    [{ linkType: 2, pageId: 'category-10' }, '/activity/category-10'],
    [{ linkType: 2, pageId: 'category-99' }, '/activity/category-99'],
    [{ linkType: 3 }, '/dailyDeal'],
    [{ linkType: 3, tab: 12 }, '/dailyDeal?tab=12'],
    [{ linkType: 3, tab: 2 }, '/dailyDeal?tab=2'],
    [{ linkType: 4 }, '/activity/million-subsidy'],
    [{ linkType: 4, pageId: 'subsidy-2026' }, '/activity/subsidy-2026'],
    [{ linkType: 5 }, '/group-buy/index'],
    [{ linkType: 5, teamId: 'T100' }, '/group-buy/detail/T100'],
    [{ linkType: 'url', url: '/mbankmall/coupon/list?x=1' }, '/coupon/list?x=1'],
    [
      { linkType: 'url', url: 'https://mall.bank.example/help' },
      { external: 'https://mall.bank.example/help' },
    ],
    // Never reached through validation; proves the resolver does not trust its input.
    [{ linkType: 'url', url: 'javascript:alert(1)' }, '/index'],
  ])('%j -> %j', (link, expected) => {
    expect(linkToPath(link)).toEqual(expected);
  });
});
