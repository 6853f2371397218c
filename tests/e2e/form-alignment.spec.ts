import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { HeaderNames } from '../../schemas/api/headers';
import { afterSaleMessages } from '../../src/pages/afterSale/messages';
import { orderFormMessages } from '../../src/pages/order/formMessages';
import { api, at, boughtAndPaid, call, originOf, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * "form labels misalign": on every shopper form the labels stand in one column (one left edge,
 * one width) and the fields start at one x and end at one x, whatever the row holds (a text input, a
 * picker, a stepper, choice chips, stars). Measured on the screens as the shopper sees them.
 */

const afterSale = afterSaleMessages['zh-CN'];
const forms = orderFormMessages['zh-CN'];
const SKU = 'SKU2500401';

// A server of its own (orders that ship by themselves, this customer's orders kept from other specs), and
// no worker server of the shared fixtures besides it.
let server: MallServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startMallServer({ ORDER_AUTO_SHIP_MS: '1000', ORDER_LOGISTICS_STEP_MS: '1000' });
});
test.afterAll(async () => {
  await server?.stop();
});

interface Column {
  labelsLeft: number[];
  labelsWidth: number[];
  fieldsLeft: number[];
  fieldsRight: number[];
}

/** The x of every visible form label and field on the screen, rounded to the CSS pixel. */
const columns = (page: Page): Promise<Column> =>
  page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
    const labels = boxes('[data-form-label]');
    const fields = boxes('[data-form-field]');
    return {
      labelsLeft: labels.map((r) => Math.round(r.left)),
      labelsWidth: labels.map((r) => Math.round(r.width)),
      fieldsLeft: fields.map((r) => Math.round(r.left)),
      fieldsRight: fields.map((r) => Math.round(r.right)),
    };
  });

/** The form on the screen has at least `rows` labelled rows, all in one column. */
async function expectAligned(page: Page, screen: string, rows: number): Promise<void> {
  await pageReady(page);
  // Some forms show once their own data is in (the invoice's part): wait for the rows, then measure.
  await expect
    .poll(async () => (await columns(page)).labelsLeft.length, { message: `${screen}: labelled rows` })
    .toBeGreaterThanOrEqual(rows);
  const c = await columns(page);
  for (const [what, xs] of Object.entries(c))
    expect(new Set(xs).size, `${screen}: ${what} ${JSON.stringify(xs)}`).toBe(1);
}

test('labels stand in one column and fields start and end at one x on every shopper form', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const origin = originOf(server.url);
  const { userCode } = await loginAs(page, server.url, 'C0001', { path: '/index' });
  const orderNo = await boughtAndPaid(page, server, userCode, SKU);
  await untilShipped(page, server, orderNo);
  await api(origin, '/api/order/receive', userCode, { orderNo });
  const detail = await api<{ stores: { orderStoreNo: string; items: { orderItemNo: string }[] }[] }>(
    origin,
    `/api/order/order-detail-v2?orderNo=${orderNo}`,
    userCode,
  );
  const part = detail.stores[0];
  const orderItemNo = part?.items[0]?.orderItemNo ?? '';

  // 申请售后: a picker (reason), a stepper (quantity), an amount and a text area.
  await page.goto(at(server, `/order/applyAfterSale?orderNo=${orderNo}&orderItemNo=${orderItemNo}`));
  await expectAligned(page, 'apply after-sale', 4);

  // 开具发票: the kind, choice chips (title type, content) and text fields.
  await page.goto(at(server, `/order/receiptForm?orderStoreNo=${part?.orderStoreNo ?? ''}`));
  await expectAligned(page, 'receipt form', 5);

  // 发表评价: the stars and the text.
  await page.goto(at(server, `/order/writeComment/${part?.orderStoreNo ?? ''}`));
  await expectAligned(page, 'write comment', 2);

  // 寄回商品: a return the store approved, its parcel form.
  const { rmaNo } = await api<{ rmaNo: string }>(origin, '/api/order/apply-rma-v2', userCode, {
    orderItemNo,
    type: 'return_refund',
    reasonCode: 'not_wanted',
    quantity: 1,
  });
  await call(
    `${server.url}/api/store-sim/after-sales/approve`,
    { [HeaderNames.operatorToken]: server.operatorToken },
    { rmaNo },
  );
  await page.goto(at(server, `/order/afterSaleDetail?rmaNo=${rmaNo}`));
  await pageReady(page);
  await page.getByRole('button', { name: afterSale.shipBack }).click();
  await expectAligned(page, 'return parcel', 2);

  // 收货地址 on the confirm page: text fields, the region picker, the detail.
  await page.goto(at(server, `/order/confirm?source=buyNow&skuNo=${SKU}&quantity=1`));
  await pageReady(page);
  await page.getByTestId('address-card').click();
  await page.getByRole('button', { name: forms.addAddress }).click();
  await expect(page.getByTestId('address-form')).toBeVisible();
  await expectAligned(page, 'address form', 4);
});
