import { qualifyMessages } from '../../src/pages/qualify/messages';
import { expect, test } from './fixtures';
import { at, call, pageReady } from './journey';
import { loginAs } from './login';

/**
 * The qualification lottery as a shopper: an operator opens a launch draw whose registration
 * closes and draw runs seconds later; the shopper registers, the draw makes them a winner (the only
 * entrant of a one-phone draw), and they buy the phone from the launch products at the launch price and
 * pay on the bank cashier.
 */
const q = qualifyMessages['zh-CN'];
const SECOND = 1000;

test('register, win the draw, buy the launch phone from the launch products and pay', async ({
  page,
  mall,
}) => {
  test.setTimeout(150_000);
  const activityNo = `QE${Date.now().toString(36).toUpperCase()}`;
  const title = `小米 15 首发抽签 ${activityNo}`;
  const now = Date.now();
  // Registration closes and the draw runs 20 s from now: long enough to sign in and register.
  await call(
    `${mall.url}/api/operator/qualification/activities`,
    { 'x-operator-token': mall.operatorToken },
    {
      activityNo,
      title,
      rules: '每位客户限登记一次，中签后按首发价购买 1 台。',
      skuNo: 'SKU2000301',
      launchPriceCents: 399900,
      quota: 1,
      joinStartAt: now - 60 * SECOND,
      joinEndAt: now + 20 * SECOND,
      drawAt: now + 20 * SECOND,
      claimDeadline: now + 60 * 60 * SECOND,
    },
  );

  await loginAs(page, mall.url, 'C0002', { path: `/qualify/index?activityNo=${activityNo}` });
  await pageReady(page);
  const launch = page.getByTestId('qualify-index');
  await expect(launch.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: q.join }).click();
  await expect(page.getByTestId('qualify-state')).toHaveText(q.state_registered);
  await expect(page.getByTestId('my-code-word')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // The countdown to the draw reloads the page when it ends; reads never draw: the page shows
  // 开奖中 and reads again every 15 s until the draw job (every 30 s by default) has drawn.
  await expect(page.getByTestId('qualify-state')).toHaveText(q.state_won, { timeout: 75_000 });

  await page.goto(at(mall, '/qualify/product-list'));
  await pageReady(page);
  const card = page.getByTestId('qualify-activity').filter({ hasText: title });
  await expect(card).toContainText(q.state_won);
  await card.click();

  const confirm = page.getByTestId('qualify-confirm');
  await expect(confirm).toContainText('¥3,999.00');
  await page.getByTestId('qualify-submit').getByRole('button', { name: q.submit }).click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');

  // Back on the launch page the right is used: purchased, with the order to view.
  await page.goto(at(mall, `/qualify/index?activityNo=${activityNo}`));
  await expect(page.getByTestId('qualify-state')).toHaveText(q.state_purchased);
  await expect(page.getByRole('link', { name: q.viewOrder })).toBeVisible();
});
