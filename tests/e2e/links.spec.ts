import { linkMessages } from '../../src/pages/link/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/** As a shopper: a short link opens its product (and is not in the history), a dead one offers home. */

const t = linkMessages['zh-CN'];

test('a short link opens its product; an expired one shows the fallback and leads home', async ({
  page,
  mall,
}) => {
  await loginAs(page, mall.url, 'C0001', { path: '/index' });
  await pageReady(page);
  await page.goto(`${mall.url}/mbankmall/link/mate70`);
  await expect(page).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/);
  await pageReady(page);
  await expect(page.getByText('HUAWEI Mate 70 Pro').first()).toBeVisible();
  // The jump page replaced itself: back goes to where the shopper was, not to the jump again.
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);

  await page.goto(`${mall.url}/mbankmall/link/spring2020`);
  await expect(page.getByText(t.expiredHint)).toBeVisible();
  await page.getByRole('link', { name: t.home }).click();
  await expect(page).toHaveURL(/\/index$/);
});
