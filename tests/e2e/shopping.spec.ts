import type { Page } from '@playwright/test';
import { cancelReasonMessages } from '../../schemas/i18n/cancelReasons';
import { commonMessages } from '../../schemas/i18n/common';
import { productLabelMessages } from '../../schemas/i18n/productLabels';
import { apiMessages } from '../../src/api/messages';
import { PAY_VIEW_CLOSED_EVENT } from '../../src/bridge/native';
import { cartMessages } from '../../src/pages/cart/messages';
import { orderFormMessages } from '../../src/pages/order/formMessages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { uiMessages } from '../../src/ui/messages';
import { dismissBoothPopups } from './boothPopups';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { couponName, escapeRegExp, productNameStart, specName } from './seedData';

const cancelReasons = cancelReasonMessages['zh-CN'];
const uiCore = uiCoreMessages['zh-CN'];
const apiTexts = apiMessages['zh-CN'];

/**
 * The shopping journey against the real server: product → cart → confirm → the simulated
 * bank cashier → result → orders. Each test uses its own seeded customer so they do not share carts.
 */

/** The browser speaks zh-CN (playwright.config.ts): the kit's and the order forms' words in Chinese. */
const ui = uiMessages['zh-CN'];
const forms = orderFormMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const product = productMessages['zh-CN'];
const cart = cartMessages['zh-CN'];
const common = commonMessages['zh-CN'];
const labels = productLabelMessages['zh-CN'];

/** The seeded Mate 70 Pro as its card and heading name it. */
const mate70 = new RegExp(escapeRegExp(productNameStart('SPU20001')));
/** The cart's checkout button with any positive count. */
const checkoutAnyCount = new RegExp(`^${escapeRegExp(cart.checkout(0)).replace('0', '[1-9]\\d*')}$`);

const orderTotal = (origin: string, userCode: string) =>
  api<{ total: number }>(origin, '/api/order/order-list', userCode, {
    status: 'all',
    pageNo: 1,
    pageSize: 10,
  }).then((r) => r.total);

const stockOf = (origin: string, skuNo: string) =>
  api<{ stock: number }>(origin, `/api/channel/product/base-v1?skuNo=${skuNo}&speedFlag=1`, '').then(
    (r) => r.stock,
  );

async function submitAndReachCashier(page: Page) {
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/cashier\/pay\?payToken=/);
}

