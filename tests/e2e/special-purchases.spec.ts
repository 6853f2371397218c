import { telecomSimMessages } from '../../server/telecom-sim/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { specialMessages } from '../../src/pages/special/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * As a shopper: the operator-phone purchase (price label 26). From the product page to
 * /unicom-design, a bad number is refused with a clear message, the code is read from the simulated
 * operator's text log (its staff page, as a tester reads the phone), a wrong code is refused, the right one
 * verifies, and the phone is bought and paid at the telecom-user price.
 */
const t = specialMessages['zh-CN'];
const sim = telecomSimMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const product = productMessages['zh-CN'];

test('operator-phone purchase: phone → code → verify → buy → pay at the telecom price', async ({
  page,
  mall,
}) => {
  await loginAs(page, mall.url, 'C0001', { path: '/product/detail/SPU20005/SKU2000502' });
  await pageReady(page);
  await page.getByTestId('telecom-offer').click();
  await expect(page).toHaveURL(/\/unicom-design\?skuNo=SKU2000502/);
  await pageReady(page);
  const form = page.getByRole('region', { name: t.verify });
  await expect(page.getByTestId('unicom-page')).toContainText('¥4,699');

  // A number that is not one is refused by the screen, in words.
  const phoneField = form.getByLabel(t.phone);
  await phoneField.fill('12345');
  await form.getByRole('button', { name: t.getCode }).click();
  await expect(form.getByText(t.phoneInvalid)).toBeVisible();
  // A fresh China Unicom number per run: the operator sends one code per number a minute.
  const phone = `186${String(Date.now()).slice(-8)}`;
  await phoneField.fill(phone);
  await form.getByRole('button', { name: t.getCode }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  // The tester reads the text on the simulated operator's page (operator token), not from the mall's API.
  const handset = await page.context().newPage();
  await handset.goto(`${mall.url}/telecom-sim/texts`);
  await handset.getByLabel(sim.token).fill(mall.operatorToken);
  await handset.getByLabel(sim.phone).fill(phone);
  await handset.getByRole('button', { name: sim.enter }).click();
  const text = await handset.locator(`[data-phone="${phone}"]`).first().innerText();
  const code = /验证码为 (\d{6})/.exec(text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await handset.close();

  const codeField = form.getByLabel(t.code, { exact: true });
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await form.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(form.getByText('验证码不正确，请核对后重新输入')).toBeVisible();
  await codeField.fill(code);
  await form.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(page.getByTestId('unicom-verified')).toContainText(`186****${phone.slice(-4)}`);

  await page.getByRole('button', { name: t.buy }).click();
  const confirm = page.getByTestId('confirm-page');
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('amounts')).toContainText('4,699');
  await page.getByTestId('submit-order').click();
  await page.locator('button[data-action="pay"]').click();
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-pay-status', 'success');
  await result.getByRole('link', { name: orders.viewOrder }).click();
  await pageReady(page);
  await expect(page.getByText('4,699').first()).toBeVisible();
});

test('trade-in: value an old phone from the product, take it off the order at checkout, pay', async ({
  page,
  mall,
}) => {
  await loginAs(page, mall.url, 'C0002', { path: '/product/detail/SPU21002/SKU2100201' });
  await pageReady(page);
  await page.getByTestId('trade-in-offer').click();
  await expect(page).toHaveURL(/\/trade-in\?/);
  await pageReady(page);
  // Estimating without a model says what is missing.
  await page.getByRole('button', { name: t.estimate }).click();
  await expect(page.getByRole('alert')).toHaveText(t.chooseModel);
  await page.getByRole('button', { name: 'Apple iPhone 13' }).click();
  await page.getByRole('button', { name: t['condition.fair'] }).click();
  await page.getByRole('button', { name: t.estimate }).click();
  // 55 % of a like-new iPhone 13 (¥1,600).
  await expect(page.getByTestId('trade-in-estimate').first()).toContainText('880');

  await page.getByRole('link', { name: t.backToProduct }).click();
  await pageReady(page);
  await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
  await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
  await expect(page.getByTestId('confirm-page')).toBeVisible();
  const payable = page.getByTestId('amounts').locator('[data-amount="payable"]');
  const before = await payable.innerText();
  await page.getByTestId('trade-in-row').click();
  await page.getByRole('button', { name: /iPhone 13/ }).click();
  await expect(page.getByTestId('trade-in-row')).toContainText('-¥880.00');
  await expect(payable).not.toHaveText(before);
  await page.getByTestId('submit-order').click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
});
