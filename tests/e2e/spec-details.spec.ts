import { HeaderNames } from '../../schemas/api/headers';
import { campaignMessages } from '../../src/pages/coupon/campaignMessages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { expect, operatorTest as test } from './fixtures';
import { boughtAndPaid, pageReady } from './journey';
import { loginAs } from './login';

/**
 * The details a shopper sees, by their visible words: the product page's 配送 sheet, the checkout's
 * price after each coupon and its refresh countdown for a stale price, a campaign link's coupon and
 * the order number copied by a long press. On a server of its own (operatorTest): the campaign changes that
 * server's state.
 */
const product = productMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const campaign = campaignMessages['zh-CN'];
const core = uiCoreMessages['zh-CN'];

test('the product page’s shipping row opens the 配送 sheet', async ({ page, mall }) => {
  await loginAs(page, mall.url, 'C0002', { path: '/product/detail/SPU20001/SKU2000101' });
  await pageReady(page);
  await page.getByTestId('shipment-row').click();
  await expect(page.getByRole('heading', { name: product.shippingDetail })).toBeVisible();
  await expect(page.getByTestId('shipping-sheet')).toContainText(product.deliverTo);
});

test('checkout: the price after each coupon, and a stale price counts down to a reload', async ({
  page,
  mall,
}) => {
  await loginAs(page, mall.url, 'C0001', {
    path: '/order/confirm?source=buyNow&skuNo=SKU2000102&quantity=1',
  });
  await pageReady(page);
  await page.getByTestId('coupon-row').click();
  await expect(page.getByTestId('coupon-after-price').first()).toContainText('券后');
  await page.goBack();
  // The server refusing because the price moved is integration-tested; here its answer is replayed so the
  // dialog can be seen whatever the catalogue's prices are.
  await page.route('**/api/order/create-order', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        resCode: 'E0409',
        resMsg: '商品价格已变化',
        result: { reason: 'priceChanged', expectedPayableCents: 100, payableCents: 200 },
      }),
    }),
  );
  await page.getByRole('button', { name: orders.submitOrder }).click();
  const dialog = page.getByRole('dialog', { name: orders.priceChangedTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: core.countdown(core.refresh, 4) })).toBeVisible();
  // At 0 the page reloads: the dialog is gone and the confirmation is shown again.
  await expect(dialog).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByTestId('confirm-page')).toBeVisible();
});

test('a campaign link claims its coupon on arrival', async ({ page, mall }) => {
  const res = await fetch(`${mall.url}/api/marketing/coupon/operator/campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: mall.operatorToken },
    body: JSON.stringify({ couponNo: 'CP0001' }),
  });
  const { result } = (await res.json()) as { result: { token: string } };
  await loginAs(page, mall.url, 'C0003', { path: `/couponCenter?couponToken=${result.token}` });
  await expect(page.getByRole('dialog', { name: campaign.sentTitle })).toBeVisible();
  await expect(page).not.toHaveURL(/couponToken/);
});

test('a long press on the order number copies it', async ({ page, mall, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { userCode } = await loginAs(page, mall.url, 'C0002');
  const orderNo = await boughtAndPaid(page, mall, userCode, 'SKU2000101');
  await page.goto(`${mall.url}/mbankmall/order/detail?orderNo=${orderNo}`);
  await pageReady(page);
  const no = page.getByTestId('order-no');
  const box = await no.boundingBox();
  if (!box) throw new Error('the order number is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByText(orders.copied)).toBeVisible();
  await page.mouse.up();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderNo);
});