test.describe('shopping journey', () => {
  test('home → product → cart → confirm with coupon → pay → result → paid in the order list', async ({
    page,
    mall,
    pageErrors,
  }) => {
    // The home page may greet with an operator's popup; close it whenever it shows up.
    await dismissBoothPopups(page);
    const { userCode } = await loginAs(page, mall.url, 'C0003');
    // The journey counts its own line; an earlier spec on this worker's server may have filled C0003's cart.
    await api(originOf(mall.url), '/api/shoppingcart/shopping-cart/clear', userCode, { scope: 'all' });

    // Home is a booth page; its product rows are links to product details.
    const card = page.locator('[data-block-type="productRows"]').getByRole('link', { name: mate70 }).first();
    await card.click();
    await expect(page).toHaveURL(/\/mbankmall\/product\/detail\/SPU20001\/SKU2000101$/);
    await pageReady(page);
    const productPage = page.getByTestId('product-page');
    await expect(productPage.getByRole('heading', { name: mate70 })).toBeVisible();
    await expect(productPage).toContainText('¥5,999.00');

    // The SKU picker is a sheet with its own history entry: back closes it, the page stays.
    const bar = page.getByTestId('buy-bar');
    await bar.getByRole('button', { name: product.addToCart }).click();
    const sheet = page.getByTestId('sku-sheet');
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\?sku=open$/);
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/SKU2000101$/);

    await bar.getByRole('button', { name: product.addToCart }).click();
    await expect(sheet.getByRole('button', { name: specName('SKU2000103') })).toBeDisabled(); // no stock
    await sheet.getByRole('button', { name: specName('SKU2000102') }).click();
    await expect(sheet).toContainText('¥6,499.00');
    await sheet.getByRole('button', { name: product.addToCart }).click();
    await expect(sheet).toHaveCount(0);
    const cartIcon = bar.getByRole('button', { name: uiCore.cartWithItems('1'), exact: true });
    await expect(cartIcon).toBeVisible();

    // Cart: change the quantity with rapid taps; the server ends with the final number.
    await cartIcon.click();
    await expect(page).toHaveURL(/\/mbankmall\/shoppingCart$/);
    await pageReady(page);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await line.getByRole('button', { name: ui.increase }).click();
    await line.getByRole('button', { name: ui.increase }).click();
    await expect(line.getByRole('textbox')).toHaveValue('3');
    await expect
      .poll(() => api<number>(new URL(mall.url).origin, '/api/shoppingcart/shopping-cart/count', userCode))
      .toBe(3);
    const checkout = page.getByTestId('cart-bar').getByRole('button', { name: cart.checkout(3) });
    await checkout.click();

    // Confirm: this customer has no address yet, so add one (bad input first).
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await page.getByTestId('address-card').click();
    const form = page.getByTestId('address-form');
    await form.getByRole('button', { name: forms.saveAndUse }).click();
    await expect(form.getByText(ui.required(forms.recipientField))).toBeVisible();
    await expect(form.getByText(ui.choose(forms.regionField))).toBeVisible();
    await form.getByLabel(forms.recipient).fill('Wang Fang');
    await form.getByLabel(forms.phone).fill('13900139003');
    // The region comes from the area picker: province, city, district.
    await form.getByRole('button', { name: forms.region }).click();
    const area = page.getByTestId('area-picker');
    await area.getByRole('button', { name: '北京市', exact: true }).click();
    await area.getByRole('button', { name: '北京市', exact: true }).click();
    await area.getByRole('button', { name: '朝阳区', exact: true }).click();
    await expect(area).toHaveCount(0);
    await expect(form.getByRole('button', { name: forms.region })).toHaveText('北京市 北京市 朝阳区');
    await form.getByLabel(forms.detail).fill('No. 1 Jianguomen Avenue');
    await form.getByRole('button', { name: forms.saveAndUse }).click();
    await expect(page.getByTestId('address-sheet')).toHaveCount(0);
    await expect(page.getByTestId('address-card')).toContainText('Wang Fang 13900139003');

    // Coupon: choose none, then the 50-off coupon; the server recalculates the amounts.
    await page.getByTestId('coupon-row').click();
    await page.getByTestId('coupon-sheet').getByRole('button', { name: orders.noCoupon }).click();
    await expect(page.getByTestId('amounts').locator('[data-amount="discount"]')).toHaveCount(0);
    await page.getByTestId('coupon-row').click();
    await page
      .getByTestId('coupon-option')
      .filter({ hasText: couponName('CP0001') })
      .click();
    await expect(page.getByTestId('amounts').locator('[data-amount="discount"]')).toContainText('-¥50.00');
    await expect(page.getByTestId('amounts').locator('[data-amount="payable"]')).toContainText('¥19,447.00');

    // Pay on the simulated bank cashier.
    await submitAndReachCashier(page);
    await page.locator('button[data-action="pay"]').click();
    await expect(page).toHaveURL(/\/mbankmall\/order\/result\?orderNo=.+&payStatus=success/);
    const result = page.getByTestId('pay-result');
    await expect(result).toHaveAttribute('data-pay-status', 'success');
    await expect(result).toContainText('¥19,447.00');

    await result.getByRole('link', { name: orders.viewOrder }).click();
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);
    await page.getByRole('button', { name: orders['action.logistics'] }).click();
    await expect(page.getByTestId('logistics-page')).toBeVisible();
    await page.getByRole('link', { name: orders.viewPackages }).click();
    await expect(page.getByTestId('packages-page').getByRole('listitem')).toHaveCount(1);

    await page.goto('order/list');
    await pageReady(page);
    await expect(page.getByTestId('order-card').first()).toHaveAttribute('data-status', 'paid');
    await page.getByRole('tab', { name: orders['tab.paid'] }).click();
    await expect(page).toHaveURL(/\/order\/list\?status=paid$/);
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('an order cancelled before payment shows cancelled and gives its stock back', async ({
    page,
    mall,
  }) => {
    const origin = new URL(mall.url).origin;
    const before = await stockOf(origin, 'SKU2000301');
    await loginAs(page, mall.url, 'C0001', { path: '/product/detail/SPU20003/SKU2000301' });
    await pageReady(page);
    await expect(page.getByTestId('product-page')).toContainText(labels.flashPrice);

    await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
    await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await expect(page.getByTestId('address-card')).toContainText('李伟');
    await submitAndReachCashier(page);
    expect(await stockOf(origin, 'SKU2000301')).toBe(before - 1);

    await page.locator('button[data-action="cancel"]').click();
    const result = page.getByTestId('pay-result');
    await expect(result).toHaveAttribute('data-pay-status', 'cancelled');
    await result.getByRole('link', { name: orders.viewOrder }).click();
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.awaiting_payment']);

    await page.getByRole('button', { name: orders['action.cancel'] }).click();
    const cancel = page.getByTestId('cancel-page');
    await cancel.getByRole('button', { name: orders['action.cancel'] }).click();
    await expect(cancel.getByRole('alert')).toHaveText(ui.choose(forms.reasonField));
    await cancel.getByLabel(cancelReasons.noLongerNeeded).check();
    await cancel.getByRole('button', { name: orders['action.cancel'] }).click();
    await expect(page.getByTestId('order-status')).toHaveText(orders['status.cancelled']);
    await expect(page.getByTestId('order-detail')).toContainText(cancelReasons.noLongerNeeded);
    expect(await stockOf(origin, 'SKU2000301')).toBe(before);
  });

  test('a failed payment offers Pay again, and paying again works', async ({ page, mall }) => {
    // The app learns that its pay view closed through a window event the result page fires.
    await page.addInitScript((eventName) => {
      const seen: unknown[] = [];
      Object.assign(window, { payViewClosed: seen });
      window.addEventListener(eventName, (e) => seen.push((e as CustomEvent).detail));
    }, PAY_VIEW_CLOSED_EVENT);
    // C0001's seeded cart has lines to buy (C0002's only line is not on sale yet); select them all.
    await loginAs(page, mall.url, 'C0001', { path: '/shoppingCart' });
    await pageReady(page);
    const bar = page.getByTestId('cart-bar');
    await bar.getByRole('checkbox', { name: cart.selectAll }).check();
    await bar.getByRole('button', { name: checkoutAnyCount }).click();
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    await submitAndReachCashier(page);

    await page.locator('button[data-action="fail"]').click();
    const result = page.getByTestId('pay-result');
    await expect(result).toHaveAttribute('data-pay-status', 'failed');
    await expect(result.getByRole('heading')).toHaveText(orders.payFailed);
    // Nothing under a failed payment says it succeeded (the pay-result slot's "支付成功！…").
    await pageReady(page);
    await expect(page.locator('[data-block-type="noticeBoard"]')).toHaveCount(0);
    const closed = await page.evaluate(
      () => (window as unknown as { payViewClosed: unknown[] }).payViewClosed,
    );
    expect(closed).toEqual([expect.objectContaining({ payStatus: 'failed' })]);
    await result.getByRole('button', { name: orders.payAgain }).click();
    await page.waitForURL(/\/cashier\/pay\?payToken=/);
    await page.locator('button[data-action="pay"]').click();
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
    // Paid: now the slot shows.
    await expect(page.locator('[data-block-type="noticeBoard"]')).toBeVisible();
  });

  test('a double tap on submit, and a retry after a lost answer, create one order', async ({
    page,
    mall,
  }) => {
    const origin = new URL(mall.url).origin;
    const { userCode } = await loginAs(page, mall.url, 'C0001', {
      path: '/order/confirm?source=buyNow&skuNo=SKU2000101&quantity=1',
    });
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    const before = await orderTotal(origin, userCode);

    // The first create-order reaches the server (the order is made) but its answer is lost.
    let creates = 0;
    await page.route('**/api/order/create-order', async (route) => {
      creates += 1;
      if (creates === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    // Two taps in the same frame: the second must not send a second request.
    await page.getByTestId('submit-order').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    const dialog = page.getByRole('dialog', { name: orders.notPlaced });
    await expect(dialog).toContainText(apiTexts.timeout);
    await dialog.getByRole('button', { name: common.confirm }).click();
    expect(creates).toBe(1);
    expect(await orderTotal(origin, userCode)).toBe(before + 1);

    // The retry carries the same unique code: the server answers with the order it already made.
    await submitAndReachCashier(page);
    expect(creates).toBe(2);
    expect(await orderTotal(origin, userCode)).toBe(before + 1);
  });
});
