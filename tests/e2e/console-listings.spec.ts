import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { listingMessages } from '../../src/console/campaigns/listingMessages';
import { purchaseMessages } from '../../src/console/campaigns/purchaseMessages';
import { shelfMessages } from '../../src/console/campaigns/shelfMessages';
import { tradeInMessages } from '../../src/console/campaigns/tradeInMessages';
import { formatYuan } from '../../src/lib/money';
import { purchaseMessages as shopperPurchase } from '../../src/pages/purchase/messages';
import { specialMessages } from '../../src/pages/special/messages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { at, pageReady } from './journey';
import { loginAs } from './login';

/**
 * The console's listing tabs: marketing creates and edits a shelf, a trade-in model and a
 * purchase programme, each form naming its problems first, and the shopper's screen shows the result —
 * the shelf on /shelf/list, the model on the trade-in page with its value, the programme's panel on the
 * purchase product page; withdrawing takes each away again. (The e2e server runs with approval off; the
 * approval path is the integration test's, tests/integration/listing-operator.test.ts.)
 */
const c = campaignMessages['zh-CN'];
const l = listingMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

const suffix = () => Date.now().toString(36).toUpperCase();

test('a shelf made and edited in the console shows on /shelf/list, and goes when withdrawn', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const t = shelfMessages['zh-CN'];
  const no = `SHE${suffix()}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabShelves }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'SH001' })).toContainText(l['phase.listed']);

  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(t.shelfNoBad)).toBeVisible();
  await expect(create.getByText(t.titleBad)).toBeVisible();
  await expect(create.getByText(t.skuNosBad(20))).toBeVisible();
  // A number already listed would replace that shelf: the form says so instead.
  await create.getByLabel(t.shelfNo).fill('SH001');
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(t.shelfNoTaken)).toBeVisible();
  await create.getByLabel(t.shelfNo).fill(no);
  await create.getByLabel(t.title, { exact: true }).fill('控制台新货架');
  await create.getByLabel(t.subtitle).fill('运营新建');
  await create.getByLabel(t.skuNos).fill('SKU2000101, SKU2100101');
  await create.getByRole('button', { name: l.create }).click();
  await expect(page.getByText(l.created(no))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText(t.goodsCount(2, 2));

  await row.getByRole('button', { name: `${l['action.edit']} ${no}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(no) });
  await edit.getByLabel(t.title, { exact: true }).fill('控制台改名货架');
  await edit.getByLabel(l.sort).fill('0');
  await edit.getByRole('button', { name: l.save }).click();
  await expect(page.getByText(l.saved(no))).toBeVisible();
  await expect(row).toContainText('控制台改名货架');

  const shopper = await (await browser.newContext()).newPage();
  const shelf = () => shopper.getByTestId('shelf').filter({ hasText: '控制台改名货架' });
  await shopper.goto(at(mall, '/shelf/list'));
  await pageReady(shopper);
  await expect(shelf()).toHaveCount(1);
  await expect(shelf()).toContainText('运营新建');

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${l['action.withdraw']} ${no}` }).click();
  await expect(row).toContainText(l['phase.withdrawn']);
  await expect(row.getByRole('button', { name: `${l['action.restore']} ${no}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `${l['action.withdraw']} ${no}` })).toHaveCount(0);
  await shopper.reload();
  await pageReady(shopper);
  await expect(shopper.getByTestId('shelf').first()).toBeVisible();
  await expect(shelf()).toHaveCount(0);
  await shopper.context().close();
});

test('a trade-in model added and revalued in the console is offered to shoppers at its value', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const t = tradeInMessages['zh-CN'];
  const s = specialMessages['zh-CN'];
  const code = `TIE${suffix()}`;
  const name = `测试机 ${code}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabTradeIn }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();

  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByLabel(t.modelCode).fill(code);
  await create.getByLabel(t.brand).fill('测试');
  await create.getByLabel(t.name).fill(name);
  await create.getByLabel(t.topValue).fill('99999');
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(t.topValueBad(formatYuan(5_000_000)))).toBeVisible();
  await create.getByLabel(t.topValue).fill('2000');
  await create.getByRole('button', { name: l.create }).click();
  await expect(page.getByText(l.created(code))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `${l['action.edit']} ${code}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(code) });
  await edit.getByLabel(t.topValue).fill('3000');
  await edit.getByRole('button', { name: l.save }).click();
  await expect(page.getByText(l.saved(code))).toBeVisible();
  await expect(row).toContainText(formatYuan(300_000));

  // The shopper values the new model: 55 % of ¥3,000 in fair condition.
  const shopper = await (await browser.newContext()).newPage();
  await loginAs(shopper, mall.url, 'C0002', { path: '/trade-in?skuNo=SKU2100201' });
  await pageReady(shopper);
  await shopper.getByRole('button', { name: `测试 ${name}` }).click();
  await shopper.getByRole('button', { name: s['condition.fair'] }).click();
  await shopper.getByRole('button', { name: s.estimate }).click();
  await expect(shopper.getByTestId('trade-in-estimate').first()).toContainText(/1,?650\.00/);

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${l['action.withdraw']} ${code}` }).click();
  await expect(row).toContainText(l['phase.withdrawn']);
  await shopper.reload();
  await pageReady(shopper);
  await expect(shopper.getByRole('button', { name: 'Apple iPhone 13' })).toBeVisible();
  await expect(shopper.getByRole('button', { name: `测试 ${name}` })).toHaveCount(0);
  await shopper.context().close();
});

test('a purchase programme set up in the console shows its panel on the purchase product page', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const t = purchaseMessages['zh-CN'];
  const p = shopperPurchase['zh-CN'];
  const spuNo = 'SPU20001';
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabPurchase }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'SPU28006' })).toContainText(l['phase.listed']);

  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByLabel(t.spuNo).fill(spuNo);
  await create.getByLabel(t.partnerName).fill('招银集采 · 控制台测试');
  await create.getByRole('button', { name: l.create }).click();
  await expect(create.getByText(t.weekdaysBad)).toBeVisible();
  await create.getByRole('checkbox', { name: t['day.3'] }).check();
  await create.getByLabel(t.perCustomerLimit).fill('5');
  await create.getByLabel(t.excludedProvinces).fill('西藏自治区');
  await create.getByRole('button', { name: l.create }).click();
  await expect(page.getByText(l.created(spuNo))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: spuNo });
  await row.getByRole('button', { name: `${l['action.edit']} ${spuNo}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(spuNo) });
  await edit.getByLabel(t.perCustomerLimit).fill('4');
  await edit.getByRole('button', { name: l.save }).click();
  await expect(page.getByText(l.saved(spuNo))).toBeVisible();
  await expect(row).toContainText('招银集采 · 控制台测试');

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(at(mall, `/xhProduct/detail/${spuNo}/SKU2000101`));
  await pageReady(shopper);
  const panel = shopper.getByTestId('purchase-panel');
  await expect(panel).toContainText('招银集采 · 控制台测试');
  await expect(shopper.getByTestId('purchase-limit')).toHaveText(p.limitText(4));
  await expect(panel).toContainText('西藏自治区');

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${l['action.withdraw']} ${spuNo}` }).click();
  await expect(row).toContainText(l['phase.withdrawn']);
  await shopper.reload();
  await pageReady(shopper);
  await expect(shopper.getByTestId('buy-bar')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await shopper.context().close();
});
