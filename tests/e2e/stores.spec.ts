import { boothPageMessages } from '../../src/pages/booth/messages';
import { luxuryMessages } from '../../src/pages/luxury/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { storeMessages } from '../../src/pages/store/messages';
import { expect, test } from './fixtures';
import { call, pageReady } from './journey';
import { loginAs } from './login';

/**
 * As a shopper: from a product to its store's home, its products and its details; the store's
 * physical shops nearest first from where the browser says the shopper is; a boutique's product bought
 * in instalments up to the cashier.
 */

const t = storeMessages['zh-CN'];
const l = luxuryMessages['zh-CN'];
const booth = boothPageMessages['zh-CN'];
const orders = orderMessages['zh-CN'];

/** Tiananmen Square: the browser's location for the shops' order. */
const TIANANMEN = { latitude: 39.9087, longitude: 116.3975 };
test.use({ geolocation: TIANANMEN, permissions: ['geolocation'] });

test('product → visit store → its products → its details', async ({ page, mall }) => {
  await loginAs(page, mall.url, 'C0001', { path: '/product/detail/SPU20001/SKU2000101' });
  await pageReady(page);
  await page.getByTestId('store-entry').click();
  await expect(page).toHaveURL(/\/store\/ST1001/);
  await pageReady(page);
  await expect(page.getByRole('heading', { name: '星辰数码官方旗舰店' })).toBeVisible();
  // The home tab: the store's best sellers.
  await expect(page.getByRole('heading', { name: t.recommended })).toBeVisible();
  await expect(page.getByTestId('product-list').getByRole('link')).toHaveCount(6);

  await page.getByRole('tab', { name: t['nav.all'] }).click();
  await expect(page.getByRole('tablist', { name: booth.sortBy })).toBeVisible();
  const all = page.getByTestId('product-list').getByRole('link');
  await expect(all.first()).toBeVisible();
  await expect(page.getByTestId('product-list')).toContainText('HUAWEI Mate 70 Pro');

  await page.getByRole('link', { name: t.storeDetails }).click();
  await expect(page).toHaveURL(/\/storeDetail\/ST1001/);
  await expect(page.getByTestId('store-detail')).toBeVisible();
  await expect(page.getByText('北京星辰数码科技有限公司')).toBeVisible();
  await expect(page.getByText(t['licence.business'])).toBeVisible();
  await expect(page.getByText(t['promise.sevenDayReturn'])).toBeVisible();
});

test('physical shops come nearest first from the browser’s location; refused, they come by city', async ({
  page,
  mall,
  browser,
}) => {
  await loginAs(page, mall.url, 'C0001', { path: '/storeDetail/ST1001' });
  await expect(page.getByText(t.nearestFirst)).toBeVisible();
  const shops = page.getByTestId('offline-store');
  await expect(shops).toHaveCount(7);
  const expected = await call<{ items: { name: string; distanceMeters: number }[] }>(
    `${mall.url}/api/channel/store-offline/list?storeNo=ST1001&latitude=${TIANANMEN.latitude}&longitude=${TIANANMEN.longitude}&pageSize=10`,
  );
  for (const [i, shop] of expected.items.entries()) {
    await expect(shops.nth(i)).toContainText(shop.name);
  }
  // Xidan Joy City is about 2 km west of Tiananmen; the Shanghai shops are over a thousand kilometres away.
  await expect(shops.first()).toContainText('西单');
  await expect(shops.first().getByTestId('shop-distance')).toHaveText(/^\d\.\dkm$/);
  await expect(shops.last().getByTestId('shop-distance')).toHaveText(/^1,?\d{3}km$/);

  // One shop's details, with its distance.
  await shops.first().click();
  await expect(page.getByTestId('shop-detail')).toContainText('西单北大街131号');

  // A browser that refuses the location: a clear note, a way to try again, and the shops by city.
  const refusing = await browser.newContext({ permissions: [] });
  const other = await refusing.newPage();
  await loginAs(other, mall.url, 'C0001', { path: '/storeDetail/ST1001' });
  await expect(other.getByTestId('location-refused')).toBeVisible();
  await expect(other.getByRole('button', { name: t.locateAgain })).toBeVisible();
  await expect(other.getByTestId('offline-store')).toHaveCount(7);
  await expect(other.getByTestId('shop-distance')).toHaveCount(0);
  await refusing.close();
});

test('a boutique’s product in 6 interest-free instalments, up to the cashier', async ({ page, mall }) => {
  await loginAs(page, mall.url, 'C0002', { path: '/luxury/store/list' });
  await page.getByRole('link', { name: /Maison Aurelle/ }).click();
  await pageReady(page);
  await page
    .getByRole('button', { name: l.buyInInstalmentsOf('奥蕾尔 Maison Aurelle 粒面小牛皮托特包') })
    .click();
  await expect(page.getByTestId('luxury-confirm')).toBeVisible();
  // Came with 12 stages; the shopper picks 6.
  const picker = page.getByTestId('stage-picker');
  await expect(picker.getByRole('button', { name: new RegExp(l.stages(12)) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await picker.getByRole('button', { name: new RegExp(l.stages(6)) }).click();
  await expect(picker.getByRole('button', { name: new RegExp(l.stages(6)) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/首期应付/)).toBeVisible();
  await page.getByRole('button', { name: orders.submitOrder }).click();
  await expect(page).toHaveURL(/\/cashier\/pay/);
});
