import { routeTitleMessages, shellMessages } from '../../src/app/messages';
import { luxuryMessages } from '../../src/pages/luxury/messages';
import { mineMessages } from '../../src/pages/mine/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { specialMessages } from '../../src/pages/special/messages';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';

const t = mineMessages['zh-CN'];
const en = mineMessages.en;
const order = orderMessages['zh-CN'];
const shell = shellMessages['zh-CN'];
const titles = routeTitleMessages['zh-CN'];

/**
 * The 我的 page: reached from the header's more menu, it greets the customer, counts their
 * orders by state the way the order list does, leads to each list and service, and switches the language.
 */
test.describe('the 我的 page', () => {
  test('counts an order left unpaid under 待付款 and opens that list', async ({ page, mall }) => {
    // C0001 has a delivery address, so an order can be made for them.
    // From the order list: home's new-customer popup masks the header until it is closed.
    const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/order/list' });
    await pageReady(page);
    await page.getByRole('button', { name: shell.more, exact: true }).click();
    await page
      .getByRole('list', { name: shell.more })
      .getByRole('link', { name: shell.mine, exact: true })
      .click();
    await expect(page.getByTestId('mall-header').getByRole('heading', { name: titles.mine })).toBeVisible();
    const states = page.getByRole('navigation', { name: t.ordersByState });
    const toPay = states.getByRole('link', { name: new RegExp(order['tab.awaiting_payment']) });
    const before = Number((await toPay.innerText()).match(/\d+/)?.[0] ?? 0);

    // An order the customer does not pay: one more under 待付款 when the page is shown again.
    const origin = originOf(mall.url);
    const info = await api<{ confirmToken: string; address: { addressId: number } | null }>(
      origin,
      '/api/order/confirmation-info',
      userCode,
      { source: 'buyNow', skuNo: 'SKU2000101', quantity: 1 },
    );
    await api(origin, '/api/order/create-order', userCode, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId ?? 0,
      couponNo: null,
    });
    await page.reload();
    await expect(toPay).toContainText(String(before + 1));

    await toPay.click();
    await expect(page).toHaveURL(/\/order\/list\?status=awaiting_payment/);
    await expect(
      page.getByRole('tab', { name: order['tab.awaiting_payment'], selected: true }),
    ).toBeVisible();
  });

  test('leads to the luxury boutiques and to the trade-in, channels the category tree has no place for', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0003', { path: '/mine' });
    await expect(page.getByTestId('mine-page')).toBeVisible();
    await page.getByRole('link', { name: t.luxury }).click();
    const boutiques = page.getByTestId('luxury-store-list');
    await expect(boutiques.getByRole('heading', { name: luxuryMessages['zh-CN'].zoneTitle })).toBeVisible();
    await expect(boutiques.getByRole('link').first()).toBeVisible();
    await page.goBack();
    // Without a product: the shopper values an old phone first, and the estimate waits for checkout.
    await page.getByRole('link', { name: t.tradeIn }).click();
    await expect(page.getByText(specialMessages['zh-CN'].tradeInIntro)).toBeVisible();
    await expect(page.getByRole('button', { name: specialMessages['zh-CN'].estimate })).toBeVisible();
  });

  test('leads to the authorisation details and switches the mall to English for the visit', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0003', { path: '/mine' });
    await expect(page.getByTestId('mine-page')).toBeVisible();
    for (const service of [t.coupons, t.messages, t.lotteries, t.groupBuys])
      await expect(page.getByRole('link', { name: service })).toBeVisible();
    await page.getByRole('link', { name: t.authorisation }).click();
    await expect(page).toHaveURL(/\/revokeLicense$/);
    await page.goBack();

    // 长辈模式 from the settings: the page's text grows to the elder floor at once, and back.
    await page.getByTestId('mine-elder').click();
    await expect(page.getByTestId('mine-elder')).toContainText(t.on);
    await expect(page.locator('html')).toHaveAttribute('data-elder', /.*/);
    await page.getByTestId('mine-elder').click();
    await expect(page.getByTestId('mine-elder')).toContainText(t.off);
    await expect(page.locator('html')).not.toHaveAttribute('data-elder', /.*/);

    await page.getByTestId('mine-language').click();
    await expect(page.getByText(en.myOrders)).toBeVisible();
    await expect(page.getByTestId('mine-language')).toContainText(en.langSelf);
    // Held for the visit: another screen opened afterwards is in English too.
    await page.getByRole('link', { name: en.allOrders }).click();
    await expect(
      page.getByTestId('mall-header').getByRole('heading', { name: routeTitleMessages.en.orderList }),
    ).toBeVisible();
  });
});
