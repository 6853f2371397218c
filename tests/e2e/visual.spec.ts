import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pendantMessages } from '../../blocks/pendant/messages';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { api, at, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';
import { specName } from './seedData';

/**
 * Visual regression: the buying journey's screens as a shopper sees them at 375×812 in zh-CN,
 * compared with the committed baselines in __screenshots__/visual.spec.ts/ within the tolerance set in
 * playwright.config.ts (expect.toHaveScreenshot). Update them on purpose: tests/README.md.
 *
 * Deterministic by construction:
 * - its own server with fresh seed data (not the worker's shared one, whose carts and orders other specs
 *   change), and each screen from a customer whose state no earlier test here touches;
 * - reduced motion, as a shopper may ask: the banner does not autoplay and the notice does not scroll;
 * - every screenshot waits for the skeleton to go, the fonts and the images on screen, with animations
 *   disabled and the caret hidden;
 * - what moves with the clock or differs per run is masked (the countdowns, the delivery estimate).
 */

const shared = blockSharedMessages['zh-CN'];
/** The seeded home layout: the popup and the pendants are named by their images' alt. */
const homeBlocks = (
  JSON.parse(readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8')) as {
    blocks: { type: string; props: { image?: { alt?: string } } }[];
  }
).blocks;
const altsOf = (type: string): string[] =>
  homeBlocks.filter((b) => b.type === type).map((b) => b.props.image?.alt ?? '');
const popupName = altsOf('popup')[0] ?? '';
const pendantNames = altsOf('pendant');
const product = productMessages['zh-CN'];
const pendant = pendantMessages['zh-CN'];

let server: MallServer;

test.use({ reducedMotion: 'reduce' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startMallServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Home for a signed-in shopper who closed the operator's popup (its close button comes after a delay) and
 * the side pendants, as a shopper does; overlays.spec.ts checks where pendants may sit.
 */
async function homeWithoutPopup(page: Page) {
  await loginAs(page, server.url, 'C0001');
  await expect(page.locator('[data-block-type="productRows"]').first()).toBeVisible();
  const popup = page.getByRole('dialog', { name: popupName });
  await popup.getByRole('button', { name: shared.close, exact: true }).click();
  await expect(popup).toHaveCount(0);
  const pendants = page.locator('[data-block-type="pendant"]');
  for (const name of pendantNames) {
    await pendants.getByRole('button', { name: pendant.closeNamed(name), exact: true }).click();
  }
  await expect(pendants.getByRole('img')).toHaveCount(0);
}

/** The page has its data, its fonts and every image on screen decoded. */
async function settled(page: Page) {
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return (
              r.width > 0 &&
              r.bottom > 0 &&
              r.top < window.innerHeight &&
              r.right > 0 &&
              r.left < window.innerWidth
            );
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** What changes with the clock: the booth's bottom countdown (its block's drawn bar; the wrapper takes no room). */
const countdown = (page: Page): Locator => page.locator('[data-block-type="bottomCountdown"] > *');
/** The product page's delivery estimate (a date from today). */
const deliveryEstimate = (page: Page): Locator => page.getByTestId('shipment-estimate');

/** Masks are drawn over a locator's box even where something covers it: pass only what shows. */
async function snap(page: Page, name: string, mask: Locator[] = []) {
  await settled(page);
  await expect(page).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask });
}

test('home', async ({ page }) => {
  await homeWithoutPopup(page);
  await snap(page, 'home.png', [countdown(page)]);
});

test('category tab', async ({ page }) => {
  await homeWithoutPopup(page);
  const nav = page.locator('[data-block-type="navBar"]');
  await nav.getByRole('link', { name: '手机', exact: true }).click();
  await expect(page.getByTestId('booth-page')).toHaveAttribute('data-page-id', 'category-20');
  await expect(page.locator('[data-block-type="productRows"]').first()).toBeVisible();
  await snap(page, 'category-phones.png', [countdown(page)]);
});

test('product', async ({ page }) => {
  await loginAs(page, server.url, 'C0001', { path: '/product/detail/SPU20001/SKU2000101' });
  await expect(page.getByTestId('product-page')).toBeVisible();
  // The operators' slot 46 arrives after the page: wait for it so the picture never depends on timing.
  await expect(page.locator('[data-slot-code="46"]')).toBeAttached();
  await snap(page, 'product.png', [deliveryEstimate(page), page.getByRole('timer')]);
});

test('SKU sheet', async ({ page }) => {
  await loginAs(page, server.url, 'C0001', { path: '/product/detail/SPU20001/SKU2000101' });
  await expect(page.getByTestId('product-page')).toBeVisible();
  await settled(page);
  await page.getByTestId('buy-bar').getByRole('button', { name: product.addToCart }).click();
  const sheet = page.getByTestId('sku-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: specName('SKU2000102') }).click();
  await expect(sheet).toContainText('¥6,499.00');
  // The sheet covers the delivery estimate: nothing of the clock shows.
  await snap(page, 'sku-sheet.png');
});

test('cart with two lines', async ({ page }) => {
  // C0003 starts with an empty cart: exactly these two lines.
  const { userCode } = await loginAs(page, server.url, 'C0003', { path: '/index' });
  await api(originOf(server.url), '/api/shoppingcart/shopping-cart/add-v2', userCode, {
    skuNo: 'SKU2000101',
    quantity: 1,
  });
  await api(originOf(server.url), '/api/shoppingcart/shopping-cart/add-v2', userCode, {
    skuNo: 'SKU2200101',
    quantity: 2,
  });
  await page.goto(at(server, '/shoppingCart'));
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.locator('[data-slot-code="41"]')).toBeVisible();
  await snap(page, 'cart.png');
});

async function confirmBuyNow(page: Page, customerNo: string) {
  await loginAs(page, server.url, customerNo, {
    path: '/order/confirm?source=buyNow&skuNo=SKU2000101&quantity=1',
  });
  await expect(page).toHaveURL(/\/order\/confirm\?token=/);
  await expect(page.getByTestId('confirm-page')).toBeVisible();
}

async function payOnCashier(page: Page) {
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/cashier\/pay\?payToken=/);
  await page.locator('button[data-action="pay"]').click();
  await expect(page).toHaveURL(/\/mbankmall\/order\/result\?orderNo=.+&payStatus=success/);
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
}

test('confirm', async ({ page }) => {
  await confirmBuyNow(page, 'C0001');
  await expect(page.getByTestId('address-card')).toContainText('李伟');
  await snap(page, 'confirm.png');
});

test('payment result', async ({ page }) => {
  await confirmBuyNow(page, 'C0001');
  await payOnCashier(page);
  await expect(page.locator('[data-slot-code="40"]')).toBeAttached();
  // The scene's coupons under the result come with their own read: wait for them, never for a timing.
  await expect(page.getByTestId('scene-coupons')).toBeVisible();
  // Each coupon's validity dates are counted from today: masked like the countdowns.
  await snap(page, 'payment-result.png', [page.getByTestId('scene-coupon').locator('p:last-child')]);
});

test('order list', async ({ page }) => {
  // C0002's only order is the one paid here.
  await confirmBuyNow(page, 'C0002');
  await payOnCashier(page);
  await page.goto(at(server, '/order/list'));
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await snap(page, 'order-list.png');
});
