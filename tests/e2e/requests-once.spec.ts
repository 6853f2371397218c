import { expect, test } from './fixtures';
import { loginAs } from './login';

/**
 * The product page asked for the cart count and the unread count twice (boot() and the page's
 * mount). A signed-in shopper opening each measured screen directly asks each badge count once.
 */
const BADGES = ['/api/shoppingcart/shopping-cart/count', '/api/im/message/unread-count'];

test('each screen Lighthouse measures asks each badge count once per page view', async ({ page, mall }) => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (BADGES.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  const screens: [string, string][] = [
    ['/product/detail/SPU20001/SKU2000101', 'product-page'],
    ['/index', 'booth-page'],
    ['/dailyDeal', 'booth-page'],
  ];
  const [first] = screens;
  await loginAs(page, mall.url, 'C0001', { path: first?.[0] });
  for (const [index, [path, testId]] of screens.entries()) {
    if (index > 0) {
      asked.clear();
      await page.goto(`${mall.url}/mbankmall${path}`);
    }
    await expect(page.getByTestId(testId).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked), path).toEqual(Object.fromEntries(BADGES.map((b) => [b, 1])));
  }
});
