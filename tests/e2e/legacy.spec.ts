import type { Page } from '@playwright/test';
import { bridgeMessages } from '../../src/bridge/messages';
import { cartMessages } from '../../src/pages/cart/messages';
import { productMessages } from '../../src/pages/product/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { dismissBoothPopups } from './boothPopups';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { escapeRegExp, productNameStart, specName } from './seedData';

/**
 * The legacy bundle (ADR 0046) in an engine without ES modules: every page of the mall is served
 * as an old web view reads it — the module scripts and their preloads never run, and the `nomodule` boot
 * script does. The journey is then the legacy bundle's alone (no modern chunk is even requested).
 */
async function withoutModules(page: Page): Promise<string[]> {
  const modern: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mbankmall/assets/') && path.endsWith('.js') && !path.includes('/legacy/'))
      modern.push(path);
  });
  // An engine without modules knows no `noModule` either: a server-rendered page's boot script then leaves
  // the modern entry to engines that can run it (server/ssr/scripts-after-paint.ts).
  await page.addInitScript(() => {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  });
  await page.route('**/mbankmall/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      // What an engine without modules does with a nomodule script: runs it as a classic one.
      .replace(/<script nomodule /g, '<script ');
    await route.fulfill({ response, body: html });
  });
  return modern;
}

const product = productMessages['zh-CN'];
const cart = cartMessages['zh-CN'];
const uiCore = uiCoreMessages['zh-CN'];
const mate70 = new RegExp(escapeRegExp(productNameStart('SPU20001')));

test('without ES modules the legacy bundle takes a shopper from home to the order confirmation', async ({
  page,
  mall,
  pageErrors,
}) => {
  const modern = await withoutModules(page);
  await dismissBoothPopups(page);
  const { userCode } = await loginAs(page, mall.url, 'C0003');
  await api(originOf(mall.url), '/api/shoppingcart/shopping-cart/clear', userCode, { scope: 'all' });

  await page.locator('[data-block-type="productRows"]').getByRole('link', { name: mate70 }).first().click();
  await expect(page).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/);
  await pageReady(page);
  const productPage = page.getByTestId('product-page');
  await expect(productPage.getByRole('heading', { name: mate70 })).toBeVisible();
  await expect(productPage).toContainText('¥5,999.00');

  const bar = page.getByTestId('buy-bar');
  // Styled by the legacy stylesheet: the product screen's own rules came with it, not only the entry's.
  await expect(bar).toHaveCSS('padding-top', '8px');
  await bar.getByRole('button', { name: product.addToCart }).click();
  const sheet = page.getByTestId('sku-sheet');
  await sheet.getByRole('button', { name: specName('SKU2000102') }).click();
  await expect(sheet).toContainText('¥6,499.00');
  await sheet.getByRole('button', { name: product.addToCart }).click();
  await expect(sheet).toHaveCount(0);

  await bar.getByRole('button', { name: uiCore.cartWithItems('1'), exact: true }).click();
  await expect(page).toHaveURL(/\/mbankmall\/shoppingCart$/);
  await pageReady(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page
    .getByTestId('cart-bar')
    .getByRole('button', { name: cart.checkout(1) })
    .click();

  await expect(page).toHaveURL(/\/order\/confirm\?token=/);
  await pageReady(page);
  await expect(page.getByTestId('submit-order')).toBeVisible();
  await expect(page.getByTestId('address-card')).toBeVisible();

  expect(await page.evaluate(() => window.__mallBundle)).toBe('legacy');
  expect(modern, 'modern chunks requested').toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('below the floor the page says the app is too old instead of a skeleton forever', async ({ page }) => {
  await withoutModules(page);
  // An engine older than the floor: no Promise (Android 4.4's system web view, iOS 7).
  await page.addInitScript(() => {
    delete (window as { Promise?: unknown }).Promise;
  });
  await page.goto('index');
  await expect(page.getByRole('alert')).toHaveText(bridgeMessages['zh-CN'].upgradeRequired);
  await expect(page.locator('.boot-skeleton')).toHaveCount(0);

  await page.goto('index?lang=en');
  await expect(page.getByRole('alert')).toHaveText(bridgeMessages.en.upgradeRequired);
});

test('an engine with modules that refuses the modern syntax gets the legacy bundle, within the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // What Chrome 61–93 or iOS 12–16.3 does with the modern entry's class static block: a syntax error,
  // so none of the modern module graph runs and the inline fallback (allowed by its hash) loads the boot.
  await page.route(/\/mbankmall\/assets\/index-[^/]*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'class Refused { static { } ' }),
  );
  await page.goto('index');
  await expect(page.locator('[data-block-type="productRows"]').first()).toBeVisible();
  // A server-rendered page asks for its entry after its first paint (ADR 0051): the fallback follows it.
  await expect.poll(() => page.evaluate(() => window.__mallBundle)).toBe('legacy');
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  expect(violations).toEqual([]);
});
