import { waitMessages } from '../../src/pages/wait/messages';
import { expect, operatorTest as test } from './fixtures';
import { call, pageReady } from './journey';
import { loginAs } from './login';

/** As a shopper: a busy answer during a flash sale leads to the waiting room, and back. */

const t = waitMessages['zh-CN'];

test('a busy answer leads to the waiting room, which returns the shopper to their page', async ({
  page,
  mall,
}) => {
  const drill = (busyForMs: number) =>
    call(`${mall.url}/api/operator/load-shed`, { 'x-operator-token': mall.operatorToken }, { busyForMs });
  await loginAs(page, mall.url, 'C0001', { path: '/index' });
  await pageReady(page);

  await drill(600_000);
  await page.goto(`${mall.url}/mbankmall/product/detail/SPU20001/SKU2000101`);
  await expect(page).toHaveURL(/\/wait\?from=%2Fproduct%2Fdetail%2FSPU20001%2FSKU2000101/);
  await expect(page.getByRole('status').filter({ hasText: t.title })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  // The sale calms down; the countdown ends and the shopper is back where they were.
  await drill(0);
  await expect(page).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/, { timeout: 15_000 });
  await pageReady(page);
  await expect(page.getByText('HUAWEI Mate 70 Pro').first()).toBeVisible();
});
