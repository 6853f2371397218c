import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { expect, test } from './fixtures';
import { api, boughtAndPaid, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';
import { aboveMask, collisions } from './overlapBoxes';

/**
 * Nothing covers content: on the twenty screens a shopper sees most, at 375×812 in
 * Chromium, measured with getBoundingClientRect (overlapBoxes.ts): at rest after loading and again after
 * one scroll of a screen's height (and at the page's end, for the bottom bars), no fixed or floating layer lies on a price, a title, a text or a button,
 * every close button is wholly on screen and no button comes within 8 px of the screen's edge.
 *
 * The twenty: 首页, 分类, search results, a product, the cart (full and empty count as one: the cart tab),
 * order confirmation, the pay result, the order list, an order's detail, the after-sale application, my
 * coupons, 我的, my favourites, the daily deals, the group buys, the lottery, a store, the rankings, the
 * e-CNY page and the message center.
 */

const SPU = 'SPU20001';
const SKU = 'SKU2000101';
const STORE = 'ST1001';
const closeWords = [
  blockSharedMessages['zh-CN'].close,
  uiCoreMessages['zh-CN'].close,
  blockSharedMessages.en.close,
];
const popupName = (
  JSON.parse(readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8')) as {
    blocks: { type: string; props: { image?: { alt?: string } } }[];
  }
).blocks.find((b) => b.type === 'popup')?.props.image?.alt;

let server: MallServer;
const at = (path: string) => `${server.url}/mbankmall${path}`;

test.use({ reducedMotion: 'reduce' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startMallServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** What collides now; polled, since the floating lane settles a moment after the page stops. */
async function settledCollisions(page: Page): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await page.evaluate(collisions, closeWords);
        return found;
      },
      { timeout: 3_000 },
    )
    .toEqual([])
    .catch(() => undefined);
  return found;
}

/** The screen at rest after loading, then after one scroll of a screen's height. */
async function check(page: Page, screen: string): Promise<string[]> {
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const found = (await settledCollisions(page)).map((hit) => `${screen} at rest: ${hit}`);
  await page.evaluate(async () => {
    window.scrollTo(0, window.innerHeight);
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  });
  for (const hit of await settledCollisions(page)) found.push(`${screen} scrolled: ${hit}`);
  // And at the page's end, where a bottom bar must leave the last row of content uncovered.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  });
  for (const hit of await settledCollisions(page)) found.push(`${screen} at the end: ${hit}`);
  return found;
}

test('no floating layer covers a price, title or button on the twenty main screens; close buttons on screen, buttons off the edge', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const origin = originOf(server.url);
  const { userCode } = await loginAs(page, server.url, 'C0002', { path: '/index' });
  const found: string[] = [];
  // 首页: the operator's popup first (its close button must be on screen), then the page under it.
  // The popup shows once a day: checked on the first landing, before anything else is opened.
  await pageReady(page);
  const popup = page.getByRole('dialog', { name: popupName });
  const close = popup.getByRole('button', { name: blockSharedMessages['zh-CN'].close, exact: true });
  await expect(close).toBeVisible();
  for (const hit of await page.evaluate(collisions, closeWords))
    if (hit.startsWith('close:')) found.push(`/index popup: ${hit}`);
  // Under the popup's mask, nothing of the page shows above it (the category strip, the tab bar).
  for (const hit of await page.evaluate(aboveMask)) found.push(`/index popup: ${hit}`);
  await close.click();
  await expect(popup).toHaveCount(0);
  found.push(...(await check(page, '/index')));

  const orderNo = await boughtAndPaid(page, server, userCode, SKU);
  const detail = await api<{ stores: { items: { orderItemNo: string }[] }[] }>(
    origin,
    `/api/order/order-detail-v2?orderNo=${orderNo}`,
    userCode,
  );
  const orderItemNo = detail.stores[0]?.items[0]?.orderItemNo ?? '';
  await api(origin, '/api/channel/product/add-favor', userCode, { skuNo: SKU });

  // The empty cart first (emptied here), then the cart with a line.
  await api(origin, '/api/shoppingcart/shopping-cart/clear', userCode, { scope: 'all' });
  await page.goto(at('/shoppingCart'));
  found.push(...(await check(page, '/shoppingCart (empty)')));
  await api(origin, '/api/shoppingcart/shopping-cart/add-v2', userCode, { skuNo: SKU, quantity: 1 });

  const screens = [
    '/productCategory',
    '/search/result?keyword=%E6%89%8B%E6%9C%BA',
    `/product/detail/${SPU}/${SKU}`,
    '/shoppingCart',
    `/order/confirm?source=buyNow&skuNo=${SKU}&quantity=1`,
    `/order/result?orderNo=${orderNo}`,
    '/order/list',
    `/order/detail?orderNo=${orderNo}`,
    `/order/applyAfterSale?orderNo=${orderNo}&orderItemNo=${orderItemNo}`,
    '/coupon/list',
    '/mine',
    '/mine/favourites',
    '/dailyDeal',
    '/group-buy/index',
    '/lottery/index',
    `/store/${STORE}`,
    '/rankList',
    '/e-cny',
    '/message',
  ];
  for (const path of screens) {
    await page.goto(at(path));
    found.push(...(await check(page, path)));
  }
  expect(found).toEqual([]);
});
