import type { Page } from '@playwright/test';
import { productMediaMessages } from '../../src/pages/product/mediaMessages';
import { expect, test } from './fixtures';
import { seedSession } from './login';

/**
 * The product page's pictures: a gallery of the product's own pictures that swipes, a tap that
 * opens them full screen with "2/5" and closes again, and below the details the 规格参数 rows and the
 * 图文详情 long pictures.
 */
const media = productMediaMessages['zh-CN'];
const PRODUCT = 'product/detail/SPU20001/SKU2000101';

test.beforeEach(async ({ page, mall }) => {
  // A signed-in shopper past the first-run disclaimer, whose dialog would cover the page.
  await seedSession(page, mall.url);
});

/** A finger swiping right to left across the box, as real touch events (the mall runs in a phone's web view). */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const at = (f: number) => [{ x: box.x + box.width * f, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) });
  for (const f of [0.7, 0.55, 0.4, 0.25, 0.15]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the gallery swipes, opens full screen at the picture shown and closes', async ({
  page,
  pageErrors,
}) => {
  await page.goto(PRODUCT);
  const gallery = page.locator('.swiper').first();
  const slides = page.getByTestId('gallery-slide');
  await expect(slides).toHaveCount(5);
  await expect(gallery.locator('.swiper-pagination')).toHaveText('1 / 5');
  const box = await gallery.boundingBox();
  if (!box) throw new Error('no gallery');
  await swipeLeft(page, box);
  await expect(gallery.locator('.swiper-pagination')).toHaveText('2 / 5');

  await slides.nth(1).click();
  const preview = page.getByTestId('gallery-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('gallery-preview-index')).toHaveText('2/5');
  // The picture shown has loaded, really: not an empty box.
  const shown = preview.locator('.swiper-slide-active img');
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  // Swipe inside the preview too, then close it.
  await swipeLeft(page, { x: 0, y: 200, width: 375, height: 300 });
  await expect(page.getByTestId('gallery-preview-index')).toHaveText('3/5');
  await preview.getByRole('button', { name: media.close }).click();
  await expect(preview).toHaveCount(0);
  // Back on the page, on the picture the preview showed last.
  await expect(gallery.locator('.swiper-pagination')).toHaveText('3 / 5');
  expect(pageErrors).toEqual([]);
});

test('the product page lists 规格参数 rows and shows the 图文详情 pictures', async ({ page, pageErrors }) => {
  await page.goto(PRODUCT);
  const specs = page.getByTestId('product-specs');
  await specs.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: media.specs })).toBeVisible();
  await expect(specs.getByRole('row', { name: /品牌\s*华为/ })).toBeVisible();
  expect(await specs.getByRole('row').count()).toBeGreaterThanOrEqual(6);
  const details = page.getByTestId('product-detail-images').locator('img');
  await expect(details).toHaveCount(2);
  await expect(page.getByRole('heading', { name: media.detailImages })).toBeVisible();
  for (const i of [0, 1]) {
    await details.nth(i).scrollIntoViewIfNeeded();
    await expect(details.nth(i)).toHaveJSProperty('complete', true);
    expect(await details.nth(i).evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(500);
  }
  expect(pageErrors).toEqual([]);
});
