import { groupBuyMessages } from '../../src/pages/groupBuy/messages';
import { expect, test } from './fixtures';
import { at, pageReady, untilShipped } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * Group buy as two shoppers in two browsers, on a server that ships paid orders after 2 s:
 * the leader opens a team from the shelf and pays, the second customer opens the team's link and joins
 * by paying, the team succeeds and both orders ship.
 */
const gb = groupBuyMessages['zh-CN'];

let fast: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  fast = await startMallServer({ ORDER_AUTO_SHIP_MS: '2000', ORDER_LOGISTICS_STEP_MS: '1000' });
});
test.afterAll(async () => {
  await fast?.stop();
});

test('a leader opens a team, a friend joins through the link, the team succeeds and both orders ship', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, fast.url, 'C0001', { path: '/group-buy/index' });
  await pageReady(page);
  await page.getByRole('searchbox', { name: gb.searchLabel }).fill('耳机');
  await page.getByRole('button', { name: gb.search }).click();
  const activity = page.getByTestId('team-activity');
  await expect(activity).toHaveCount(1);
  await activity.getByRole('button', { name: gb.open }).click();
  // The order confirmation first: the address and the amount, then the order.
  const confirm = page.getByRole('dialog', { name: gb.confirmTitle });
  await confirm.getByRole('button', { name: gb.submit }).click();

  // The bank cashier, then the pay result with the team line.
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  const note = page.getByTestId('team-pay-note');
  await expect(note).toContainText(gb.paidTeam(1));
  const leaderOrderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await note.getByRole('link', { name: gb.viewTeam }).click();
  await expect(page.getByRole('heading', { name: gb.waiting(1) })).toBeVisible();
  await expect(page.getByRole('button', { name: gb.invite })).toBeVisible();
  const teamLink = page.url();
  // The leader's open team is listed in their group buys on the shelf page.
  await page.goto(at(fast, '/group-buy/index'));
  await expect(page.getByTestId('my-teams')).toContainText(gb.status_open);

  // The friend opens the shared link in their own browser and joins by paying.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await loginAs(friend, fast.url, 'C0002', { path: new URL(teamLink).pathname.replace('/mbankmall', '') });
  await pageReady(friend);
  await expect(friend.getByRole('heading', { name: gb.waiting(1) })).toBeVisible();
  await friend.getByRole('button', { name: gb.join }).click();
  await friend
    .getByRole('dialog', { name: gb.confirmTitle })
    .getByRole('button', { name: gb.submit })
    .click();
  await friend.locator('button[data-action="pay"]').click();
  await expect(friend.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  const friendOrderNo = new URL(friend.url()).searchParams.get('orderNo') ?? '';
  await expect(friend.getByTestId('team-pay-note')).toContainText(gb.paidTeamDone);
  await friend.getByRole('link', { name: gb.viewTeam }).click();
  await expect(friend.getByRole('heading', { name: gb.succeeded })).toBeVisible();

  // The leader sees the team complete; both orders go on to shipping.
  await page.goto(teamLink);
  await expect(page.getByTestId('team-detail')).toHaveAttribute('data-team-status', 'succeeded');
  await expect(page.getByRole('heading', { name: gb.succeeded })).toBeVisible();
  await untilShipped(page, fast, leaderOrderNo);
  await untilShipped(friend, fast, friendOrderNo);
  await friendContext.close();
});
