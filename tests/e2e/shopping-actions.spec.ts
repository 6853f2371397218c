import { cancelReasonMessages } from '../../schemas/i18n/cancelReasons';
import { commonMessages } from '../../schemas/i18n/common';
import { cartMessages } from '../../src/pages/cart/messages';
import { couponMessages } from '../../src/pages/coupon/messages';
import { orderFormMessages } from '../../src/pages/order/formMessages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { answer, api, at, boughtAndPaid, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';
import { couponName, escapeRegExp, productNameStart } from './seedData';

/**
 * Cart and order actions that the journey spec does not cover, against real servers.
 * Most run on a dedicated server that ships paid orders after 2 s (so confirm receipt is reachable)
 * and whose carts the journey spec never sees; the refund runs on the shared server, where paid
 * orders stay unshipped for a minute.
 */

/** The browser speaks zh-CN (playwright.config.ts): the screens' words from the catalogue. */
const cancelReasons = cancelReasonMessages['zh-CN'];
const cart = cartMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const product = productMessages['zh-CN'];
const coupon = couponMessages['zh-CN'];
const common = commonMessages['zh-CN'];

/** A message with one parameter as a pattern that any value of it matches. */
const anyValue = (message: (value: string) => string) =>
  new RegExp(escapeRegExp(message('\u0000')).replace('\u0000', '.+'));

const CART = '/api/shoppingcart/shopping-cart';
const origin = (server: MallServer) => new URL(server.url).origin;

const stockOf = (server: MallServer, skuNo: string) =>
  api<{ stock: number }>(origin(server), `/api/channel/product/base-v1?skuNo=${skuNo}`, '').then(
    (r) => r.stock,
  );

let fast: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  fast = await startMallServer({ ORDER_AUTO_SHIP_MS: '2000', ORDER_LOGISTICS_STEP_MS: '1000' });
});
test.afterAll(async () => {
  await fast?.stop();
});

