import { productMessages } from '../../src/pages/product/messages';
import { uiMessages } from '../../src/ui/messages';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { apiLogin, loginAs } from './login';

const product = productMessages['zh-CN'];
const ui = uiMessages['zh-CN'];
/** 42mm 黑盘: 3 in stock, no activity; no other spec buys it. */
const SKU = 'SKU2600601';
const PAGE = `/product/detail/SPU26006/${SKU}`;

test('buy now stays on the product with the reason when the stock went to another shopper meanwhile', async ({
  page,
  mall,
}) => {
  const speedAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/marketing/product/speed') speedAsked.push(r.url());
  });
  await loginAs(page, mall.url, 'C0001', { path: PAGE });
  await pageReady(page);
  await page.waitForLoadState('networkidle');
  // product/speed is read once, from the answer the page itself carries (ADR 0022): no call at all.
  expect(speedAsked).toHaveLength(0);

  await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
  const sheet = page.getByTestId('sku-sheet');
  await sheet.getByRole('button', { name: ui.increase }).click();

  // Another shopper's unpaid order holds 2 of the 3 meanwhile.
  const other = await apiLogin(mall.url, 'C0002');
  const info = await api<{ confirmToken: string; address: { addressId: number } | null }>(
    originOf(mall.url),
    '/api/order/confirmation-info',
    other,
    { source: 'buyNow', skuNo: SKU, quantity: 2 },
  );
  await api(originOf(mall.url), '/api/order/create-order', other, {
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
  });

  await sheet.getByRole('button', { name: product.buyNow }).click();
  await expect(page.getByText('库存不足，仅剩 1 件')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(PAGE));
});
