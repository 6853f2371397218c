import type { Page } from '@playwright/test';
import { routeTitleMessages, shellMessages } from '../../src/app/messages';
import { mineListMessages } from '../../src/pages/mine/listMessages';
import { mineMessages } from '../../src/pages/mine/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { api, at, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { productNameStart } from './seedData';

/**
 * 我的: the bottom tab bar of the four top-level screens, and the 收藏 and 浏览记录 lists reached
 * from 我的, as a shopper taps through them.
 */
const shell = shellMessages['zh-CN'];
const mine = mineMessages['zh-CN'];
const lists = mineListMessages['zh-CN'];
const product = productMessages['zh-CN'];
const titles = routeTitleMessages['zh-CN'];

const SUITCASE = { spuNo: 'SPU24001', skuNo: 'SKU2400101' };
const PHONE = { spuNo: 'SPU20002', skuNo: 'SKU2000201' };
// Each test starts this shopper from nothing of its own (fresh(), a cleared cart), whatever earlier specs left.
const CUSTOMER = 'C0003';

const tabBar = (page: Page) => page.getByRole('navigation', { name: shell.tabs });
const tab = (page: Page, name: string | RegExp) => tabBar(page).getByRole('link', { name });

/** Starts from nothing: no favourites of these two, no history (the mall server lives for the whole run). */
async function fresh(origin: string, userCode: string): Promise<void> {
  for (const p of [SUITCASE, PHONE])
    await api(origin, '/api/channel/product/del-favor', userCode, { skuNo: p.skuNo });
  await api(origin, '/api/channel/product/view-history/clear', userCode, {});
}

test('favourite a product, find it in 我的收藏 through the tab bar, remove it', async ({ page, mall }) => {
  const { userCode } = await loginAs(page, mall.url, CUSTOMER, { path: '/mine' });
  await fresh(originOf(mall.url), userCode);
  await page.goto(at(mall, `/product/detail/${SUITCASE.spuNo}/${SUITCASE.skuNo}`));
  await pageReady(page);
  // Not a tab screen: no tab bar on a product.
  await expect(tabBar(page)).toHaveCount(0);
  const favourite = page.getByRole('button', { name: product.favourite });
  await favourite.click();
  await expect(page.getByRole('button', { name: product.favourited })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // From the cart, not home: home's once-a-day popup masks the tab bar once its picture has decoded, and a
  // tap racing it is lost (a shopper would close it first; booth.spec covers the popup itself).
  await page.goto(at(mall, '/shoppingCart'));
  await pageReady(page);
  await tab(page, shell.mine).click();
  await expect(page).toHaveURL(/\/mine$/);
  await page.getByRole('link', { name: mine.favourites }).click();
  await expect(
    page.getByTestId('mall-header').getByRole('heading', { name: titles.favourites }),
  ).toBeVisible();
  const name = productNameStart(SUITCASE.spuNo);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // Favourited at today's price: no 降价 mark.
  await expect(page.getByText(lists.priceDrop, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: new RegExp(`^${lists.remove} ${name}`) }).click();
  await expect(page.getByText(lists.favouritesEmpty)).toBeVisible();
  // The empty list has a way on.
  await expect(page.getByTestId('empty-state').getByRole('link')).toBeVisible();
});

test('two products opened show in 浏览记录 under today; clear-all asks first, then empties it', async ({
  page,
  mall,
}) => {
  const { userCode } = await loginAs(page, mall.url, CUSTOMER, { path: '/mine' });
  await fresh(originOf(mall.url), userCode);
  for (const p of [SUITCASE, PHONE]) {
    await page.goto(at(mall, `/product/detail/${p.spuNo}/${p.skuNo}`));
    await expect(page.getByTestId('product-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto(at(mall, '/mine'));
  await page.getByRole('link', { name: mine.history }).click();
  const today = page.getByRole('region', { name: lists.today });
  // Newest first: the phone, then the suitcase.
  await expect(today.getByRole('link')).toHaveText([
    new RegExp(productNameStart(PHONE.spuNo)),
    new RegExp(productNameStart(SUITCASE.spuNo)),
  ]);

  await page.getByRole('button', { name: lists.clearAll, exact: true }).click();
  const ask = page.getByRole('dialog', { name: lists.clearTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: lists.clearAll, exact: true }).click();
  await expect(page.getByText(lists.historyEmpty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(lists.historyEmpty)).toBeVisible();
});

test('the tab bar moves between the four screens, marks the current one and counts the cart', async ({
  page,
  mall,
}) => {
  // From 我的, home last: home's new-customer popup masks the tab bar until it is closed.
  const { userCode } = await loginAs(page, mall.url, CUSTOMER, { path: '/mine' });
  const origin = originOf(mall.url);
  await api(origin, '/api/shoppingcart/shopping-cart/clear', userCode, {});
  await api(origin, '/api/shoppingcart/shopping-cart/add-v2', userCode, {
    skuNo: SUITCASE.skuNo,
    quantity: 2,
  });
  await page.reload();
  await pageReady(page);

  await expect(tab(page, shell.mine)).toHaveAttribute('aria-current', 'page');
  // The badge counts the cart's items, and the tab says so to a screen reader after its label.
  const cart = tab(page, new RegExp(`^${shell.shoppingCart}`));
  await expect(cart).toContainText('2');
  await expect(cart).toHaveAccessibleName(`${shell.shoppingCart} ${shell.cartItems('2')}`);

  const screens: [string | RegExp, RegExp][] = [
    [shell.category, /\/productCategory$/],
    [new RegExp(`^${shell.shoppingCart}`), /\/shoppingCart$/],
    [shell.mine, /\/mine$/],
    [shell.home, /\/index$/],
  ];
  for (const [name, url] of screens) {
    await tab(page, name).click();
    await expect(page).toHaveURL(url);
    await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
  // The home page shows one bar: the operator's own bottom bar gives way to the tab bar.
  await expect(page.locator('[data-block-type="bottomBar"]')).toHaveCount(0);
});
