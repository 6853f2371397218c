import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { HeaderNames } from '../../schemas/api/headers';
import { commonMessages } from '../../schemas/i18n/common';
import { afterSaleMessages } from '../../src/pages/afterSale/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { photoPickerMessages } from '../../src/screen/photoPickerMessages';
import { expect, test } from './fixtures';
import { answer, at, boughtAndPaid, call, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * As a shopper: a return with a photo (received order → apply → the store approves → the parcel
 * goes back → the store receives → refunded) and a refund before shipping. The store's clicks go through
 * the simulated store's operator API, as the store's own system would call it.
 */

/** The browser speaks zh-CN (playwright.config.ts): the screens' words from the catalogue. */
const t = afterSaleMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const common = commonMessages['zh-CN'];
const photoPicker = photoPickerMessages['zh-CN'];

const PHOTO = readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg');

/** The simulated store's approve / receive (operator token). */
const store = (server: MallServer, move: 'approve' | 'receive', rmaNo: string) =>
  call(
    `${server.url}/api/store-sim/after-sales/${move}`,
    { [HeaderNames.operatorToken]: server.operatorToken },
    { rmaNo },
  );

/** From the order details: the line's entry point, a reason, submit; answers the new application's number. */
async function applyFromOrder(
  page: Page,
  type: 'refund_only' | 'return_refund',
  reason: string,
  photo: boolean,
) {
  await page.getByRole('link', { name: t.apply }).click();
  await pageReady(page);
  await expect(page.getByRole('radio', { name: new RegExp(t[`type.${type}`]) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('rma-amount')).toHaveText(/¥|\d/);
  await page.getByRole('button', { name: new RegExp(t.reason) }).click();
  await page.getByRole('button', { name: reason, exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(reason) })).toBeVisible();
  if (photo) {
    await page
      .getByLabel(photoPicker.addPhoto)
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await expect(page.getByTestId('rma-photo')).toHaveCount(1);
  }
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('rma-state')).toHaveText(t['state.applied']);
  return new URL(page.url()).searchParams.get('rmaNo') ?? '';
}

let fast: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Paid orders ship after 2 s, so receipt (and with it a return) is reachable in a test.
  fast = await startMallServer({ ORDER_AUTO_SHIP_MS: '2000', ORDER_LOGISTICS_STEP_MS: '1000' });
});
test.afterAll(async () => {
  await fast?.stop();
});

test('a received item goes back with a photo and is refunded once the store has it', async ({ page }) => {
  const { userCode } = await loginAs(page, fast.url, 'C0002', { path: '/index' });
  const orderNo = await boughtAndPaid(page, fast, userCode, 'SKU2400102');

  await untilShipped(page, fast, orderNo);
  await page.getByRole('button', { name: orders['action.receive'] }).click();
  await answer(page, orders.receiveTitle, common.confirm);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.received']);

  const rmaNo = await applyFromOrder(page, 'return_refund', t['reason.damaged'], true);
  await expect(page.getByTestId('rma-photo')).toHaveCount(1);

  await store(fast, 'approve', rmaNo);
  await page.reload();
  await expect(page.getByTestId('rma-state')).toHaveText(t['state.awaiting_return']);
  await page.getByRole('button', { name: t.shipBack }).click();
  await page.getByLabel(t.courier).fill('顺丰速运');
  await page.getByLabel(t.trackingNo).fill('SF1234567890');
  await page.getByRole('button', { name: t.shipBack }).click();
  await expect(page.getByTestId('rma-state')).toHaveText(t['state.return_shipped']);

  await store(fast, 'receive', rmaNo);
  await page.reload();
  await expect(page.getByTestId('rma-state')).toHaveText(t['state.refunded']);
  await expect(page.getByTestId('rma-refunded')).toBeVisible();

  await page.goto(at(fast, '/order/list'));
  await pageReady(page);
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-after-sale')).toHaveText(t['order.refunded']);
  await card.click();
  await page.getByRole('link', { name: t.progress }).click();
  await expect(page.getByTestId('rma-row')).toHaveCount(1);
  await expect(page.getByTestId('rma-row')).toContainText(t['state.refunded']);
});

test('refund only before shipping: the store approves and the money goes back', async ({ page, mall }) => {
  // The shared server ships paid orders after a minute: this order stays unshipped throughout.
  const { userCode } = await loginAs(page, mall.url, 'C0001', { path: '/index' });
  const orderNo = await boughtAndPaid(page, mall, userCode, 'SKU2500401');
  await page.goto(at(mall, `/order/detail?orderNo=${orderNo}`));
  await pageReady(page);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);

  const rmaNo = await applyFromOrder(page, 'refund_only', t['reason.not_wanted'], false);
  await store(mall, 'approve', rmaNo);
  await page.reload();
  await expect(page.getByTestId('rma-state')).toHaveText(t['state.refunded']);
  // From the application to every application of its line.
  await page.getByRole('link', { name: t.lineRecords }).click();
  await expect(page.getByTestId('rma-row')).toHaveCount(1);
  await expect(page.getByTestId('rma-row')).toContainText(t['state.refunded']);

  // Every unit refunded before shipping: the order itself is cancelled with a refund.
  await page.goto(at(mall, `/order/detail?orderNo=${orderNo}`));
  await pageReady(page);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.cancelled']);
  await expect(page.getByRole('link', { name: t.apply })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.progress })).toBeVisible();
});
