import type { Page } from '@playwright/test';
import { productMediaMessages } from '../../src/pages/product/mediaMessages';
import { expect, test } from './fixtures';
import { seedSession } from './login';

/**
 * Long press to save a picture (spec §9 500 ms): in the product's full-screen preview, a finger held
 * on the picture saves it (the web's download: spec §7 names no save-image bridge call) and says so; the
 * preview stays open, where a tap would have closed it.
 */
const media = productMediaMessages['zh-CN'];
const PRODUCT = 'product/detail/SPU20001/SKU2000101';

test.beforeEach(async ({ page, mall }) => {
  await seedSession(page, mall.url);
});

/** A finger down at (x, y), as a real touch; the returned function lifts it. */
async function touchDown(page: Page, x: number, y: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  return async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
}

test('a long press on the preview’s picture saves it and leaves the preview open', async ({ page }) => {
  await page.goto(PRODUCT);
  await page.getByTestId('gallery-slide').first().click();
  const preview = page.getByTestId('gallery-preview');
  const shown = preview.locator('.swiper-slide-active img');
  await expect(shown).toHaveJSProperty('complete', true);
  await expect(shown).toHaveAccessibleDescription(media.longPressToSave);
  const box = await shown.boundingBox();
  if (!box) throw new Error('no picture');

  // The download starts while the finger is still down, once the press has lasted 500 ms.
  const download = page.waitForEvent('download');
  const lift = await touchDown(page, box.x + box.width / 2, box.y + box.height / 2);
  const saved = await download;
  await lift();
  expect(saved.suggestedFilename()).toMatch(/-1\.(jpg|png|webp|svg)$/);
  expect((await saved.createReadStream()).readable).toBe(true);
  await expect(page.getByText(media.pictureSaved)).toBeVisible();
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('gallery-preview-index')).toHaveText('1/5');
});
