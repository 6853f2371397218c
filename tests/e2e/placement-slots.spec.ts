import { HeaderNames } from '../../schemas/api/headers';
import { cartMessages } from '../../src/pages/cart/messages';
import { expect, operatorTest as test } from './fixtures';
import { api, at, originOf, pageReady } from './journey';
import { loginAs } from './login';

const cart = cartMessages['zh-CN'];
const CART = '/api/shoppingcart/shopping-cart';
const MOONCAKE = 'SKU2800702'; // ¥368, in the seeded 酒水食品 满300减30 满600减80

const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe('operator content and full discounts on the cart', () => {
  test("an operator's cart slot shows in a shopper's cart, with the full-discount hint the order total applies", async ({
    page,
    mall,
  }) => {
    // The operator writes the cart's slot (placement code 41) and publishes it through the booth operator API.
    const text = '购物车专享：今晚 8 点加场秒杀';
    const operator = async (method: 'PUT' | 'POST', path: string, body: unknown) => {
      const res = await fetch(`${originOf(mall.url)}/api/booth/operator/pages/code-41/${path}`, {
        method,
        headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: mall.operatorToken },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(200);
    };
    await operator('PUT', 'draft', {
      schemaVersion: 2,
      pageId: 'slot-41',
      pageCode: 41,
      title: '购物车位',
      version: 1,
      blocks: [{ id: 'slot-41-tonight', type: 'noticeBoard', props: { items: [{ text }] } }],
    });
    await operator('POST', 'publish', {});

    // A shopper with one ¥368 mooncake box in the cart.
    const { userCode } = await loginAs(page, mall.url, 'C0003', { path: '/index' });
    const origin = originOf(mall.url);
    await api(origin, `${CART}/clear`, userCode, { scope: 'all' });
    await api(origin, `${CART}/add-v2`, userCode, { skuNo: MOONCAKE, quantity: 1 });
    await page.goto(at(mall, '/shoppingCart'));
    await pageReady(page);

    await expect(page.getByTestId('placement-slot')).toContainText(text);
    // ¥368 reaches 满300 (¥30 off); ¥232 more reaches 满600 (¥80 off).
    await expect(page.getByTestId('promotion-hints')).toContainText('已减¥30，再买¥232 可减¥80');
    // 去凑单 opens the activity's goods with the same standing; back to the cart.
    await page.getByRole('link', { name: '去凑单' }).click();
    await expect(page.getByTestId('full-discount-progress')).toHaveText('已减¥30，再买¥232 可减¥80');
    await expect(page.getByText('稻香村 莲蓉月饼').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('promotion-hints')).toBeVisible();

    // The bar's total is the server's trial, and checkout prices the order the same way.
    const trial = await api<{ payableCents: number; discountCents: number; promotionCents: number }>(
      origin,
      `${CART}/trial`,
      userCode,
      {},
    );
    expect(trial.promotionCents).toBe(3000);
    await expect(page.getByTestId('cart-bar')).toContainText(yuan(trial.payableCents));
    await page.getByRole('button', { name: cart.checkout(1) }).click();
    await expect(page).toHaveURL(/\/order\/confirm/);
    const amounts = page.getByTestId('amounts');
    await expect(amounts.locator('[data-amount="discount"]')).toContainText(`-${yuan(trial.discountCents)}`);
    await expect(amounts).toContainText(yuan(trial.payableCents));
  });
});
