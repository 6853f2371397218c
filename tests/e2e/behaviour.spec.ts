import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { couponMessages } from '../../src/pages/coupon/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { uiMessages } from '../../src/ui/messages';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { couponName, specName } from './seedData';

/**
 * Behaviour bugs of On the main path, as a shopper meets them: the price follows the chosen SKU,
 * a buy started signed out completes after the sign-on (once), held coupons read as held, each deal tab
 * shows its own list, order amounts are worded by the real status, Back from the payment result leads to
 * the order, and every amount reads in one format.
 */

const product = productMessages['zh-CN'];
const coupon = couponMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const dailyDealLayout = JSON.parse(
  readFileSync(new URL('../../fixtures/booth/daily-deal.json', import.meta.url), 'utf8'),
) as {
  blocks: {
    type: string;
    props: { items?: { label: string; link?: { linkType: unknown; tab?: number } }[] };
  }[];
};
const uiCore = uiCoreMessages['zh-CN'];
const ui = uiMessages['zh-CN'];

/** The seeded iPhone: 128GB at ¥5,999, 256GB at ¥6,999. */
const IPHONE = '/product/detail/SPU20002/SKU2000201';
const SKU_128 = 'SKU2000201';
const SKU_256 = 'SKU2000202';

/** The user code the page holds after signing on. */
const userCodeIn = (page: Page) => page.evaluate(() => sessionStorage.getItem('userCode') ?? '');

/** Quantity of one SKU in the customer's cart, from the server. */
async function cartQuantity(origin: string, userCode: string, skuNo: string): Promise<number> {
  const cart = await api<{ stores: { lines: { skuNo: string; quantity: number }[] }[] }>(
    origin,
    '/api/shoppingcart/shopping-cart/query-v2',
    userCode,
    {},
  );
  return cart.stores
    .flatMap((s) => s.lines)
    .filter((l) => l.skuNo === skuNo)
    .reduce((n, l) => n + l.quantity, 0);
}

/**
 * The session ends under the page (expired at the bank): the page still holds a user code the server no
 * longer knows, so its next personal call answers 0003 and the sign-on starts.
 */
async function expireSession(page: Page) {
  await page.evaluate(() => sessionStorage.setItem('userCode', 'expired-session'));
}

/** On the simulated bank sign-on page, choose the customer; the mall comes back to where it left. */
async function signOnAs(page: Page, customerNo: string) {
  await page.waitForURL(/\/sso\/authorize/);
  await page.locator(`button[name="customerNo"][value="${customerNo}"]`).click();
  await page.waitForURL((u) => u.pathname.startsWith('/mbankmall/') && !u.searchParams.has('code'));
}

