import { invoiceMessages } from '../../src/pages/invoice/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { expect, test } from './fixtures';
import { boughtAndPaid, pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * As a shopper: a paid order's company invoice is asked for from the order details, a wrong tax
 * number is caught on the form, the simulated tax service issues it (开票中 → 已开票 as the page reads again)
 * and its PDF downloads.
 */

/** The browser speaks zh-CN (playwright.config.ts): the screens' words from the catalogue. */
const t = invoiceMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const SKU = 'SKU2500401';

let server: MallServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The tax service answers 3 s after the request, so the page shows 开票中 before 已开票 without a long wait.
  server = await startMallServer({ INVOICE_ISSUE_DELAY_MS: '3000' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a paid order gets a company invoice from its details and the PDF downloads', async ({ page }) => {
  const { userCode } = await loginAs(page, server.url, 'C0001', { path: '/index' });
  await boughtAndPaid(page, server, userCode, SKU);
  await page.getByRole('link', { name: orders.viewOrder }).click();
  await pageReady(page);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.paid']);

  await page.getByRole('link', { name: t.apply }).click();
  await pageReady(page);
  await expect(page.getByRole('radio', { name: t['titleType.company'] })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('textbox', { name: t.companyTitle }).fill('福州示例科技有限公司');
  // One character off: the check character of the unified social credit code catches it.
  await page.getByRole('textbox', { name: t.taxNo }).fill('91350100M000100Y44');
  await page.getByRole('textbox', { name: t.email }).fill('finance@example.com');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t['taxNo.check'])).toBeVisible();
  await expect(page.getByTestId('invoice-form')).toBeVisible();

  await page.getByRole('textbox', { name: t.taxNo }).fill('91350100M000100Y43');
  await expect(page.getByText(t['taxNo.check'])).toHaveCount(0);
  await page.getByRole('button', { name: t.submit }).click();

  // The invoice page: applying first, then issued by the tax service while the page reads again.
  await expect(page.getByTestId('invoice-state')).toHaveText(t['state.applying']);
  await expect(page.getByTestId('invoice-title')).toHaveText('福州示例科技有限公司');
  await expect(page.getByTestId('invoice-state')).toHaveText(t['state.issued'], { timeout: 15_000 });
  await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{20}$/);

  const download = page.getByRole('link', { name: t.download });
  const href = await download.getAttribute('href');
  const pdf = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^invoice-\d{20}\.pdf$/);

  // Back on the order: the entry now leads to the invoice.
  await page.getByRole('link', { name: t.toOrder }).click();
  await pageReady(page);
  await expect(page.getByTestId('view-invoice')).toContainText(t['entry.issued']);
});
