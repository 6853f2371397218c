import { routeTitleMessages, shellMessages } from '../../src/app/messages';
import { notFoundMessages } from '../../src/pages/notFound/messages';
import { expect, test } from './fixtures';
import { loginAs } from './login';

const titles = routeTitleMessages['zh-CN'];
const shell = shellMessages['zh-CN'];

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 XWEB/1260059 MMWEBSDK/20240501 MMWEBID/2247 MicroMessenger/8.0.50.2701(0x28003233) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

test.describe('mall shell', () => {
  test('home loads under /mbankmall/index with its title', async ({ page, pageErrors }) => {
    await page.goto('index');
    await expect(page.getByTestId('mall-header').getByRole('heading', { name: titles.home })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(titles.home));
    expect(pageErrors).toEqual([]);
  });

  test('a reload of a deep link serves the app and the right screen', async ({ page }) => {
    await page.goto('order/list');
    await expect(
      page.getByTestId('mall-header').getByRole('heading', { name: titles.orderList }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('mall-header').getByRole('heading', { name: titles.orderList }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/mbankmall\/order\/list$/);
  });

  test('an unknown route shows the fallback page with a way home', async ({ page }) => {
    await page.goto('no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(titles.notFound));
    await expect(page.getByRole('link', { name: notFoundMessages['zh-CN'].backToMall })).toHaveAttribute(
      'href',
      '/mbankmall/index',
    );
  });

  test('the header is hidden in a WeChat webview', async ({ browser, mall }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${mall.url}/mbankmall/bulletin?browserNotice=1`);
    await expect(page.getByTestId('bulletin-page')).toBeVisible();
    await expect(page.getByTestId('mall-header')).toHaveCount(0);
    await context.close();
  });

  test('the more menu opens and its cart badge shows the server count', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/order/list' });
    const answer = await fetch(`${mall.url}/api/shoppingcart/shopping-cart/count`, { headers: { userCode } });
    const count = ((await answer.json()) as { result: number }).result;
    expect(count).toBeGreaterThan(0);
    await page.getByRole('button', { name: shell.more, exact: true }).click();
    const menu = page.getByRole('list', { name: shell.more });
    await expect(menu.getByRole('link', { name: shell.shoppingCart })).toContainText(String(count));
    for (const item of [shell.share, shell.refresh]) {
      await expect(menu.getByRole('button', { name: item })).toBeVisible();
    }
    // The entries that open a screen are links, with the address they open (long-press, open-in-new).
    for (const [item, path] of [
      [shell.messages, '/message'],
      [shell.home, '/index'],
      [shell.mine, '/mine'],
      [shell.myOrders, '/order/list'],
    ] as const) {
      await expect(menu.getByRole('link', { name: item, exact: item === shell.mine })).toHaveAttribute(
        'href',
        `/mbankmall${path}`,
      );
    }
    await menu.getByRole('link', { name: shell.shoppingCart }).click();
    await expect(page).toHaveURL(/\/mbankmall\/shoppingCart$/);
  });
});