test.describe('the product page', () => {
  test('the price follows the SKU, on the page and in the sheet, in the one money format', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0002', { path: IPHONE });
    await pageReady(page);
    const productPage = page.getByTestId('product-page');
    const bar = page.getByTestId('buy-bar');
    await expect(productPage).toContainText('¥5,999.00');

    await bar.getByRole('button', { name: product.addToCart }).click();
    const sheet = page.getByTestId('sku-sheet');
    await sheet.getByRole('button', { name: specName(SKU_256) }).click();
    await expect(sheet).toContainText('¥6,999.00');
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    // The page's own price row now shows the chosen SKU's price, not the one of the SKU in the address.
    await expect(productPage).toContainText('¥6,999.00');
    await expect(productPage).not.toContainText('¥5,999.00');
    await expect(productPage).toContainText(product.chosenValue(specName(SKU_256), 1));
  });

  test('the pending add completes after sign-on, once, with the SKU chosen before it', async ({
    page,
    mall,
  }) => {
    const origin = originOf(mall.url);
    await loginAs(page, mall.url, 'C0003', { path: IPHONE });
    await pageReady(page);
    await page.getByTestId('buy-bar').getByRole('button', { name: product.addToCart }).click();
    const sheet = page.getByTestId('sku-sheet');
    await sheet.getByRole('button', { name: specName(SKU_256) }).click();
    await sheet.getByRole('button', { name: ui.increase }).click();
    await expect(sheet.getByRole('textbox')).toHaveValue('2');
    // The session ends while the shopper chooses (it expired at the bank): the add answers 0003.
    await expireSession(page);
    await sheet.getByRole('button', { name: product.addToCart }).click();

    // The add needs a session: the bank sign-on, then back to this product, where the add completes.
    await signOnAs(page, 'C0003');
    await expect(page).toHaveURL(/\/product\/detail\/SPU20002\//);
    await expect(page.getByText(product.addedToCart)).toBeVisible();
    const userCode = await userCodeIn(page);
    const added = 2;
    await expect.poll(() => cartQuantity(origin, userCode, SKU_256)).toBe(added);
    expect(await cartQuantity(origin, userCode, SKU_128)).toBe(0);
    const productPage = page.getByTestId('product-page');
    await expect(productPage).toContainText(product.chosenValue(specName(SKU_256), added));
    await expect(productPage).toContainText('¥6,999.00');

    // Never twice: a reload of the page does not add again.
    await page.reload();
    await pageReady(page);
    await expect(
      page.getByTestId('buy-bar').getByRole('button', { name: uiCore.cartWithItems(String(added)) }),
    ).toBeVisible();
    expect(await cartQuantity(origin, userCode, SKU_256)).toBe(added);
  });

  test('buy now after the session expired continues to the confirmation of the chosen SKU', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0002', { path: IPHONE });
    await pageReady(page);
    await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
    const sheet = page.getByTestId('sku-sheet');
    await sheet.getByRole('button', { name: specName(SKU_256) }).click();
    await expireSession(page);
    await sheet.getByRole('button', { name: product.buyNow }).click();

    await signOnAs(page, 'C0002');
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await expect(page.getByText(specName(SKU_256))).toBeVisible();
  });
});

test.describe('coupons on the product page', () => {
  test('a coupon claimed elsewhere meanwhile reads as held when tapped, not as a failure', async ({
    page,
    mall,
  }) => {
    const origin = originOf(mall.url);
    const { userCode } = await loginAs(page, mall.url, 'C0002', { path: IPHONE });
    await pageReady(page);
    await page.getByTestId('coupon-strip').click();
    const sheet = page.getByTestId('coupon-claim-sheet');
    const name = couponName('CP0002');
    const claim = sheet.getByRole('button', { name: coupon.actionNamed(coupon['state.0'], name) });
    await expect(claim).toBeEnabled();

    // Claimed in the coupon center or another web view while this sheet was open.
    await api(origin, '/api/marketing/coupon/catch', userCode, { couponNo: 'CP0002' });
    await claim.click();
    await expect(page.getByText(product.alreadyHeld)).toBeVisible();
    // Held now: the button turns into the spec's 'go use' (§4), and no claim is offered again.
    await expect(
      sheet.getByRole('link', { name: coupon.actionNamed(coupon['state.1'], name) }),
    ).toBeVisible();
    await expect(
      sheet.getByRole('button', { name: coupon.actionNamed(coupon['state.0'], name), exact: true }),
    ).toHaveCount(0);
  });
});

/** The operator's nav bar on the daily-deal page names the tabs (fixtures/booth/daily-deal.json). */
function dealTabLabel(tab: number): string {
  const nav = dailyDealLayout.blocks.find((b) => b.type === 'navBar');
  const item = nav?.props.items?.find((i) => i.link?.linkType === 3 && (i.link.tab ?? 12) === tab);
  if (!item) throw new Error(`no nav item for deal tab ${tab}`);
  return item.label;
}

