import type { Browser, Page } from '@playwright/test';
import { weChatLaunchMessages } from '../../src/pages/share/messages';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * WeChat: a friend opening the mall inside WeChat. The page configures the (simulated) JS-SDK with
 * the server's signature and hands it the product's share card; a wrong signature is refused by WeChat and
 * the way into the bank app says what to do instead; WeChat's open tag replaces the blocked mbank:// scheme;
 * outside WeChat nothing of the SDK is fetched.
 */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 XWEB/1260059 MMWEBSDK/20240501 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const PRODUCT = '/product/detail/SPU20001/SKU2000101';
const launch = weChatLaunchMessages['zh-CN'];

interface Card {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}
interface WxShare {
  config: string | null;
  appMessage: Card | null;
  timeline: Card | null;
}

async function weChatPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  return context.newPage();
}

const wxShare = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxShare?: WxShare }).__wxShare ?? null);

test('inside WeChat the product’s share card reaches the SDK with its title and picture', async ({
  browser,
  mall,
}) => {
  const page = await weChatPage(browser);
  const sdkRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wechat-sim/')) sdkRequests.push(new URL(r.url()).pathname);
  });
  await loginAs(page, mall.url, 'C0003', { path: `${PRODUCT}?browserNotice=1` });
  await pageReady(page);
  const title =
    (
      await page.getByTestId('product-page').getByRole('heading', { level: 2 }).first().textContent()
    )?.trim() ?? '';
  expect(title).toContain('HUAWEI Mate 70 Pro');

  await expect.poll(async () => (await wxShare(page))?.appMessage?.title ?? null).toBe(title);
  const share = await wxShare(page);
  expect(share?.config).toBe('config:ok');
  const card = share?.appMessage;
  const link = new URL(card?.link ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${mall.url}/mbankmall/sharePage`);
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    type: 'product',
    spuNo: 'SPU20001',
    skuNo: 'SKU2000101',
  });
  expect(card?.desc).toBeTruthy();
  // The picture is absolute (WeChat fetches it) and is the product's picture the page shows.
  expect(card?.imgUrl).toMatch(/^https?:\/\//);
  const shown = await page
    .locator('img[src]')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(shown).toContain(card?.imgUrl);
  const picture = await page.request.get(card?.imgUrl ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect(share?.timeline).toEqual({ title, link: card?.link, imgUrl: card?.imgUrl });
  expect(sdkRequests).toContain('/wechat-sim/jweixin-1.6.0.js');
  await page.context().close();
});

test('a wrong signature is refused by WeChat: no card, and the way into the app says what to do', async ({
  browser,
  mall,
}) => {
  const page = await weChatPage(browser);
  // The signature is altered on its way to the page (as a stale or foreign one would be).
  await page.route('**/api/wechat/js-sdk-signature*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { signature: string } };
    body.result.signature = body.result.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, mall.url, 'C0003', { path: PRODUCT });
  await pageReady(page);
  await expect.poll(async () => (await wxShare(page))?.config ?? null).toBe('config:invalid signature');
  expect((await wxShare(page))?.appMessage).toBeNull();
  await expect(page.getByTestId('wechat-launch-failed')).toHaveText(launch.failed);
  await page.context().close();
});

test('inside WeChat the bank app opens through WeChat’s open tag, never the blocked scheme', async ({
  browser,
  mall,
}) => {
  const page = await weChatPage(browser);
  const schemes: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('mbank:')) schemes.push(r.url());
  });
  await loginAs(page, mall.url, 'C0003', { path: PRODUCT });
  await pageReady(page);
  const bar = page.getByTestId('wechat-launch');
  await expect(bar).toContainText(launch.bar);
  // A tap on a link acts in the page (where the scheme redirect applies, taps are swallowed for mbank://).
  await page.getByTestId('store-entry').tap();
  await expect(page).toHaveURL(/\/mbankmall\/store\/[^/]+$/);
  await pageReady(page);
  // The tag opens the app on the page the shopper is on now (configured anew for its address).
  const here = page.url();
  await expect(bar.getByRole('button', { name: launch.openInApp })).toBeVisible();
  await bar.getByRole('button', { name: launch.openInApp }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __wxLaunch?: { extinfo: string } }).__wxLaunch?.extinfo),
    )
    .toBe(here);
  expect(schemes).toEqual([]);
  await page.context().close();
});

test('outside WeChat no SDK script or signature is requested', async ({ page, mall }) => {
  const wechat: string[] = [];
  page.on('request', (r) => {
    if (/jweixin|\/wechat-sim\/|\/api\/wechat\/|WeChatLaunchBar/.test(r.url())) wechat.push(r.url());
  });
  await loginAs(page, mall.url, 'C0003', { path: PRODUCT });
  await pageReady(page);
  await expect(page.getByTestId('product-page').getByRole('heading', { level: 2 }).first()).toContainText(
    'HUAWEI Mate 70 Pro',
  );
  await page.waitForLoadState('networkidle');
  expect(wechat).toEqual([]);
  expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  await expect(page.getByTestId('wechat-launch')).toHaveCount(0);
});

test('inside WeChat a booth page’s card is the page itself: its title, its first picture, its address', async ({
  browser,
  mall,
}) => {
  const page = await weChatPage(browser);
  await loginAs(page, mall.url, 'C0003', { path: '/dailyDeal?browserNotice=1' });
  await pageReady(page);
  await expect
    .poll(async () => (await wxShare(page))?.appMessage?.link ?? null)
    .toContain('/mbankmall/dailyDeal');
  const card = (await wxShare(page))?.appMessage;
  // The page's own title (the operators' page title: WeChat shows it in its bar), a picture that loads.
  expect(card?.title).toBeTruthy();
  await expect(page).toHaveTitle(new RegExp(`^${card?.title ?? '—'} · `));
  expect(card?.imgUrl).toMatch(/^https?:\/\/.+\/api\/file-storage\//);
  const shown = await page
    .locator('img[src]')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(shown).toContain(card?.imgUrl);
  expect((await page.request.get(card?.imgUrl ?? '')).status()).toBe(200);
  await page.context().close();
});
