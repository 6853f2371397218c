import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { lotteryMessages } from '../../src/console/campaigns/lotteryMessages';
import { qualificationMessages } from '../../src/console/campaigns/qualificationMessages';
import { qualifyMessages } from '../../src/pages/qualify/messages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { at, pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * The console's qualification-draw tab: marketing creates a draw in the console, a
 * customer registers on the launch page, the operator runs the due draw from the console (offered only once
 * due), the console's verifier passes, and the customer finds themself on the public winner list and won.
 * On a server whose timers are off, so the console's draw is the one that runs.
 */
const c = campaignMessages['zh-CN'];
const l = lotteryMessages['zh-CN'];
const t = qualificationMessages['zh-CN'];
const q = qualifyMessages['zh-CN'];
const SECOND = 1000;

let mall: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  mall = await startMallServer({ ORDER_SWEEP_INTERVAL_MS: '0' });
});
test.afterAll(async () => {
  await mall?.stop();
});

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

/** A datetime-local value in Beijing time, to the second. */
const beijing = (ms: number) => new Date(ms + 8 * 3600 * SECOND).toISOString().slice(0, 19);

test('marketing creates a qualification draw, a customer registers, the console draws and verifies it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const no = `QC${Date.now().toString(36).toUpperCase()}`;
  const title = `首发抽签 ${no}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabQualification }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();

  const create = page.getByRole('form', { name: l.createHeading });
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(l.activityNoBad)).toBeVisible();
  await expect(create.getByText(t.skuNoBad)).toBeVisible();
  await expect(create.getByText(t.launchPriceBad)).toBeVisible();
  await create.getByLabel(l.activityNo).fill(no);
  await create.getByLabel(l.title).fill(title);
  await create.getByLabel(t.skuNo).fill('SKU2000301');
  await create.getByLabel(t.launchPrice).fill('3999');
  await create.getByLabel(l.rules).fill('每位客户限登记一次，中签后按首发价购买 1 台。');
  // The windows out of order are said as one rule; then registration closes and the draw is due in 40 s.
  const drawAt = Date.now() + 40 * SECOND;
  await create.getByLabel(l.drawAtInput).fill(beijing(drawAt - 3600 * SECOND));
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(l.windowsBad)).toBeVisible();
  await create.getByLabel(l.joinStartAt).fill(beijing(Date.now() - 60 * SECOND));
  await create.getByLabel(l.joinEndAt).fill(beijing(drawAt));
  await create.getByLabel(l.drawAtInput).fill(beijing(drawAt));
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(t.created(no))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText(l['phase.open']);
  await expect(row).toContainText(t.countTriple(1, 0, 0));

  // A customer registers on the launch page, and leaves it (its countdown would run the draw on reload).
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await loginAs(shopper, mall.url, 'C0002', { path: `/qualify/index?activityNo=${no}` });
  await pageReady(shopper);
  await shopper.getByRole('button', { name: q.join }).click();
  await expect(shopper.getByTestId('qualify-state')).toHaveText(q.state_registered);
  const code = (await shopper.getByTestId('my-code').textContent()) ?? '';
  await shopper.goto('about:blank');

  // Before the draw time the console offers no draw; once due, it does, and the draw verifies.
  await row.getByRole('button', { name: `${l.open} ${no}` }).click();
  const detail = page.getByRole('region', { name: l.detailHeading(no) });
  await expect(detail.getByRole('cell', { name: code })).toBeVisible();
  await expect(detail.getByRole('button', { name: l.drawNow })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('link', { name: c.tabQualification }).click();
        await row.getByRole('button', { name: `${l.open} ${no}` }).click();
        return detail.getByRole('button', { name: l.drawNow }).count();
      },
      { timeout: 70_000, intervals: [5_000] },
    )
    .toBe(1);
  page.once('dialog', (d) => void d.accept());
  await detail.getByRole('button', { name: l.drawNow }).click();
  // The draw runs once whoever asks first; the entries read of an opened draw may already have run it.
  await expect(detail.getByText(new RegExp(`^(${l.drawn}|${l.alreadyDrawn})$`))).toBeVisible();
  await expect(detail.getByText(l.verified)).toBeVisible();
  await expect(row).toContainText(t.countTriple(1, 1, 1));

  // The customer sees the public winner list with their code, and that they won.
  await shopper.goto(at(mall, `/qualify/winner-list/${no}`));
  await expect(shopper.getByTestId('qualify-winners')).toContainText(code);
  await shopper.goto(at(mall, `/qualify/index?activityNo=${no}`));
  await expect(shopper.getByTestId('qualify-state')).toHaveText(q.state_won);
  await context.close();
});
