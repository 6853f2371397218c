import { groupBuyOperatorMessages } from '../../server/i18n/group-buy-operator';
import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { groupBuyMessages as consoleGroupBuy } from '../../src/console/campaigns/groupBuyMessages';
import { groupBuyMessages } from '../../src/pages/groupBuy/messages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { at, pageReady } from './journey';
import { loginAs } from './login';

/**
 * The console's group-buy tab: marketing creates a 拼团 activity in the console (the form
 * names its problems and shows the server's refusal), a shopper finds it on the group-buy page and opens a
 * team, the console counts the team, and each move the phase allows — edit, pause, resume, end — shows on
 * the shopper's page.
 */
const c = campaignMessages['zh-CN'];
const t = consoleGroupBuy['zh-CN'];
const gb = groupBuyMessages['zh-CN'];
const server = groupBuyOperatorMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('marketing runs a group buy from the console and shoppers follow each move', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const no = `GBE2E${Date.now().toString(36).toUpperCase()}`;
  const title = `拼团 ${no}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabGroupBuy }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
  // The seeded activities are listed with the moves a live activity has, and no resume.
  const seeded = page.getByRole('row').filter({ hasText: 'GB1001' });
  await expect(seeded.getByRole('button', { name: `${t['action.pause']} GB1001` })).toBeVisible();
  await expect(seeded.getByRole('button', { name: `${t['action.resume']} GB1001` })).toHaveCount(0);

  const create = page.getByRole('form', { name: t.createHeading });
  // Nothing typed: each field says what it needs, next to it, and nothing is sent.
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.activityNoBad)).toBeVisible();
  await expect(create.getByText(t.titleBad)).toBeVisible();
  await expect(create.getByText(t.teamPriceBad)).toBeVisible();
  await create.getByLabel(t.activityNo).fill(no);
  await create.getByLabel(t.title).fill(title);
  await create.getByLabel(t.skuNo).fill('SKU2000101');
  await create.getByLabel(t.teamSize).fill('1');
  await create.getByLabel(t.teamPrice).fill('5999');
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.teamSizeBad)).toBeVisible();
  await create.getByLabel(t.teamSize).fill('2');
  // The server's own rule: the team price must be below the item's (¥5,999.00).
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(c.failed(server.priceNotBelow('5999.00')))).toBeVisible();
  await create.getByLabel(t.teamPrice).fill('4999');
  await create.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.created(no))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText(c['phase.live']);
  await expect(row).toContainText(t.teamShape(2, 1440));

  // A shopper finds it on the group-buy page and opens a team, paying at the cashier.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await loginAs(shopper, mall.url, 'C0001', { path: '/group-buy/index' });
  await pageReady(shopper);
  const find = async () => {
    await shopper.goto(at(mall, '/group-buy/index'));
    await pageReady(shopper);
    await shopper.getByRole('searchbox', { name: gb.searchLabel }).fill(no);
    await shopper.getByRole('button', { name: gb.search }).click();
    return shopper.getByTestId('team-activity').filter({ hasText: title });
  };
  const card = await find();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(gb.teamSize(2));
  await card.getByRole('button', { name: gb.open }).click();
  // The order confirmation first: the address and the amount, then the cashier.
  await shopper
    .getByRole('dialog', { name: gb.confirmTitle })
    .getByRole('button', { name: gb.submit })
    .click();
  await shopper.locator('button[data-action="pay"]').click();
  await expect(shopper.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  await expect(shopper.getByTestId('team-pay-note')).toContainText(gb.paidTeam(1));

  // The console counts the open team; an edit to a team of three reaches the shopper's page.
  await page.reload();
  await page.getByRole('link', { name: c.tabGroupBuy }).click();
  await expect(row).toContainText(t.teamCounts(1, 0));
  await row.getByRole('button', { name: `${t['action.edit']} ${no}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(no) });
  await edit.getByLabel(t.teamSize).fill('3');
  await edit.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved(no))).toBeVisible();
  await expect(row).toContainText(t.teamShape(3, 1440));
  await expect(await find()).toContainText(gb.teamSize(3));

  // Paused: off the shopper's page; the row now offers resume instead of pause.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${t['action.pause']} ${no}` }).click();
  await expect(row).toContainText(c['phase.paused']);
  await expect(row.getByRole('button', { name: `${t['action.pause']} ${no}` })).toHaveCount(0);
  await expect(await find()).toHaveCount(0);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${t['action.resume']} ${no}` }).click();
  await expect(row).toContainText(c['phase.live']);
  await expect(await find()).toHaveCount(1);

  // Ended: gone from the shopper's page, and the row offers no move at all.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${t['action.end']} ${no}` }).click();
  await expect(row).toContainText(c['phase.ended']);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(await find()).toHaveCount(0);
  await shopperContext.close();
});
