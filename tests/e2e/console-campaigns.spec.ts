import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { couponMessages } from '../../src/console/campaigns/couponMessages';
import { hotWordMessages } from '../../src/console/campaigns/hotWordMessages';
import { lotteryMessages } from '../../src/console/campaigns/lotteryMessages';
import { promotionMessages } from '../../src/console/campaigns/promotionMessages';
import { contentMessages } from '../../src/console/pages/contentMessages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { api, originOf } from './journey';
import { loginAs, seedSession } from './login';

/**
 * The console's campaign tabs: an operator of the marketing role runs a campaign end to end by
 * visible words and roles — create a coupon template, send it to a customer, and the customer finds it in
 * My coupons; a role that may not read campaigns does not see the tabs, an auditor sees them read-only.
 */
const content = contentMessages['zh-CN'];
const c = campaignMessages['zh-CN'];
const t = couponMessages['zh-CN'];
const l = lotteryMessages['zh-CN'];
const p = promotionMessages['zh-CN'];
const h = hotWordMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('marketing creates a coupon template, sends it, and the customer has it', async ({ page, mall }) => {
  test.setTimeout(90_000);
  const couponNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `运营券 ${couponNo}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabCoupons }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();

  const create = page.getByRole('form', { name: t.createHeading });
  // Nothing typed: each field says what it needs, next to it, and nothing is sent.
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.couponNoBad)).toBeVisible();
  await expect(create.getByText(t.nameBad)).toBeVisible();
  await create.getByLabel(t.couponNo).fill(couponNo);
  await create.getByLabel(t.name).fill(name);
  await create.getByLabel(t.threshold).fill('100');
  await create.getByLabel(t.discount).fill('120');
  await create.getByLabel(t.total).fill('10');
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.discountBad)).toBeVisible();
  await create.getByLabel(t.discount).fill('20.5');
  await create.getByLabel(t.inCenter).uncheck();
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.created(couponNo))).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: couponNo });
  await expect(row).toContainText(t.rule1('100.00', '20.50'));
  await expect(row).toContainText('10 / 10');
  // The filter finds it by name and hides it under another phase.
  await page.getByRole('searchbox', { name: c.filter }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: c.phase }).selectOption({ label: c['phase.ended'] });
  await expect(page.getByText(c.noMatch)).toBeVisible();
  await page.getByRole('combobox', { name: c.phase }).selectOption({ label: c.phaseAll });

  await row.getByRole('button', { name: `${t.sendThis} ${couponNo}` }).click();
  const send = page.getByRole('form', { name: t.sendHeading });
  await expect(send.getByLabel(t.pickCoupon)).toHaveValue(couponNo);
  await send.getByLabel(t.customerNos).fill('C0002\nNOSUCH-9');
  await send.getByRole('button', { name: t.send }).click();
  await expect(send.getByText(`${t.sent(1, 0)}${t.unknown('NOSUCH-9')}`)).toBeVisible();
  await expect(row).toContainText('9 / 10');

  await loginAs(page, mall.url, 'C0002', { path: '/coupon/list' });
  await expect(page.getByTestId('my-coupon').filter({ hasText: name })).toBeVisible();
});

test('marketing creates a lottery, a shopper joins, the console draws it and the draw verifies', async ({
  page,
  mall,
  browser,
}) => {
  test.setTimeout(90_000);
  const activityNo = `LE2E${Date.now().toString(36).toUpperCase()}`;
  const prize = `奖品 ${activityNo}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabLotteries }).click();
  await expect(page.getByRole('heading', { name: l.heading, exact: true })).toBeVisible();

  const create = page.getByRole('form', { name: l.createHeading });
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(l.activityNoBad)).toBeVisible();
  await expect(create.getByText(l.prizeNameBad)).toBeVisible();
  await create.getByLabel(l.activityNo).fill(activityNo);
  await create.getByLabel(l.title).fill(`控制台抽奖 ${activityNo}`);
  await create.getByLabel(l.rules).fill('每人一个抽奖码，开奖后七天内领奖。');
  const firstPrize = create.getByRole('group', { name: `${l.prizesHeading} 1` });
  await firstPrize.getByLabel(l.prizeName).fill(prize);
  await firstPrize.getByLabel(l.prizeSku).fill('SKU2000101');
  await firstPrize.getByLabel(l.prizePrice).fill('5999');
  // A draw before joining closes: the form names the order before anything is sent.
  const joinEnd = await create.getByLabel(l.joinEndAt).inputValue();
  await create.getByLabel(l.drawAtInput).fill('2020-01-01T10:00');
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(l.windowsBad)).toBeVisible();
  await create.getByLabel(l.drawAtInput).fill(joinEnd);
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(l.created(activityNo))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: activityNo });
  await expect(row).toContainText(l['phase.open']);

  // The shopper, in a browser of their own: signed in with consent given, joins over the API.
  const shopper = await browser.newPage();
  const { userCode } = await seedSession(shopper, mall.url, 'C0001');
  await api(originOf(mall.url), '/api/lottery/take-in', userCode, { activityNo });
  await page.reload();
  await row.getByRole('button', { name: `${l.open} ${activityNo}` }).click();
  const detail = page.getByRole('region', { name: l.detailHeading(activityNo) });
  await expect(detail.getByRole('row').filter({ hasText: 'C0001' })).toBeVisible();
  const commitment = await detail.getByTestId('seed-commitment').textContent();
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await expect(detail).toContainText(l.notDrawn);

  page.once('dialog', (d) => void d.accept());
  await detail.getByRole('button', { name: l.drawNow }).click();
  await expect(detail.getByText(l.drawn, { exact: true })).toBeVisible();
  const checks = detail.getByRole('list', { name: l.verifyHeading });
  await expect(checks).toContainText(`${l.winnersMatch}: ${l.yes}`);
  await expect(checks).toContainText(l.verified);
  await expect(detail.getByRole('row').filter({ hasText: 'C0001' })).toContainText(prize);
  // The same commitment stays published beside the result.
  await expect(detail.getByTestId('seed-commitment')).toHaveText(commitment ?? '');

  const shopperCheck = detail.getByRole('link', { name: l.shopperCheck });
  const href = await shopperCheck.getAttribute('href');
  expect(href).toBe(`/mbankmall/lottery/winnerList/${activityNo}`);
  await shopper.goto(`${mall.url}${href}`);
  await expect(shopper.getByTestId('winner-list')).toContainText(prize);
  await shopper.close();
});

