import { readFileSync } from 'node:fs';
import { commonMessages } from '../../schemas/i18n/common';
import { commentMessages } from '../../src/pages/comment/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { photoPickerMessages } from '../../src/screen/photoPickerMessages';
import { expect, test } from './fixtures';
import { answer, at, boughtAndPaid, call, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * As a shopper: a received order's item is reviewed with a photo from the order details and the
 * review shows on the product page; before shipping the receiver is changed from the order details.
 */

/** The browser speaks zh-CN (playwright.config.ts): the screens' words from the catalogue. */
const t = commentMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const common = commonMessages['zh-CN'];
const photoPicker = photoPickerMessages['zh-CN'];

const PHOTO = readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg');
const SKU = 'SKU2500401';

let fast: MallServer;
let slow: MallServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Paid orders ship after 2 s on one server (receipt, then a review, is reachable in a test) and stay
  // unshipped for ten minutes on the other (the receiver may still change).
  [fast, slow] = await Promise.all([
    startMallServer({ ORDER_AUTO_SHIP_MS: '2000', ORDER_LOGISTICS_STEP_MS: '1000' }),
    startMallServer({ ORDER_AUTO_SHIP_MS: '600000' }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([fast?.stop(), slow?.stop()]);
});

test('a received item is reviewed with a photo, and the review shows on the product page', async ({
  page,
}) => {
  const { userCode } = await loginAs(page, fast.url, 'C0002', { path: '/index' });
  const orderNo = await boughtAndPaid(page, fast, userCode, SKU);

  await untilShipped(page, fast, orderNo);
  // Shipped: the detail says when receipt is confirmed by itself; no review yet.
  await expect(page.getByTestId('auto-receive-at')).toBeVisible();
  await expect(page.getByTestId('write-review')).toHaveCount(0);
  await page.getByRole('button', { name: orders['action.receive'] }).click();
  await answer(page, orders.receiveTitle, common.confirm);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.received']);

  await expect(page.getByTestId('write-review')).toBeVisible();
  // The order list offers it too; that is the way taken here.
  await page.goto(at(fast, '/order/list'));
  await pageReady(page);
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await card.getByTestId('list-write-review').click();
  await pageReady(page);
  await page.getByRole('radio', { name: t['rating.5'] }).click();
  await page.getByRole('textbox', { name: t.content }).fill('包装完好，质地清爽');
  await page
    .getByLabel(photoPicker.addPhoto)
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(page.getByTestId('review-photo')).toHaveCount(1);
  await page.getByRole('button', { name: t.submit }).click();
  const written = page.getByTestId('review');
  await expect(written).toContainText('包装完好，质地清爽');
  await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);

  // The product page: one review, all good, the latest with photos is this one, its photo served.
  const detail = await call<{ stores: { items: { spuNo: string; skuNo: string }[] }[] }>(
    `${fast.url}/api/order/order-detail-v2?orderNo=${orderNo}`,
    { userCode },
  );
  const item = detail.stores[0]?.items[0];
  await page.goto(at(fast, `/product/detail/${item?.spuNo}/${item?.skuNo}`));
  await pageReady(page);
  const summary = page.getByTestId('reviews-summary');
  await expect(summary).toContainText(t.reviewCount(1));
  await expect(summary).toContainText(t.goodShare(100));
  await expect(summary.getByTestId('review')).toContainText('包装完好，质地清爽');
  const photo = summary.getByRole('img', { name: t.photo(1) });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the receiver is changed from the order details before the order ships', async ({ page }) => {
  const { userCode } = await loginAs(page, slow.url, 'C0001', { path: '/index' });
  await call(
    `${slow.url}/api/order/address/save`,
    { userCode },
    {
      name: '王小明',
      phone: '13900000003',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      detail: '文三路 200 号 3 单元',
    },
  );
  const orderNo = await boughtAndPaid(page, slow, userCode, SKU);
  await page.goto(at(slow, `/order/detail?orderNo=${orderNo}`));
  await pageReady(page);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);
  await page.getByTestId('change-address').click();
  await page.getByText('文三路 200 号 3 单元').click();
  await expect(page.getByLabel(orders.deliveryAddress)).toContainText('王小明');
  await expect(page.getByLabel(orders.deliveryAddress)).toContainText('文三路 200 号 3 单元');
  await page.reload();
  await pageReady(page);
  await expect(page.getByLabel(orders.deliveryAddress)).toContainText('文三路 200 号 3 单元');
});
