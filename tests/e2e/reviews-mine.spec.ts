import type { Locator } from '@playwright/test';
import { commonMessages } from '../../schemas/i18n/common';
import { routeTitleMessages } from '../../src/app/messages';
import { afterSaleMessages } from '../../src/pages/afterSale/messages';
import { commentMessages } from '../../src/pages/comment/messages';
import { mineMessages } from '../../src/pages/mine/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { expect, test } from './fixtures';
import { answer, api, at, boughtAndPaid, originOf, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * As a shopper, by the words on the screens: a received order counts under 我的's 待评价
 * and is listed on the order list's 待评价 tab; once reviewed the count falls back, the review is in 我的评价
 * and in the product's review list (查看全部 from the product page); 退款/售后 opens the customer's
 * after-sales list, where an application shows with its state.
 */

const t = commentMessages['zh-CN'];
const mine = mineMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const afterSale = afterSaleMessages['zh-CN'];
const common = commonMessages['zh-CN'];
const titles = routeTitleMessages['zh-CN'];

const SKU = 'SKU2500401';
const REVIEW_TEXT = '清爽不油腻，回购第二瓶';

let server: MallServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Paid orders ship after 2 s, so receipt and a review are reachable in a test.
  server = await startMallServer({ ORDER_AUTO_SHIP_MS: '2000', ORDER_LOGISTICS_STEP_MS: '1000' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The number on a 我的 order-row entry's badge (no badge at 0). */
const countOf = async (entry: Locator): Promise<number> =>
  Number((await entry.innerText()).match(/\d+/)?.[0] ?? 0);

const rowEntry = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('navigation', { name: mine.ordersByState }).getByRole('link', { name: new RegExp(label) });

test('待评价 counts a received order until it is reviewed; the review shows in 我的评价 and on the product', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { userCode } = await loginAs(page, server.url, 'C0001', { path: '/mine' });
  await pageReady(page);
  const toReview = rowEntry(page, mine['row.to_review']);
  const before = await countOf(toReview);

  const orderNo = await boughtAndPaid(page, server, userCode, SKU);
  await untilShipped(page, server, orderNo);
  await page.getByRole('button', { name: orders['action.receive'] }).click();
  await answer(page, orders.receiveTitle, common.confirm);
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.received']);

  await page.goto(at(server, '/mine'));
  await pageReady(page);
  await expect(toReview).toContainText(String(before + 1));
  await toReview.click();
  await expect(page.getByRole('tab', { name: orders['tab.to_review'], selected: true })).toBeVisible();
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByRole('link', { name: t.viewReviews })).toHaveCount(0);
  await card.getByRole('link', { name: t.write, exact: true }).click();

  await pageReady(page);
  await page.getByRole('radio', { name: t['rating.5'] }).click();
  await page.getByRole('textbox', { name: t.content }).fill(REVIEW_TEXT);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('review')).toContainText(REVIEW_TEXT);

  // Back on 我的: the count is down again, and 我的评价 lists the review under its product.
  await page.goto(at(server, '/mine'));
  await pageReady(page);
  await expect(rowEntry(page, mine['row.paid'])).toBeVisible();
  expect(await countOf(toReview)).toBe(before);
  await page.getByRole('link', { name: mine.myReviews }).click();
  await expect(
    page.getByTestId('mall-header').getByRole('heading', { name: titles.myReviews }),
  ).toBeVisible();
  const mineReview = page.getByTestId('my-review').filter({ hasText: REVIEW_TEXT });
  await expect(mineReview).toHaveCount(1);
  await mineReview.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/detail\//);
  await pageReady(page);

  // The product page's 评价 shows it among the newest; 查看全部 opens the whole list.
  const section = page.getByTestId('reviews-summary');
  await expect(section).toContainText(REVIEW_TEXT);
  await section.getByRole('link', { name: new RegExp(t.seeAll) }).click();
  await expect(
    page.getByTestId('mall-header').getByRole('heading', { name: titles.productReviews }),
  ).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: REVIEW_TEXT })).toHaveCount(1);
  // 有图: this review has no photo, so it is not there; the empty state leads back to the product.
  await page.getByRole('tab', { name: new RegExp(t.filterPhotos(null)) }).click();
  await expect(page.getByTestId('review').filter({ hasText: REVIEW_TEXT })).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(t.filterAll(null)) }).click();
  await expect(page.getByTestId('review').filter({ hasText: REVIEW_TEXT })).toHaveCount(1);

  // The order list no longer offers 评价 for it, only 查看评价 (one reading of "reviewed").
  await page.goto(at(server, '/order/list?status=received'));
  await pageReady(page);
  const reviewed = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(reviewed.getByRole('link', { name: t.viewReviews })).toBeVisible();
  await expect(reviewed.getByRole('link', { name: t.write, exact: true })).toHaveCount(0);
});

test('退款/售后 opens the customer’s after-sales list, an open application counted and shown with its state', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { userCode } = await loginAs(page, server.url, 'C0001', { path: '/mine' });
  await pageReady(page);
  const entry = rowEntry(page, mine['row.afterSale']);
  const before = await countOf(entry);

  const orderNo = await boughtAndPaid(page, server, userCode, SKU);
  const detail = await api<{ stores: { items: { orderItemNo: string }[] }[] }>(
    originOf(server.url),
    `/api/order/order-detail-v2?orderNo=${orderNo}`,
    userCode,
  );
  const orderItemNo = detail.stores[0]?.items[0]?.orderItemNo ?? '';
  const { rmaNo } = await api<{ rmaNo: string }>(originOf(server.url), '/api/order/apply-rma-v2', userCode, {
    orderItemNo,
    type: 'refund_only',
    reasonCode: 'not_wanted',
    quantity: 1,
  });

  await page.goto(at(server, '/mine'));
  await pageReady(page);
  await expect(entry).toContainText(String(before + 1));
  await entry.click();
  await expect(
    page.getByTestId('mall-header').getByRole('heading', { name: titles.afterSaleList }),
  ).toBeVisible();
  const row = page.locator(`[data-testid="rma-row"][data-rma-no="${rmaNo}"]`);
  await expect(row).toContainText(afterSale['state.applied']);
  await expect(row).toContainText(afterSale['type.refund_only']);
  await row.click();
  await expect(page).toHaveURL(/\/order\/afterSaleDetail\?rmaNo=/);
});