test('marketing creates a 满减 activity with two tiers, edits it and ends it', async ({ page, mall }) => {
  test.setTimeout(90_000);
  const activityNo = `FD${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabPromotions }).click();
  await expect(page.getByRole('heading', { name: p.heading, exact: true })).toBeVisible();

  const create = page.getByRole('form', { name: p.createHeading });
  await create.getByLabel(p.activityNo).fill(activityNo);
  await create.getByLabel(p.title).fill(`满减 ${activityNo}`);
  const first = create.getByRole('group', { name: `${p.tiers} 1` });
  await first.getByLabel(p.threshold).fill('100');
  await first.getByLabel(p.reduction).fill('10');
  await create.getByRole('button', { name: p.addTier }).click();
  const second = create.getByRole('group', { name: `${p.tiers} 2` });
  // A second tier that does not rise: named before sending.
  await second.getByLabel(p.threshold).fill('50');
  await second.getByLabel(p.reduction).fill('5');
  await create.getByRole('button', { name: p.create }).click();
  await expect(create.getByText(p.tiersBad)).toBeVisible();
  await second.getByLabel(p.threshold).fill('200');
  await second.getByLabel(p.reduction).fill('30');
  await create.getByRole('button', { name: p.create }).click();
  await expect(page.getByText(p.created(activityNo))).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: activityNo });
  await expect(row).toContainText(`${p.tier('100.00', '10.00')}；${p.tier('200.00', '30.00')}`);
  await expect(row).toContainText(c['phase.live']);

  await row.getByRole('button', { name: `${p.edit} ${activityNo}` }).click();
  const edit = page.getByRole('form', { name: p.editHeading(activityNo) });
  await expect(edit.getByRole('group', { name: `${p.tiers} 2` }).getByLabel(p.threshold)).toHaveValue('200');
  await edit.getByLabel(p.title).fill(`满减改 ${activityNo}`);
  await edit.getByRole('button', { name: p.save }).click();
  await expect(page.getByText(p.saved(activityNo))).toBeVisible();
  await expect(row).toContainText(`满减改 ${activityNo}`);

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${p.end} ${activityNo}` }).click();
  await expect(row).toContainText(c['phase.ended']);
  await expect(row.getByRole('button', { name: `${p.edit} ${activityNo}` })).toHaveCount(0);
});

test('marketing adds a highlighted hot word first, and shoppers get it first', async ({ page, mall }) => {
  test.setTimeout(90_000);
  const path = `${mall.url}/api/channel/search/operator/hot-words`;
  const headers = { 'x-operator-token': mall.operatorToken };
  // The search spec may share this server: the list is put back as it was.
  const before = ((await (await page.request.get(path, { headers })).json()) as { result: unknown }).result;
  try {
    await signInAs(page, mall, 'marketing');
    await page.getByRole('link', { name: c.tabHotWords }).click();
    const form = page.getByRole('form', { name: h.heading });
    await form.getByRole('button', { name: h.add }).click();
    const count = await form.getByRole('group').count();
    await form.getByRole('button', { name: h.save }).click();
    await expect(form.getByText(h.wordBad)).toBeVisible();
    const last = form.getByRole('group', { name: `${h.word} ${count}`, exact: true });
    await last.getByLabel(h.word).fill('控制台热词');
    await last.getByLabel(h.highlight).check();
    for (let k = count; k > 1; k--)
      await form.getByRole('button', { name: `${h.up} ${k}`, exact: true }).click();
    await expect(
      form.getByRole('group', { name: `${h.word} 1`, exact: true }).getByLabel(h.word),
    ).toHaveValue('控制台热词');
    await form.getByRole('button', { name: h.save }).click();
    await expect(page.getByText(h.saved(count))).toBeVisible();

    const shown = (await (await page.request.get(`${mall.url}/api/channel/search-hot-words`)).json()) as {
      result: { words: { word: string; highlight: boolean }[] };
    };
    expect(shown.result.words[0]).toEqual({ word: '控制台热词', highlight: true });
  } finally {
    await page.request.put(path, { headers, data: before });
  }
});

test('the campaign tabs follow the role: hidden from an editor, read-only for an auditor', async ({
  page,
  mall,
}) => {
  await signInAs(page, mall, 'editor');
  await expect(page.getByRole('link', { name: content.tabLinks })).toBeVisible();
  await expect(page.getByRole('link', { name: c.tabCoupons })).toHaveCount(0);
  await expect(page.getByRole('link', { name: c.tabLotteries })).toHaveCount(0);
  await expect(page.getByRole('link', { name: c.tabPromotions })).toHaveCount(0);
  await expect(page.getByRole('link', { name: c.tabHotWords })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, mall, 'auditor');
  await page.getByRole('link', { name: c.tabCoupons }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
  await expect(page.getByText(c.readOnly)).toBeVisible();
  await expect(page.getByRole('form', { name: t.createHeading })).toHaveCount(0);
});
