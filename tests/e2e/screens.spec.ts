import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/routeTable';
import { expect, test } from './fixtures';
import { api } from './journey';
import { apiLogin, loginAs, seedConsent } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * The one way to load a screen (ADR 0010), seen by a shopper: after the bank sign-on the page shows its
 * data without a manual reload, and no route of the table leaves the skeleton up. Runs on its own server so
 * the orders and cart lines it creates never reach the journey specs' shoppers.
 */

// Seed values (fixtures/seed, fixtures/booth).
const SPU = 'SPU20001';
const SKU = 'SKU2000101';
const STORE = 'ST1001';
const COUPON = 'CP0001';
const ACTIVITY_PAGE = 'activity-spring-coupon';

let server: MallServer;
const origin = () => new URL(server.url).origin;
const at = (path: string) => `${server.url}/mbankmall${path}`;

/** An unpaid order of one unit, made through the API as the confirm page would. */
async function placeOrder(userCode: string): Promise<string> {
  const info = await api<{ confirmToken: string; address: { addressId: number } | null }>(
    origin(),
    '/api/order/confirmation-info',
    userCode,
    { source: 'buyNow', skuNo: SKU, quantity: 1 },
  );
  const { orderNo } = await api<{ orderNo: string }>(origin(), '/api/order/create-order', userCode, {
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
  });
  return orderNo;
}

/** Signs in on the simulated bank SSO page the mall sent the shopper to, and waits to be back. */
async function signInOnSso(page: Page, customerNo: string, backTo: string) {
  await page.waitForURL(/\/sso\/authorize/);
  await page.locator(`button[name="customerNo"][value="${customerNo}"]`).click();
  await page.waitForURL((u) => u.pathname === `/mbankmall${backTo}` && !u.searchParams.has('code'));
}

/**
 * Visible texts of the screen written in Latin letters alone, three words or more: a sentence of ours left
 * in English. Names with their Chinese (华为 HUAWEI Mate 70) and codes (SKU2000101) are not sentences.
 */
const latinSentences = (page: Page): Promise<string[]> =>
  page.locator('#root').evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"]') || /[\u3400-\u9fff]/.test(text)) continue;
      const words = text.match(/\b[A-Za-z]{2,}\b/g) ?? [];
      if (words.length >= 3 && parent.getClientRects().length > 0) found.push(text.slice(0, 80));
    }
    return found;
  });

/**
 * The documents the main frame loads: a reload is one more. Not framenavigated, which also fires for the
 * app's own history.replaceState (the router stamps its index into history.state, a task after the SSO
 * return is stripped from the address), which reloads nothing.
 */
function documentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      urls.push(request.url());
  });
  return urls;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startMallServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('after the bank sign-on the page shows its data without a reload', () => {
  test('/order/list', async ({ page }) => {
    const orderNo = await placeOrder(await apiLogin(server.url, 'C0001'));
    await seedConsent(page, server.url);
    const documents = documentLoads(page);

    await page.goto(at('/order/list'));
    await signInOnSso(page, 'C0001', '/order/list');
    const settled = documents.length;

    await expect(page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`)).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    // Shown by the page that came back from the SSO, not by a reload.
    expect(documents.length).toBe(settled);
  });

  test('/shoppingCart', async ({ page }) => {
    const userCode = await apiLogin(server.url, 'C0003');
    await api(origin(), '/api/shoppingcart/shopping-cart/add-v2', userCode, { skuNo: SKU, quantity: 1 });
    await seedConsent(page, server.url);
    const documents = documentLoads(page);

    await page.goto(at('/shoppingCart'));
    await signInOnSso(page, 'C0003', '/shoppingCart');
    const settled = documents.length;

    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    expect(documents.length).toBe(settled);
  });
});

test('every route of the table leaves the skeleton within 5 s for a signed-in shopper', async ({ page }) => {
  test.setTimeout(240_000);
  const { userCode } = await loginAs(page, server.url, 'C0001', { path: '/index' });
  const orderNo = await placeOrder(userCode);
  const detail = await api<{
    stores: Array<{ orderStoreNo: string; items: Array<{ orderItemNo: string }> }>;
  }>(origin(), `/api/order/order-detail-v2?orderNo=${orderNo}`, userCode);
  const store = detail.stores[0];
  const thread = await api<{ threadId: string }>(origin(), '/api/im/thread/open', userCode, {
    subject: 'store',
    subjectNo: STORE,
  });
  const params: Record<string, string> = {
    spuNo: SPU,
    skuNo: SKU,
    couponNo: COUPON,
    pageId: ACTIVITY_PAGE,
    storeNo: STORE,
    orderStoreNo: store?.orderStoreNo ?? '',
    orderItemNo: store?.items[0]?.orderItemNo ?? '',
    threadId: thread.threadId,
    // Seeded lottery LT1001; the team and the short link don't exist, so their pages show their fallbacks.
    activityNo: 'LT1001',
    teamId: 'T0001',
    bizId: 'B0001',
  };
  const queries: Record<string, string> = {
    '/order/detail': `?orderNo=${orderNo}`,
    '/order/logisticsInformation': `?orderNo=${orderNo}`,
    '/order/logisticsList': `?orderNo=${orderNo}`,
    '/order/cancelOrder': `?orderNo=${orderNo}`,
    '/order/result': `?orderNo=${orderNo}`,
    '/order/confirm': `?source=buyNow&skuNo=${SKU}&quantity=1`,
  };

  const stuck: string[] = [];
  const english: string[] = [];
  for (const route of routeTable) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    expect(path, `no seed value for a parameter of ${route.path}`).not.toMatch(/\/\/|\/$/);
    await page.goto(at(`${path}${queries[route.path] ?? ''}`));
    // The shell is up (it raises the skeleton before its first paint on skeleton routes)…
    await expect(page.locator('main')).toBeAttached();
    try {
      // …and the skeleton is gone within 5 s, leaving something to see.
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 5_000 });
      await expect(page.locator('main')).not.toBeEmpty();
    } catch {
      stuck.push(route.path);
    }
    for (const text of await latinSentences(page)) english.push(`${route.path}: ${text}`);
  }
  expect(stuck).toEqual([]);
  // Chinese first: no screen of the Chinese mall shows an English sentence of ours…
  expect(english).toEqual([]);
  // …and the sweep would see one: the same license text, asked for in English, is all sentences.
  await page.goto(at('/licenseContent?lang=en'));
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect.poll(async () => (await latinSentences(page)).length).toBeGreaterThan(3);
});