test.describe('cart actions', () => {
  test('delete asks first; clear invalid and clear all empty the cart', async ({ page }) => {
    const { userCode } = await loginAs(page, fast.url, 'C0002', { path: '/index' });
    // C0002's seeded line is not on sale yet (an invalid line); add two buyable ones.
    for (const skuNo of ['SKU2400101', 'SKU2500401'])
      await api(origin(fast), `${CART}/add-v2`, userCode, { skuNo, quantity: 1 });
    await page.goto(at(fast, '/shoppingCart'));
    await pageReady(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);

    const suitcase = lines.filter({ hasText: productNameStart('SPU24001') });
    await suitcase.getByRole('button', { name: common.delete }).click();
    await answer(page, cart.deleteTitle, common.cancel);
    await expect(lines).toHaveCount(2);
    await suitcase.getByRole('button', { name: common.delete }).click();
    await answer(page, cart.deleteTitle, common.delete);
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(productNameStart('SPU25004'));

    const invalid = page.getByTestId('cart-invalid');
    await expect(invalid).toBeVisible();
    await invalid.getByRole('button', { name: cart.clearInvalid }).click();
    await answer(page, cart.clearInvalidTitle, common.clear);
    await expect(invalid).toHaveCount(0);
    await expect(lines).toHaveCount(1);

    await page.getByRole('button', { name: cart.clearCart }).click();
    await answer(page, cart.clearTitle, common.clear);
    await expect(page.getByText(cart.empty)).toBeVisible();
    expect(await api<number>(origin(fast), `${CART}/count`, userCode)).toBe(0);
  });

  test('move to favourites: the line leaves and the product page shows it favoured', async ({ page }) => {
    await loginAs(page, fast.url, 'C0001', { path: '/shoppingCart' });
    await pageReady(page);
    const serum = page.getByTestId('cart-line').filter({ hasText: productNameStart('SPU25001') });
    await expect(serum).toHaveCount(1);
    await serum.getByRole('button', { name: cart.moveToFavourites }).click();
    await answer(page, cart.favorTitle, cart.moveToFavourites);
    await expect(serum).toHaveCount(0);

    await page.goto(at(fast, '/product/detail/SPU25001/SKU2500102'));
    await pageReady(page);
    await expect(page.getByRole('button', { name: product.favourited })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an instalment line (price label 2) switches its stage', async ({ page }) => {
    const { userCode } = await loginAs(page, fast.url, 'C0001', { path: '/index' });
    await api(origin(fast), `${CART}/add-v2`, userCode, { skuNo: 'SKU2000201', quantity: 1 });
    await page.goto(at(fast, '/shoppingCart'));
    await pageReady(page);
    const iphone = page.getByTestId('cart-line').filter({ hasText: productNameStart('SPU20002') });
    const stage = iphone.getByLabel(cart.instalments);
    await expect(stage).toBeVisible();
    await stage.selectOption('6');
    await expect
      .poll(async () => {
        const cart = await api<{ stores: { lines: { skuNo: string; stage: number | null }[] }[] }>(
          origin(fast),
          `${CART}/query-v2`,
          userCode,
          {},
        );
        return cart.stores.flatMap((s) => s.lines).find((l) => l.skuNo === 'SKU2000201')?.stage;
      })
      .toBe(6);
    await page.reload();
    await pageReady(page);
    await expect(
      page
        .getByTestId('cart-line')
        .filter({ hasText: productNameStart('SPU20002') })
        .getByLabel(cart.instalments),
    ).toHaveValue('6');
  });
});

test.describe('coupons on the product page', () => {
  test('claim a coupon in its sheet, then it is chosen at confirmation', async ({ page }) => {
    await loginAs(page, fast.url, 'C0002', { path: '/product/detail/SPU20001/SKU2000101' });
    await pageReady(page);
    // Shipment detail for the default address (Beijing) from the store's warehouse.
    await expect(page.getByTestId('shipment-row')).toContainText('深圳市 → 北京市');
    await expect(page.getByTestId('shipment-estimate')).toContainText(anyValue(product.arrives));

    await page.getByTestId('coupon-strip').click();
    await expect(page).toHaveURL(/\?coupons=open$/);
    const sheet = page.getByTestId('coupon-claim-sheet');
    // The spec's state labels (§4): go claim, then go use (the coupon's products) once held.
    const goUse = (couponNo: string) =>
      sheet.getByRole('link', { name: coupon.actionNamed(coupon['state.1'], couponName(couponNo)) });
    await sheet
      .getByRole('button', { name: coupon.actionNamed(coupon['state.0'], couponName('CP0002')) })
      .click();
    await expect(goUse('CP0002')).toHaveAttribute('href', '/mbankmall/product/list/CP0002');
    // Already held before: the 50-off coupon reads go use; none left of the cash coupon (snapped up).
    await expect(goUse('CP0001')).toBeVisible();
    const noneLeft = new RegExp(
      `^${escapeRegExp(coupon.actionNamed(coupon['state.2'], couponName('CP0004')))}`,
    );
    await expect(sheet.getByRole('button', { name: noneLeft })).toBeDisabled();
    await page.goBack();
    await expect(sheet).toHaveCount(0);

    await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
    await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await expect(page.getByTestId('coupon-row')).toContainText(couponName('CP0002'));
    const amounts = page.getByTestId('amounts');
    await expect(amounts.locator('[data-amount="discount"]')).toContainText('-¥200.00');
    await expect(amounts.locator('[data-amount="payable"]')).toContainText('¥5,799.00');
    await page.getByTestId('coupon-row').click();
    await expect(page.getByTestId('coupon-option').filter({ hasText: couponName('CP0002') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();

    await page.getByTestId('submit-order').click();
    await page.waitForURL(/\/cashier\/pay\?payToken=/);
    await page.locator('button[data-action="pay"]').click();
    await expect(page.getByTestId('pay-result')).toContainText('¥5,799.00');
  });
});

test.describe('order actions', () => {
  test('confirm receipt of a shipped order, then delete the finished order', async ({ page }) => {
    const { userCode } = await loginAs(page, fast.url, 'C0002', { path: '/index' });
    const orderNo = await boughtAndPaid(page, fast, userCode, 'SKU2400102');

    await untilShipped(page, fast, orderNo);
    await page.getByRole('button', { name: orders['action.receive'] }).click();
    await answer(page, orders.receiveTitle, common.confirm);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.received']);

    await page.goto(at(fast, '/order/list'));
    await pageReady(page);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(card).toHaveAttribute('data-status', 'received');
    await card.getByRole('button', { name: orders['action.remove'] }).click();
    await answer(page, orders.removeTitle, common.delete);
    await expect(card).toHaveCount(0);
    const list = await api<{ list: { orderNo: string }[] }>(origin(fast), '/api/order/order-list', userCode, {
      status: 'all',
      pageNo: 1,
      pageSize: 50,
    });
    expect(list.list.map((o) => o.orderNo)).not.toContain(orderNo);
  });

  test('cancelling a paid order refunds it and gives the stock back', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0002', { path: '/index' });
    const before = await stockOf(mall, 'SKU2400102');
    const orderNo = await boughtAndPaid(page, mall, userCode, 'SKU2400102');
    expect(await stockOf(mall, 'SKU2400102')).toBe(before - 1);

    await page.goto(at(mall, `/order/detail?orderNo=${orderNo}`));
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);
    await page.getByRole('button', { name: orders['action.applyCancel'] }).click();
    const cancel = page.getByTestId('cancel-page');
    await expect(cancel).toContainText(orderFormMessages['zh-CN'].refundNote('¥1,899.00'));
    await cancel.getByLabel(cancelReasons.noLongerNeeded).check();
    await cancel.getByRole('button', { name: orders['action.applyCancel'] }).click();
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.cancelled']);
    expect(await stockOf(mall, 'SKU2400102')).toBe(before);
  });
});
