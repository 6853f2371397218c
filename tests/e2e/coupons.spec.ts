import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { couponMessages } from '../../src/pages/coupon/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { expect, test } from './fixtures';
import { api, at, originOf, pageReady } from './journey';
import { apiLogin, loginAs } from './login';
import { escapeRegExp, productNameStart } from './seedData';

/**
 * Coupons as a shopper: claim in the coupon center, find it in My coupons, go use it, checkout
 * applies it, a cancelled order gives it back; redeem a seeded code. The coupons come from the
 * coupon-center seed (fixtures/seed/coupon-center.json).
 */
const t = couponMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const product = productMessages['zh-CN'];

interface SeededCoupon {
  couponNo: string;
  name: string;
  codes?: string[];
}
const seeded = (
  JSON.parse(readFileSync(new URL('../../fixtures/seed/coupon-center.json', import.meta.url), 'utf8')) as {
    coupons: SeededCoupon[];
  }
).coupons;
const seededCoupon = (couponNo: string): SeededCoupon => {
  const c = seeded.find((x) => x.couponNo === couponNo);
  if (!c) throw new Error(`no seeded coupon ${couponNo}`);
  return c;
};

/** CP0101: 100 off over 500 on the air fryer (SKU2300601, ¥899) only, one per customer. */
const FRYER_COUPON = seededCoupon('CP0101');
/** CP0106: given only by code. */
const CODE_COUPON = seededCoupon('CP0106');
const named = (action: string, name: string) => t.actionNamed(action, name);

const myCoupon = (page: Page, name: string) => page.getByTestId('my-coupon').filter({ hasText: name });

test('claim in the center → My coupons → go use → checkout applies it → cancel → usable again', async ({
  page,
  mall,
  pageErrors,
}) => {
  const { name } = FRYER_COUPON;
  await loginAs(page, mall.url, 'C0001', { path: '/couponCenter' });
  const card = page.getByTestId('center-coupon').filter({ hasText: name });
  await expect(card).toBeVisible();
  // The operators' slot 32 (seeded in fixtures/booth/slot-32.json) sits above the coupons.
  await expect(
    page
      .locator('[data-slot-code="32"]')
      .getByRole('link', { name: /酒水食品节/ })
      .first(),
  ).toBeVisible();
  const goUse = card.getByRole('link', { name: named(t['state.1'], name) });
  // A retried run finds the coupon already held (one per customer): then it reads go use already.
  if ((await card.getAttribute('data-state')) === '0') {
    await card.getByRole('button', { name: named(t['state.0'], name) }).click();
    await expect(page.getByText(t.claimed)).toBeVisible();
  }
  await expect(goUse).toBeVisible();
  await expect(card).toHaveAttribute('data-state', '1');

  // My coupons: usable, with the tab counts; go use opens the coupon's products.
  await page.goto(at(mall, '/coupon/list'));
  await pageReady(page);
  await expect(page.getByRole('tab', { name: new RegExp(`^${t['tab.usable']}\\(\\d+\\)$`) })).toBeVisible();
  const held = myCoupon(page, name);
  await expect(held).toHaveAttribute('data-state', '3');
  await held.getByRole('link', { name: named(t['state.3'], name) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/list/${FRYER_COUPON.couponNo}$`));
  const list = page.getByTestId('product-list');
  const fryer = new RegExp(escapeRegExp(productNameStart('SPU23006')));
  await list.getByRole('link', { name: fryer }).first().click();
  await expect(page).toHaveURL(/\/product\/detail\/SPU23006\/SKU2300601$/);
  await pageReady(page);

  // Buy it now: checkout picks the coupon by itself (the best saving).
  await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
  await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
  await expect(page).toHaveURL(/\/order\/confirm\?token=/);
  await pageReady(page);
  await expect(page.getByTestId('coupon-row')).toContainText(`${name} -¥100.00`);
  await expect(page.getByTestId('amounts').locator('[data-amount="discount"]')).toContainText('-¥100.00');
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/cashier\/pay\?payToken=/);

  // Not paid: leave the cashier, then cancel the order.
  await page.locator('button[data-action="cancel"]').click();
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-pay-status', 'cancelled');
  await result.getByRole('link', { name: orders.viewOrder }).click();
  await pageReady(page);
  await page.getByRole('button', { name: orders['action.cancel'] }).click();
  const cancel = page.getByTestId('cancel-page');
  await cancel.getByRole('radio').first().check();
  await cancel.getByRole('button', { name: orders['action.cancel'] }).click();
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.cancelled']);

  // The coupon is usable again.
  await page.goto(at(mall, '/coupon/list'));
  await pageReady(page);
  await expect(myCoupon(page, name)).toHaveAttribute('data-state', '3');
  await expect(myCoupon(page, name).getByRole('link', { name: named(t['state.3'], name) })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('redeem a seeded code: wrong and used codes are told apart, a good one lands in My coupons', async ({
  page,
  mall,
}) => {
  const [good = '', spent = ''] = CODE_COUPON.codes ?? [];
  // Someone else redeemed the second code already.
  // (A retried run finds it spent already: the refusal is fine.)
  const other = await apiLogin(mall.url, 'C0003');
  await api(originOf(mall.url), '/api/marketing/coupon/catchPlainCodeCoupon', other, { code: spent }).catch(
    () => undefined,
  );

  await loginAs(page, mall.url, 'C0002', { path: '/coupon/exchange' });
  const form = page.getByTestId('coupon-exchange');
  const field = form.getByLabel(t.codeLabel);
  const redeem = form.getByRole('button', { name: t.redeem });
  await redeem.click();
  await expect(form.getByRole('alert')).toHaveText(t.codeRequired);

  await field.fill('ZZZZ-ZZZZ-ZZZZ');
  await redeem.click();
  const wrong = new RegExp(`^${escapeRegExp(t.codeWrong(9)).replace('9', '\\d+')}$`);
  await expect(form.getByRole('alert')).toHaveText(wrong);

  await field.fill(spent);
  await redeem.click();
  await expect(form.getByRole('alert')).toHaveText(t.codeUsed);

  // Typed as people type it: lower case, with dashes.
  await field.fill(`${good.slice(0, 5).toLowerCase()}-${good.slice(5).toLowerCase()}`);
  await redeem.click();
  await expect(page).toHaveURL(/\/coupon\/list$/);
  await pageReady(page);
  await expect(myCoupon(page, CODE_COUPON.name)).toHaveAttribute('data-state', '3');
});
