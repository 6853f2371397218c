import { readFileSync } from 'node:fs';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { shellMessages } from '../../src/app/messages';
import { couponMessages } from '../../src/pages/coupon/messages';
import { groupBuyMessages } from '../../src/pages/groupBuy/messages';
import { lotteryMessages } from '../../src/pages/lottery/messages';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { apiLogin, loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';
import { couponName } from './seedData';

/**
 * Flows as shoppers expect, each walked by taps on what the screen says: a won prize is
 * bought at the prize's price; 立即开团 goes through the address and an order confirmation before the
 * cashier; the new-shopper popup's 立即领取 claims its coupon; there is one home page.
 */

const shell = shellMessages['zh-CN'];
const coupon = couponMessages['zh-CN'];
const gb = groupBuyMessages['zh-CN'];
const l = lotteryMessages['zh-CN'];
const home = JSON.parse(readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8')) as {
  blocks: { type: string; props: { image?: { alt?: string }; items?: { label: string }[] } }[];
};
/** The home strip's tabs: 首页 (the home layout itself), then the categories. */
const navLabels = (home.blocks.find((b) => b.type === 'navBar')?.props.items ?? []).map((i) => i.label);
const popupName = home.blocks.find((b) => b.type === 'popup')?.props.image?.alt ?? '';
const products = JSON.parse(
  readFileSync(new URL('../../fixtures/seed/products.json', import.meta.url), 'utf8'),
) as { skus: { skuNo: string; salePriceCents: number }[] }[];
/** An amount as the screens write it after the ¥ (two decimals, grouped). */
const yuan = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

let server: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Fresh seed: the drawn lottery's wins unclaimed, the new shopper's coupon not yet taken.
  server = await startMallServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a won prize is bought at the prize price, not the product’s retail price', async ({ page }) => {
  const origin = originOf(server.url);
  // Who won the drawn lottery (its seed is random): the one whose claim confirmation answers.
  let winner: string | undefined;
  let priceCents = 0;
  for (const customer of ['C0001', 'C0002', 'C0003', 'C0004']) {
    const userCode = await apiLogin(server.url, customer).catch(() => '');
    if (!userCode) continue;
    const claim = await api<{ state: string; priceCents: number }>(
      origin,
      '/api/lottery/order-confirmation?activityNo=LT1002',
      userCode,
    ).catch(() => null);
    if (claim?.state === 'won') {
      winner = customer;
      priceCents = claim.priceCents;
      break;
    }
  }
  expect(winner, 'a seeded customer won LT1002').toBeDefined();
  // Its prizes are the Osmo Pocket 3 and the MUJI diffuser (server/services/lottery-seed.ts).
  const retails = products
    .flatMap((p) => p.skus)
    .filter((s) => ['SKU2200501', 'SKU2400601'].includes(s.skuNo))
    .map((s) => s.salePriceCents);
  expect(retails).toHaveLength(2);
  for (const retail of retails) expect(priceCents).toBeLessThan(retail);

  await loginAs(page, server.url, winner ?? '', { path: '/lottery/resultDetail?activityNo=LT1002' });
  await pageReady(page);
  await page.getByRole('link', { name: l.claim }).click();
  const confirm = page.getByTestId('lottery-confirm');
  await expect(confirm).toContainText(l.prizePrice);
  // What the winner pays is the prize's price (¥1.00), and the retail price is nowhere on the page.
  await expect(confirm).toContainText(yuan(priceCents));
  for (const retail of retails) await expect(confirm).not.toContainText(yuan(retail));
  await page.getByRole('button', { name: l.pay }).click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const userCode = await apiLogin(server.url, winner ?? '');
  const order = await api<{ amounts: { payableCents: number } }>(
    origin,
    `/api/order/order-detail-v2?orderNo=${orderNo}`,
    userCode,
  );
  expect(order.amounts.payableCents).toBe(priceCents);
});

test('立即开团 asks for the address and confirms the order before the cashier', async ({ page }) => {
  // 张敏 has two addresses: the default one (张敏) and 张建国's (fixtures/seed/addresses.json).
  const { userCode } = await loginAs(page, server.url, 'C0002', { path: '/group-buy/index' });
  await pageReady(page);
  const activity = page.getByTestId('team-activity').first();
  await activity.getByRole('button', { name: gb.open }).click();
  const confirm = page.getByRole('dialog', { name: gb.confirmTitle });
  await expect(confirm).toBeVisible();
  // Still the group-buy page: nothing was ordered yet.
  expect(new URL(page.url()).pathname).toBe('/mbankmall/group-buy/index');
  await expect(confirm).toContainText(gb.teamPrice);
  await expect(confirm).toContainText(gb.toPay);
  // The default address first; another is chosen in the checkout's address sheet.
  const address = confirm.getByTestId('team-address');
  await expect(address).toContainText('张敏');
  await address.click();
  const sheet = page.getByTestId('address-sheet');
  await sheet.getByRole('button', { name: /张建国/ }).click();
  await expect(sheet).toHaveCount(0);
  await expect(address).toContainText('张建国');
  await confirm.getByRole('button', { name: gb.submit }).click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  // The seat's order goes to the address chosen.
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const order = await api<{ address: { name: string } }>(
    originOf(server.url),
    `/api/order/order-detail-v2?orderNo=${orderNo}`,
    userCode,
  );
  expect(order.address.name).toBe('张建国');
});

test('the new-shopper popup’s 立即领取 claims its coupon', async ({ page }) => {
  // Every seeded shopper already holds the popup's coupon (fixtures/seed/wallets.json, one per shopper),
  // so the claim is answered as a claim is: "already claimed", on the coupon center, the coupon ready to
  // use; before, the tap opened a phone's product page.
  await loginAs(page, server.url, 'C0001', { path: '/index' });
  const popup = page.getByRole('dialog', { name: popupName });
  await expect(popup).toBeVisible();
  await popup.getByRole('link').click();
  await expect(page.getByText(coupon['refusal.limitReached'])).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/mbankmall/couponCenter');
  // The claim is taken out of the address: a reload does not ask again.
  expect(new URL(page.url()).searchParams.has('claim')).toBe(false);
  const ticket = page.getByTestId('center-coupon').filter({ hasText: couponName('CP0001') });
  await expect(ticket.getByRole('link', { name: new RegExp(couponName('CP0001')) })).toBeVisible();
});

test('there is one home page: /activity/home is /index', async ({ page }) => {
  await loginAs(page, server.url, 'C0002', { path: '/mine' });
  await page.goto(`${server.url}/mbankmall/activity/home?from=share`);
  await page.waitForURL((url) => url.pathname === '/mbankmall/index');
  // The query goes along (a preview token, a tracking source).
  expect(new URL(page.url()).searchParams.get('from')).toBe('share');
  await pageReady(page);
  await expect(page.getByRole('navigation', { name: shell.tabs })).toBeVisible();
  // And by taps: a category tab of the home's strip, then its 首页, is /index again (the day's popup
  // closed first: its mask covers the strip).
  const popup = page.getByRole('dialog', { name: popupName });
  await popup.getByRole('button', { name: blockSharedMessages['zh-CN'].close, exact: true }).click();
  await expect(popup).toHaveCount(0);
  const strip = page.locator('[data-block-type="navBar"]');
  await strip.getByRole('link', { name: navLabels[1], exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/mbankmall/index');
  await strip.getByRole('link', { name: navLabels[0], exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/mbankmall/index');
  await expect(page.getByRole('navigation', { name: shell.tabs })).toBeVisible();
});
