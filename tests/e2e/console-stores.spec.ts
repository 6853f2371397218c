import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { storeMessages } from '../../src/console/campaigns/storeMessages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { loginAs } from './login';

/**
 * ADR 0068, the console's stores tab: marketing creates a physical shop for a store (the form names what is
 * missing), edits its hours, and a shopper finds it on the store's page with those hours; closed, it leaves
 * the shopper's page again (so the store's seeded shops are as other specs expect them).
 */
const c = campaignMessages['zh-CN'];
const t = storeMessages['zh-CN'];
const STORE = 'ST1007';

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('marketing opens a physical shop, edits and closes it, and a shopper follows', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const no = `OFE2E${Date.now().toString(36).toUpperCase()}`;
  const name = `控制台门店 ${no}`;
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabStores }).click();
  await expect(page.getByRole('heading', { name: t.shopsHeading, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: STORE }).first()).toContainText(t['phase.open']);

  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(t.offlineNoBad)).toBeVisible();
  await expect(create.getByText(t.addressBad)).toBeVisible();
  await expect(create.getByText(t.latitudeBad)).toBeVisible();
  await create.getByLabel(t.offlineNo).fill(no);
  await create.getByLabel(t.storeName).selectOption(STORE);
  await create.getByLabel(t.kind).selectOption('experience');
  await create.getByLabel(t.name).fill(name);
  await create.getByLabel(t.phone).fill('010-6505 1234');
  await create.getByLabel(t.city).fill('北京');
  await create.getByLabel(t.district).fill('朝阳区');
  await create.getByLabel(t.address).fill('建国门外大街1号 国贸商城B1-08');
  await create.getByLabel(t.latitude).fill('39.9087');
  await create.getByLabel(t.longitude).fill('116.4594');
  await create.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.created(no))).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText(t.hoursSpan('10:00', '22:00'));
  await row.getByRole('button', { name: `${t.edit} ${no}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(no) });
  await edit.getByLabel(t.closesAt).fill('09:00');
  await edit.getByRole('button', { name: t.save }).click();
  await expect(edit.getByText(t.closesAtBad)).toBeVisible();
  await edit.getByLabel(t.opensAt).fill('08:30');
  await edit.getByLabel(t.closesAt).fill('20:30');
  await edit.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved(no))).toBeVisible();
  await expect(row).toContainText(t.hoursSpan('08:30', '20:30'));

  // The shopper's store page lists the new shop with its hours.
  const shopperContext = await browser.newContext({ permissions: [] });
  const shopper = await shopperContext.newPage();
  await loginAs(shopper, mall.url, 'C0001', { path: `/storeDetail/${STORE}` });
  const shop = shopper.getByTestId('offline-store').filter({ hasText: name });
  await expect(shop).toHaveCount(1);
  await shop.click();
  await expect(shopper.getByTestId('shop-detail')).toContainText('20:30');

  // Closed: off the shopper's page.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${t.close} ${no}` }).click();
  await expect(row).toContainText(t['phase.closed']);
  await expect(row.getByRole('button', { name: `${t.open} ${no}` })).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByTestId('offline-stores')).toBeVisible();
  await expect(shopper.getByTestId('offline-store').filter({ hasText: name })).toHaveCount(0);
  await shopperContext.close();
});
