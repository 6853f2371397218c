import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { productMessages } from '../../src/console/campaigns/productMessages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { loginAs } from './login';

/**
 * ADR 0068, the console's products tab: marketing finds a product, removes a gallery picture, moves one up,
 * uploads a new one, adds a 规格参数 row, and a shopper's product page shows exactly that. The main picture
 * stays (the cards on other specs' screenshots show it); the product is one no other spec opens.
 */
const c = campaignMessages['zh-CN'];
const t = productMessages['zh-CN'];
const SPU = 'SPU24005';
const SKU = 'SKU2400501';
const PNG = 'fixtures/images/out/category/27@1x.png';

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('marketing edits a product’s gallery and specifications and a shopper sees them', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabProducts }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: c.filter }).fill(SPU);
  const row = page.getByRole('row').filter({ hasText: SPU });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t['phase.onShelf']);
  await row.getByRole('button', { name: `${t.edit} ${SPU}` }).click();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.save }) });
  const gallery = form.getByRole('group', { name: t.gallery });
  const pictures = gallery.getByRole('listitem');
  await expect(pictures).toHaveCount(5);
  await expect(gallery.getByText(t.full)).toBeVisible();
  const srcOf = async (n: number) => (await pictures.nth(n).locator('img').getAttribute('src')) ?? '';
  const main = await srcOf(0);
  const third = await srcOf(2);
  await gallery.getByRole('button', { name: `${t.remove} ${t.gallery} ${t.picture(5)}` }).click();
  await gallery.getByRole('button', { name: `${t.up} ${t.gallery} ${t.picture(3)}` }).click();
  expect(await srcOf(1)).toBe(third);
  // Room again: the booth editor's upload adds the picture at the end.
  await gallery.locator('input[type="file"]').setInputFiles(PNG);
  await expect(pictures).toHaveCount(5);
  const uploaded = await srcOf(4);
  expect(uploaded).toMatch(/\/api\/file-storage\/file\/upload\/U[0-9a-f]{32}$/);

  const specRows = form.getByRole('textbox', { name: new RegExp(`^${t.specName} \\d+$`) });
  const before = await specRows.count();
  await form.getByRole('button', { name: t.addSpec }).click();
  await form.getByRole('textbox', { name: `${t.specName} ${before + 1}` }).fill('控制台参数');
  // Half a row is named, not sent.
  await form.getByRole('button', { name: t.save }).click();
  await expect(form.getByText(t.specsBad)).toBeVisible();
  await form.getByRole('textbox', { name: `${t.specValue} ${before + 1}` }).fill('运营后台写入');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved(SPU))).toBeVisible();
  await expect(row).toContainText(t.mediaCounts(5, 2, before + 1));

  // The shopper's product page: the same five pictures in the new order, and the new row.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await loginAs(shopper, mall.url, 'C0001', { path: `/product/detail/${SPU}/${SKU}` });
  const slides = shopper.getByTestId('gallery-slide');
  await expect(slides).toHaveCount(5);
  await expect(slides.nth(0).locator('img')).toHaveAttribute('src', main);
  await expect(slides.nth(1).locator('img')).toHaveAttribute('src', third);
  await expect(slides.nth(4).locator('img')).toHaveAttribute('src', uploaded);
  const specs = shopper.getByTestId('product-specs');
  await expect(specs.getByRole('row').filter({ hasText: '控制台参数' })).toContainText('运营后台写入');
  await shopperContext.close();
});
