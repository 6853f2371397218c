import { readFileSync } from 'node:fs';
import { productMessages } from '../../src/pages/product/messages';
import { searchBoxMessages } from '../../src/pages/search/boxMessages';
import { searchMessages } from '../../src/pages/search/messages';
import { storeMessages } from '../../src/pages/store/messages';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { dismissBoothPopups } from './boothPopups';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { escapeRegExp, productNameStart, specName } from './seedData';

/**
 * As a shopper: search from the home page by typing Chinese (suggestions, hot words, history),
 * narrow the results with the filter sheet and the sort bar, open a product and put it in the cart; then
 * the category tree leads to filtered results, and a search that finds nothing still leads somewhere.
 */

const t = searchMessages['zh-CN'];
const product = productMessages['zh-CN'];
const uiCore = uiCoreMessages['zh-CN'];
const store = storeMessages['zh-CN'];
/** The seeded store's name, as each in-store result card shows it. */
const ST1001 =
  (
    JSON.parse(readFileSync(new URL('../../fixtures/seed/stores.json', import.meta.url), 'utf8')) as {
      storeNo: string;
      name: string;
    }[]
  ).find((s) => s.storeNo === 'ST1001')?.name ?? 'ST1001';
const mate70 = new RegExp(escapeRegExp(productNameStart('SPU20001')));

test.describe('search', () => {
  test('type Chinese on the search page → filter → sort → product → add to cart', async ({ page, mall }) => {
    await dismissBoothPopups(page);
    const { userCode } = await loginAs(page, mall.url, 'C0001');
    await api(originOf(mall.url), '/api/shoppingcart/shopping-cart/clear', userCode, { scope: 'all' });
    await page.evaluate(() => localStorage.removeItem('mbankmall:search-history'));

    // The home page's box opens the search page with the keyboard up and the operators' hot words.
    await page.getByTestId('search-box').click();
    await expect(page).toHaveURL(/\/mbankmall\/search\/result$/);
    const field = page.getByRole('searchbox', { name: searchBoxMessages['zh-CN'].placeholder });
    await expect(field).toBeFocused();
    await expect(page.getByTestId('search-hot-words').getByRole('button', { name: '华为' })).toBeVisible();

    // Typing Chinese: suggestions as the shopper types; the search key searches.
    await field.pressSequentially('华为');
    const suggestions = page.getByTestId('search-suggestions');
    await expect(suggestions.getByRole('button', { name: '华为', exact: true })).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\/result\?keyword=%E5%8D%8E%E4%B8%BA$/);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('link', { name: mate70 })).toBeVisible();
    await expect(page.getByText(t.resultCount('4'))).toBeVisible();

    // Filter: a price range in yuan (a wrong one first) and in stock only; back would close the sheet.
    await page.getByTestId('open-filter').click();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet.getByRole('button', { name: '华为', exact: true })).toBeVisible();
    await sheet.getByLabel(t.minPrice).fill('7000');
    await sheet.getByLabel(t.maxPrice).fill('5000');
    await sheet.getByRole('button', { name: t.confirm }).click();
    await expect(sheet.getByText(t.priceRangeWrong)).toBeVisible();
    await sheet.getByLabel(t.minPrice).fill('5000');
    await sheet.getByLabel(t.maxPrice).fill('7000');
    await sheet.getByLabel(t.inStockOnly).check();
    await sheet.getByRole('button', { name: t.confirm }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/minPriceCents=500000&maxPriceCents=700000&inStock=1/);
    await expect(page.getByText(t.resultCount('1'))).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);

    // Sort by price, high to low.
    const bar = page.getByTestId('sort-bar');
    // The price tab names the order it shows; a second tap turns it round.
    await bar.getByRole('button', { name: t.priceAscending }).click();
    await expect(page).toHaveURL(/sort=3&order=asc/);
    await bar.getByRole('button', { name: t.priceAscending }).click();
    await expect(page).toHaveURL(/sort=3&order=desc/);
    await expect(bar.getByRole('button', { name: t.priceDescending })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The product, then the cart.
    await results.getByRole('link', { name: mate70 }).click();
    await expect(page).toHaveURL(/\/product\/detail\/SPU20001\/SKU2000101$/);
    await pageReady(page);
    const buyBar = page.getByTestId('buy-bar');
    await buyBar.getByRole('button', { name: product.addToCart }).click();
    const skuSheet = page.getByTestId('sku-sheet');
    await skuSheet.getByRole('button', { name: specName('SKU2000101') }).click();
    await skuSheet.getByRole('button', { name: product.addToCart }).click();
    await expect(buyBar.getByRole('button', { name: uiCore.cartWithItems('1'), exact: true })).toBeVisible();
    await expect
      .poll(() => api<number>(originOf(mall.url), '/api/shoppingcart/shopping-cart/count', userCode))
      .toBe(1);

    // Back on the search page the word is in this device's history, which can be cleared.
    await page.goto(`${mall.url}/mbankmall/search/result`);
    const history = page.getByTestId('search-history');
    await expect(history.getByRole('button', { name: '华为' })).toBeVisible();
    await history.getByRole('button', { name: t.clearHistory }).click();
    await expect(history).toHaveCount(0);
  });

  test('category tree → filtered results; a search that finds nothing still leads on', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0002', { path: '/productCategory' });
    await pageReady(page);
    const rail = page.getByRole('navigation', { name: t.categoryTree });
    await expect(rail.getByRole('button')).toHaveCount(9);
    await rail.getByRole('button', { name: '数码影音' }).click();
    const panel = page.getByTestId('category-panel');
    await panel.getByRole('link', { name: '耳机', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/result\?categoryCode=2201&categoryName=/);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('search-box')).toContainText('耳机');

    // Nothing found: the words are named, hot words and the best sellers offer a way on.
    await page.goto(`${mall.url}/mbankmall/search/result?keyword=${encodeURIComponent('不存在的东西')}`);
    const none = page.getByTestId('no-results');
    await expect(none.getByText(t.noResults('不存在的东西'))).toBeVisible();
    await expect(none.getByRole('list', { name: t.recommended }).getByRole('listitem')).toHaveCount(6);
    await none.getByRole('button', { name: '茅台' }).click();
    await expect(page).toHaveURL(/keyword=%E8%8C%85%E5%8F%B0/);
    await expect(page.getByTestId('search-results').getByRole('listitem')).toHaveCount(1);
  });

  test('product → visit store → search inside the store', async ({ page, mall }) => {
    await loginAs(page, mall.url, 'C0002', { path: '/product/detail/SPU22001/SKU2200101' });
    await pageReady(page);
    await page.getByTestId('store-entry').click();
    await expect(page).toHaveURL(/\/store\/ST1001/);
    await page.getByRole('link', { name: store.searchInStore }).click();
    await expect(page).toHaveURL(/\/searchResult\/ST1001$/);
    const field = page.getByRole('searchbox', { name: t.storePlaceholder });
    await expect(field).toBeFocused();

    await field.pressSequentially('耳机');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/searchResult\/ST1001\?keyword=/);
    const results = page.getByTestId('store-search-results');
    // Only this store's earphones: AirPods, FreeBuds and Sony's, each showing the store's name.
    await expect(results.getByRole('listitem')).toHaveCount(3);
    for (const card of await results.getByRole('listitem').all()) await expect(card).toContainText(ST1001);
    await page.getByTestId('sort-bar').getByRole('button', { name: t.priceAscending }).click();
    await expect(page).toHaveURL(/sort=3&order=asc/);
    await expect(results.getByRole('listitem').first()).toContainText('FreeBuds');
  });
});