test.describe('daily deals', () => {
  test('each deal tab highlights itself and shows its own list', async ({ page, mall }) => {
    const origin = originOf(mall.url);
    const firstOf = async (tab: number) =>
      (
        await api<{ items: { name: string }[] }>(
          origin,
          `/api/marketing/promotion/list?tab=${tab}&sort=1&pageNo=1&pageSize=10`,
          '',
        )
      ).items.map((i) => i.name);
    const inProgress = await firstOf(12);
    const preview = await firstOf(2);
    const past = await firstOf(13);
    await loginAs(page, mall.url, 'C0001', { path: '/dailyDeal' });
    await pageReady(page);
    const tabs = page.getByRole('navigation');
    const list = page.getByTestId('product-list');
    const current = (tab: number) => tabs.getByRole('link', { name: dealTabLabel(tab), exact: true });
    await expect(current(12)).toHaveAttribute('aria-current', 'page');
    await expect(list).toContainText(inProgress[0] ?? '');

    await current(2).click();
    await expect(page).toHaveURL(/tab=2/);
    await expect(current(2)).toHaveAttribute('aria-current', 'page');
    await expect(current(12)).not.toHaveAttribute('aria-current', 'page');
    await expect(list).toContainText(preview[0] ?? '');
    for (const name of inProgress.filter((n) => !preview.includes(n))) {
      await expect(page.getByTestId('booth-page')).not.toContainText(name);
    }

    await current(13).click();
    await expect(current(13)).toHaveAttribute('aria-current', 'page');
    await expect(list).toContainText(past[0] ?? '');
  });
});

test.describe('orders', () => {
  test('a cancelled unpaid order reads its total, not "paid" or "to pay", in the list and the detail', async ({
    page,
    mall,
  }) => {
    const origin = originOf(mall.url);
    const { userCode } = await loginAs(page, mall.url, 'C0002', { path: '/index' });
    const info = await api<{ confirmToken: string; address: { addressId: number } | null }>(
      origin,
      '/api/order/confirmation-info',
      userCode,
      { source: 'buyNow', skuNo: SKU_128, quantity: 1 },
    );
    const { orderNo } = await api<{ orderNo: string }>(origin, '/api/order/create-order', userCode, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId ?? 0,
      couponNo: null,
    });
    await api(origin, '/api/order/cancel', userCode, { orderNo, reason: 'No longer needed' });

    await page.goto(`${mall.url}/mbankmall/order/list`);
    await pageReady(page);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(card).toContainText(orders['status.cancelled']);
    await expect(card).toContainText(orders.orderTotal);
    await expect(card).not.toContainText(orders.paid);
    await expect(card).not.toContainText(orders.toPay);

    await card.getByRole('link').first().click();
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.cancelled']);
    const amounts = page.getByTestId('amounts');
    await expect(amounts).toContainText(orders.orderTotal);
    await expect(amounts).not.toContainText(orders.toPay);
  });

  test('Back from the payment result leads to the order, not to the cashier', async ({ page, mall }) => {
    await loginAs(page, mall.url, 'C0002', { path: IPHONE });
    await pageReady(page);
    await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
    await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await page.getByTestId('submit-order').click();
    await page.waitForURL(/\/cashier\/pay\?payToken=/);
    await page.locator('button[data-action="pay"]').click();
    const result = page.getByTestId('pay-result');
    await expect(result).toHaveAttribute('data-pay-status', 'success');

    await page.goBack();
    await expect(page).toHaveURL(/\/mbankmall\/order\/detail\?orderNo=/);
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);

    // A reload of the result does not stack another order entry: back once still reaches the order.
    await page.goForward();
    await expect(result).toHaveAttribute('data-pay-status', 'success');
    // The paid amount reads like every other amount: ¥5,949.00, never ¥5949.00.
    await expect(result).toContainText(/¥\d{1,3}(,\d{3})+\.\d{2}/);
    await page.reload();
    await expect(result).toHaveAttribute('data-pay-status', 'success');
    await page.goBack();
    await expect(page).toHaveURL(/\/mbankmall\/order\/detail\?orderNo=/);
  });
});
