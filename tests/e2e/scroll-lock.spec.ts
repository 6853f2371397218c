import type { Locator, Page } from '@playwright/test';
import { productMessages } from '../../src/pages/product/messages';
import { sessionMessages } from '../../src/session/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * Under a mask the page stays still (滚动穿透): a wheel or a finger dragged on the mask moved the
 * product page behind the SKU sheet by 372 px. Asserted as a shopper sees it: where the page's content
 * sits on the screen, before and after the drag, and where the page is once the mask closes.
 */
const product = productMessages['zh-CN'];
const session = sessionMessages['zh-CN'];

/** A finger dragged upwards across the point (x, y), by touch events as a phone sends them. */
async function dragUp(page: Page, x: number, y: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (dy: number) => [{ x, y: y - dy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at((distance * step) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Where an element sits on the screen now (its top, in CSS px). */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box.y;
}

/** Wheel and finger on a spot of the mask outside the sheet or dialog, then the content's place again. */
async function tryToScroll(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  await dragUp(page, x, y + 150, 300);
  // The page's own scroll event would come in the next frames; wait for two so a moved page shows.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

test('the product page stays still under the SKU sheet and comes back where it was', async ({
  page,
  mall,
}) => {
  // Signed in with consent given, so the sheet is the only mask (the dialogs have their own test below).
  await loginAs(page, mall.url, 'C0002');
  await page.goto('product/detail/SPU20001/SKU2000101');
  await pageReady(page);
  // The description and the rest arrive after the first screen: wait until the page is long enough.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(320);
  await page.evaluate(() => window.scrollTo(0, 300));
  // Device pixels make the offset fractional (299.5); the place is compared to the pixel.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(290);
  const scrolled = await page.evaluate(() => window.scrollY);
  const heading = page.getByTestId('product-page').getByRole('heading').first();
  const before = await topOf(heading);

  await page.getByTestId('buy-bar').getByRole('button', { name: product.addToCart }).click();
  const sheet = page.getByTestId('sku-sheet');
  await expect(sheet).toBeVisible();
  // The page under the mask shows where it stood when the sheet opened.
  expect(await topOf(heading)).toBeCloseTo(before, 0);
  await tryToScroll(page, 187, 60);
  expect(await topOf(heading)).toBeCloseTo(before, 0);

  // Closing (back, as Android's back button does) puts the page back at its place, not at the top.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, 0);
  expect(await topOf(heading)).toBeCloseTo(before, 0);
  // And the page scrolls again.
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
});

test('the home page stays still under a dialog', async ({ page }) => {
  // needlogin=1: the startup disclaimer (a modal) opens over the long home page (spec §2).
  await page.goto('index?needlogin=1');
  const disclaimer = page.getByRole('dialog', { name: session.disclaimerTitle });
  await expect(disclaimer).toBeVisible();
  const firstBlock = page.locator('[data-block-type]').first();
  await expect(firstBlock).toBeVisible();
  const before = await topOf(firstBlock);
  await tryToScroll(page, 187, 60);
  expect(await topOf(firstBlock)).toBeCloseTo(before, 0);
});
