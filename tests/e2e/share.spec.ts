import { infoMessages } from '../../src/pages/info/messages';
import { productMessages } from '../../src/pages/product/messages';
import { shareMessages } from '../../src/pages/share/messages';
import { dismissBoothPopups } from './boothPopups';
import { expect, test } from './fixtures';
import { call, pageReady } from './journey';
import { loginAs } from './login';

/**
 * As shoppers: C0001 shares a product (the browser fallback copies the /sharePage link), C0002
 * opens it in a fresh browser, sees the preview card and taps through to the product; the agreement page
 * shows the text the operator wrote, and agreeing to it sticks.
 */
const s = shareMessages['zh-CN'];
const p = productMessages['zh-CN'];
const info = infoMessages['zh-CN'];

test('a shared product opens its preview card in a fresh browser, and the card leads to the product', async ({
  page,
  browser,
  mall,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, mall.url, 'C0001', { path: '/product/detail/SPU20001/SKU2000101' });
  await pageReady(page);
  await page.getByRole('button', { name: p.share }).click();
  await page.getByRole('button', { name: s.copyLink }).click();
  await expect(page.getByText(s.linkCopied)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe('/mbankmall/sharePage');
  expect(link.searchParams.get('type')).toBe('product');

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await loginAs(friend, mall.url, 'C0002', { path: `/sharePage${link.search}` });
  await pageReady(friend);
  const card = friend.getByTestId('share-card');
  await expect(card).toContainText('HUAWEI Mate 70 Pro');
  await expect(card.getByText('¥').first()).toBeVisible();
  await friend.getByRole('link', { name: s.viewProduct }).click();
  await expect(friend).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/);

  // A share of something that does not exist offers the way home.
  await friend.goto(`${mall.url}/mbankmall/sharePage?type=team&teamId=NOSUCHTEAM`);
  await expect(friend.getByText(s.unknown)).toBeVisible();
  await friend.getByRole('link', { name: s.home }).click();
  await expect(friend).toHaveURL(/\/index$/);
  await friendContext.close();
});

test('the coupon activity page’s 分享给好友 pendant opens a working share card, not the unknown-share page', async ({
  page,
  mall,
}) => {
  // The page greets with its once-only popup; close it whenever it shows up.
  await dismissBoothPopups(page);
  await loginAs(page, mall.url, 'C0001', { path: '/activity/activity-spring-coupon' });
  await pageReady(page);
  // The pendant's name is the operator's picture text (fixtures/booth/activity.json).
  await page.getByRole('link', { name: '分享给好友' }).click();
  await expect(page).toHaveURL(/\/mbankmall\/sharePage\?type=product&/);
  const card = page.getByTestId('share-card');
  await expect(card).toContainText('HUAWEI Mate 70 Pro');
  await expect(page.getByText(s.unknown)).toHaveCount(0);
  await page.getByRole('link', { name: s.viewProduct }).click();
  await expect(page).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/);
});

test('the agreement page shows the operator’s text and records the customer’s agreement', async ({
  page,
  mall,
}) => {
  await call(
    `${mall.url}/api/operator/notices`,
    { 'x-operator-token': mall.operatorToken },
    {
      noticeNo: 'agreement',
      kind: 'page',
      title: '商城用户服务协议',
      content: '# 商城用户服务协议（端到端）\n欢迎使用。\n\n## 一、运营方新增条款\n这是运营方写下的条款。',
      startAt: 0,
    },
  );
  await loginAs(page, mall.url, 'C0003', { path: '/agreement' });
  await pageReady(page);
  await expect(page.getByRole('heading', { name: '商城用户服务协议（端到端）' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、运营方新增条款' })).toBeVisible();
  await expect(page.getByText('这是运营方写下的条款。')).toBeVisible();
  await page.getByRole('button', { name: info.agree }).click();
  await expect(page.getByText(info.agreedToast)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('agreement-bar')).toContainText(info.agreed('').slice(0, 3));
  await expect(page.getByRole('button', { name: info.agree })).toHaveCount(0);
});
