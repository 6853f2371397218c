import { cartMessages } from '../../src/pages/cart/messages';
import { couponMessages } from '../../src/pages/coupon/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { promotionMessages } from '../../src/pages/promotion/messages';
import { expect, test } from './fixtures';
import { api, call, originOf, pageReady } from './journey';
import { loginAs } from './login';

/**
 * Promotions as a shopper: an operator creates a 满减 on a silk quilt through the operator API,
 * the cart says it is taken off, checkout shows one 优惠 row made of 满减 and coupon, the order is paid at
 * the amount shown, and the pay result offers the scene's coupons. The activity is ended afterwards.
 */
const cart = cartMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const promo = promotionMessages['zh-CN'];
const coupons = couponMessages['zh-CN'];
const QUILT = 'SKU2400301'; // ¥1,299, plain goods in no seeded activity and in no other journey

test('operator 满减 → the cart takes it off → one 优惠 row at checkout → paid at the amount shown', async ({
  page,
  mall,
  pageErrors,
}) => {
  const origin = originOf(mall.url);
  const activityNo = `E2E${Date.now()}`;
  const operator = { 'x-operator-token': mall.operatorToken };
  await call(`${origin}/api/operator/promotions`, operator, {
    activityNo,
    title: '家纺节 满1000减100',
    scope: 'sku',
    skuNos: [QUILT],
    tiers: [{ thresholdCents: 100000, reductionCents: 10000 }],
    startAt: Date.now() - 60_000,
    endAt: Date.now() + 3_600_000,
    seq: 0,
  });
  try {
    const { userCode } = await loginAs(page, mall.url, 'C0002', { path: '/index' });
    const shop = (path: string, json: unknown) => api(origin, path, userCode, json);
    await shop('/api/shoppingcart/shopping-cart/clear', { scope: 'all' });
    await shop('/api/shoppingcart/shopping-cart/add-v2', { skuNo: QUILT, quantity: 1 });
    await shop('/api/order/address/save', {
      name: '张敏',
      phone: '13900139002',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '灵隐路2号',
      isDefault: true,
    });

    // The cart: the operator's activity is taken off the quilt's store.
    await page.goto('shoppingCart');
    await pageReady(page);
    const hints = page.getByTestId('promotion-hints');
    await expect(hints).toContainText(promo.done('¥100'));
    await page
      .getByTestId('cart-bar')
      .getByRole('button', { name: cart.checkout(1) })
      .click();

    // Checkout: one 优惠 row, made of the 满减 and the best coupon C0002 holds.
    await expect(page).toHaveURL(/\/order\/confirm\?token=/);
    await pageReady(page);
    const discount = page.getByTestId('amounts').locator('[data-amount="discount"]');
    await expect(discount).toHaveCount(1);
    await expect(discount).toContainText(orders.discountPart(orders.discountPromotion, '¥100.00'));
    await expect(discount).toContainText(orders.discountCoupon);
    const payable = (
      await page.getByTestId('amounts').locator('[data-amount="payable"] dd').innerText()
    ).trim();

    // Paid at the cashier at exactly that amount; the pay result offers the scene's coupons.
    await page.getByTestId('submit-order').click();
    await page.waitForURL(/\/cashier\/pay\?payToken=/);
    await page.locator('button[data-action="pay"]').click();
    await expect(page).toHaveURL(/\/mbankmall\/order\/result\?orderNo=.+&payStatus=success/);
    const result = page.getByTestId('pay-result');
    await expect(result).toHaveAttribute('data-pay-status', 'success');
    await expect(result).toContainText(payable.replace(/\s/g, ''));
    await expect(page.getByRole('region', { name: coupons['scene.payResult'] })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await call(`${origin}/api/operator/promotions/${activityNo}/end`, operator, {});
  }
});
