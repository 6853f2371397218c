import { ecnyMessages } from '../../src/pages/ecny/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * As a shopper: search inside the digital yuan zone, buy what it finds, choose e-CNY at checkout,
 * pay from the e-CNY wallet on the bank's cashier and read in the order that it was paid with e-CNY.
 */

const t = ecnyMessages['zh-CN'];
const product = productMessages['zh-CN'];
const orders = orderMessages['zh-CN'];

test('e-CNY zone search → product → pay with e-CNY → the order says so', async ({ page, mall }) => {
  await loginAs(page, mall.url, 'C0002', { path: '/e-cny' });
  await pageReady(page);
  // The zone's own search box opens the search inside the zone.
  await page.getByTestId('search-box').click();
  await expect(page).toHaveURL(/\/e-cny\/search/);
  await expect(page.getByRole('navigation', { name: t.categories })).toBeVisible();
  await expect(page.getByText(t.prompt)).toBeVisible();
  await page.getByPlaceholder(t.placeholder).fill('索尼');
  await page.getByPlaceholder(t.placeholder).press('Enter');
  const results = page.getByRole('list', { name: t.results });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results).toContainText('WH-1000XM6');
  // Price label 8 on the card.
  await expect(results).toContainText('数字人民币');
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/detail\/SPU22006\//);
  await pageReady(page);

  await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
  await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
  await expect(page.getByTestId('confirm-page')).toBeVisible();
  const kinds = page.getByRole('radiogroup', { name: t.payKind });
  await kinds.getByRole('radio', { name: t.payKindEcny }).check();
  await page.getByTestId('submit-order').click();

  // The bank's cashier offers the e-CNY wallet for this order.
  await expect(page.getByTestId('pay-method')).toContainText('数字人民币钱包');
  await page.locator('button[data-action="pay"]').click();
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-pay-status', 'success');
  await result.getByRole('link', { name: orders.viewOrder }).click();
  await pageReady(page);
  await expect(page.getByTestId('pay-kind-row')).toHaveText(t.paidWithEcny);
});
