import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Lang } from '../../schemas/i18n/lang';
import { cashierMessages } from '../../server/cashier/messages';
import { routeTitleMessages } from '../../src/app/messages';
import { cartMessages } from '../../src/pages/cart/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * Chinese first, English complete: home, a product, the cart and the confirm page speak the
 * browser's (the bank app's web view's) language, zh-CN by default, and ?lang=en forces English for the
 * visit. Every expected word comes from the catalogue, in the language under test.
 */

const PRODUCT = '/product/detail/SPU20001/SKU2000101';
const CONFIRM = '/order/confirm?source=buyNow&skuNo=SKU2000101&quantity=1';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The checkout button with any count: its text is a message of the count. */
const checkoutPattern = (lang: Lang) =>
  new RegExp(`^${escapeRegExp(cartMessages[lang].checkout(0)).replace('0', '\\d+')}$`);

/** The customer has at least one cart line, so the cart shows its checkout bar. */
async function ensureCartLine(mallUrl: string, userCode: string): Promise<void> {
  const base = `${new URL(mallUrl).origin}/api/shoppingcart/shopping-cart`;
  const count = (await (await fetch(`${base}/count`, { headers: { userCode } })).json()) as {
    result: number;
  };
  if (count.result > 0) return;
  await fetch(`${base}/add-v2`, {
    method: 'POST',
    headers: { userCode, 'content-type': 'application/json', uniqueCode: randomUUID() },
    body: JSON.stringify({ skuNo: 'SKU2000101', quantity: 1 }),
  });
}

const header = (page: Page) => page.getByTestId('mall-header').getByRole('heading');

/** Walks home → product → cart → confirm (already on home) and checks each speaks `lang`. */
async function expectPagesIn(page: Page, lang: Lang): Promise<void> {
  const titles = routeTitleMessages[lang];

  await expect(header(page)).toHaveText(titles.home);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The server renders home's first screen before its script runs; the script is what remembers a language
  // forced with ?lang= for the visit, so the next page is opened once it has run (a shopper's early tap is
  // held until then, ADR 0073; a test's goto is not).
  await pageReady(page);

  await page.goto(`.${PRODUCT}`);
  await expect(header(page)).toHaveText(titles.productDetail);
  await expect(
    page.getByTestId('buy-bar').getByRole('button', { name: productMessages[lang].buyNow, exact: true }),
  ).toBeVisible();

  await page.goto('shoppingCart');
  await expect(header(page)).toHaveText(titles.shoppingCart);
  await expect(
    page.getByTestId('cart-bar').getByRole('button', { name: checkoutPattern(lang) }),
  ).toBeVisible();

  await page.goto(`.${CONFIRM}`);
  await expect(header(page)).toHaveText(titles.orderConfirm);
  await expect(page.getByRole('button', { name: orderMessages[lang].submitOrder })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('language with a zh-CN browser (the default)', () => {
  test('home, product, cart and confirm are in Chinese', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/index' });
    await ensureCartLine(mall.url, userCode);
    expect(await page.evaluate(() => navigator.languages[0])).toBe('zh-CN');
    await expectPagesIn(page, 'zh-CN');
  });

  test('?lang=en switches the visit to English, and it stays English without the parameter', async ({
    page,
    mall,
  }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/index?lang=en' });
    await ensureCartLine(mall.url, userCode);
    await expectPagesIn(page, 'en');

    // The simulated bank cashier follows the visit too, though the browser asks for Chinese.
    await page.getByTestId('submit-order').click();
    await page.waitForURL(/\/cashier\/pay\?payToken=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: cashierMessages.en.heading })).toBeVisible();
  });
});

test.describe('language with an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('home, product, cart and confirm are in English', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/index' });
    await ensureCartLine(mall.url, userCode);
    // The bank app's web view passes the app's language in navigator.languages; the mall follows it.
    expect(await page.evaluate(() => navigator.languages[0])).toBe('en-US');
    await expect(page.evaluate(() => navigator.userAgent)).resolves.toContain('MPBank');
    await expectPagesIn(page, 'en');
  });
});
