import { navBarMessages } from '../../blocks/nav-bar/messages';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { boothPageMessages } from '../../src/pages/booth/messages';
import { searchBoxMessages } from '../../src/pages/search/boxMessages';
import { expect, test } from './fixtures';
import { seedSession } from './login';

const blocks = blockSharedMessages['zh-CN'];
const navBar = navBarMessages['zh-CN'];

const booth = boothPageMessages['zh-CN'];
const searchBox = searchBoxMessages['zh-CN'];

test.describe('booth pages', () => {
  test.beforeEach(async ({ page, mall }) => {
    await seedSession(page, mall.url);
  });

  test('home renders with every configured block from the layout the page carries', async ({
    page,
    pageErrors,
  }) => {
    const layoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/booth/page')) layoutCalls.push(r.url());
    });
    await page.goto('index');
    const booth = page.getByTestId('booth-page');
    await expect(booth).toHaveAttribute('data-page-id', 'home');
    await expect(page.locator('[data-block-id="home-banner"]')).toBeVisible();
    await expect(page.locator('[data-block-id="home-notice"]')).toContainText('春节配送安排');
    // Product rows were filled by the one batched call.
    await expect(page.locator('[data-block-id="home-picks"] a').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
    // The server wrote the home layout's answer into the page: no layout call on the first load.
    expect(layoutCalls).toEqual([]);
    // Another page opened from here is a read of its own, from the server.
    await page.getByRole('dialog').getByRole('button', { name: blocks.close }).click();
    await page.getByRole('navigation', { name: navBar.pageTabs }).getByRole('link', { name: '手机' }).click();
    await expect(booth).toHaveAttribute('data-page-id', 'category-20');
    expect(layoutCalls).toHaveLength(1);
  });

  test('a pendant and a popup appear where configured', async ({ page }) => {
    await page.goto('index');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toHaveAttribute('alt', /新人见面礼/);
    await popup.getByRole('button', { name: blocks.close }).click();
    await expect(popup).toHaveCount(0);
    // Position 5 is right-middle, position 6 right-bottom: both on the right, where the banners draw their
    // art and not their words (floating-lane.spec.ts).
    const lottery = page.locator('[data-block-id="home-pendant-lottery"] img');
    const coupon = page.locator('[data-block-id="home-pendant-coupon"] img');
    const middle = await lottery.boundingBox();
    const bottom = await coupon.boundingBox();
    expect(middle && middle.x > 375 / 2).toBe(true);
    expect(bottom && bottom.x > 375 / 2).toBe(true);
    expect(middle && bottom && bottom.y > middle.y + middle.height).toBe(true);
  });

  test('tapping a product in a product row opens its detail route', async ({ page }) => {
    await page.goto('index');
    await page.getByRole('dialog').getByRole('button', { name: blocks.close }).click();
    const card = page.locator('[data-block-id="home-picks"] a').first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(/\/mbankmall\/product\/detail\/SPU20001\/SKU2000101$/);
  });

  test("the operator's nav bar switches category pages and replaces the history entry", async ({ page }) => {
    await page.goto('index');
    await page.getByRole('dialog').getByRole('button', { name: blocks.close }).click();
    const tabs = page.getByRole('navigation', { name: navBar.pageTabs });
    // The operator configured a nav bar, so the built-in category strip stands aside.
    await expect(page.getByRole('tablist', { name: booth.categories })).toHaveCount(0);
    const entries = await page.evaluate(() => history.length);
    await tabs.getByRole('link', { name: '手机' }).click();
    await expect(page.getByTestId('booth-page')).toHaveAttribute('data-page-id', 'category-20');
    // The spec's second-level category page: its own address, with the search box above.
    await expect(page).toHaveURL(/\/mbankmall\/category\?tab=20$/);
    await expect(page.getByRole('link', { name: searchBox.placeholder })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: navBar.pageTabs }).getByRole('link', { name: '手机' }),
    ).toHaveAttribute('aria-current', 'page');
    await page
      .getByRole('navigation', { name: navBar.pageTabs })
      .getByRole('link', { name: '美妆护肤' })
      .click();
    await expect(page.getByTestId('booth-page')).toHaveAttribute('data-page-id', 'category-25');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('the daily deal page pages through its list and sorts', async ({ page }) => {
    await page.goto('dailyDeal');
    const list = page.getByTestId('product-list');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('tab', { name: booth['sort.skuAmount'] }).click();
    await expect(page).toHaveURL(/sort=3/);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // The deal tabs are the operator's nav bar on this page.
    await page.getByRole('navigation', { name: navBar.pageTabs }).getByRole('link', { name: '预告' }).click();
    await expect(page).toHaveURL(/tab=2/);
    await expect(list.getByRole('listitem').first()).toBeVisible();
  });

  test('an operator publishes a new home page and shoppers see it on the next load', async ({
    page,
    mall,
  }) => {
    const headers = { 'content-type': 'application/json', 'x-operator-token': mall.operatorToken };
    const current = (await (await fetch(`${mall.url}/api/booth/page?pageCode=10`)).json()) as {
      result: { layout: { blocks: { id: string; type: string; props: { items?: { text: string }[] } }[] } };
    };
    const layout = current.result.layout;
    for (const block of layout.blocks) {
      if (block.id === 'home-notice' && block.props.items)
        block.props.items = [{ text: 'Published by the e2e operator' }];
    }
    const draft = await fetch(`${mall.url}/api/booth/operator/pages/code-10/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(layout),
    });
    expect(draft.status).toBe(200);
    const publish = await fetch(`${mall.url}/api/booth/operator/pages/code-10/publish`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(publish.status).toBe(200);
    await page.goto('index');
    await expect(page.locator('[data-block-id="home-notice"]')).toContainText(
      'Published by the e2e operator',
    );
  });
});
