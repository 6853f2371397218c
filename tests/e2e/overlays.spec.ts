import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pendantMessages } from '../../blocks/pendant/messages';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { sessionMessages } from '../../src/session/messages';
import { expect, test } from './fixtures';
import { loginAs } from './login';
import { underTabBar } from './tabBarCover';

const session = sessionMessages['zh-CN'];
const shared = blockSharedMessages['zh-CN'];
const pendant = pendantMessages['zh-CN'];

interface HomeBlock {
  id: string;
  type: string;
  props: Record<string, unknown>;
}
/** The seeded home page (the server seeds its booth pages from these files). */
const homeLayout = JSON.parse(
  readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8'),
) as { blocks: HomeBlock[] };
const homeBlock = (type: string): HomeBlock => {
  const block = homeLayout.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`home has no ${type} block`);
  return block;
};
const altOf = (block: HomeBlock): string => (block.props as { image?: { alt?: string } }).image?.alt ?? '';
const popupName = altOf(homeBlock('popup'));
const lotteryPendant = homeLayout.blocks.find((b) => b.id === 'home-pendant-lottery');

/** Every dialog a shopper can see right now (the mall's modals, the license dialog, the booth popup). */
const visibleDialogs = (page: Page): Locator =>
  page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** The fixed element a block draws (its wrapper div takes no room). */
const drawn = (page: Page, type: string): Locator => page.locator(`[data-block-type="${type}"] > *`);

test.describe('one overlay at a time', () => {
  test('first launch shows exactly one dialog at a time; the popup comes only after sign-on', async ({
    page,
    pageErrors,
  }) => {
    // needlogin=1: sign-on at startup on the home page (spec §2), so all four take their turn.
    await page.goto('index?needlogin=1');

    const disclaimer = page.getByRole('dialog', { name: session.disclaimerTitle });
    await expect(disclaimer).toBeVisible();
    // The popup block has loaded by now and had its chance to open: it waits.
    await expect(page.locator('[data-block-type="popup"]')).toBeAttached();
    await expect(visibleDialogs(page)).toHaveCount(1);
    await disclaimer.getByRole('button', { name: session.confirm }).click();

    const license = page.getByRole('dialog', { name: session.licenseTitle });
    await expect(license).toBeVisible();
    await expect(visibleDialogs(page)).toHaveCount(1);
    await license.getByRole('checkbox').check();
    await license.getByRole('button', { name: session.agree }).click();

    // Step two: the bank's sign-on page, with its chooser (no remembered customer on a new device).
    await page.waitForURL(/\/sso\/authorize/);
    await page.locator('button[name="customerNo"][value="C0001"]').click();

    await page.waitForURL((url) => url.pathname === '/mbankmall/index' && !url.searchParams.has('code'));
    const popup = page.getByRole('dialog', { name: popupName });
    await expect(popup).toBeVisible();
    await expect(visibleDialogs(page)).toHaveCount(1);
    await popup.getByRole('button', { name: shared.close }).click();
    await expect(visibleDialogs(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('no pendant or floating button covers the bottom bar, the countdown or each other while scrolling home', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0001');
    const popup = page.getByRole('dialog', { name: popupName });
    await popup.getByRole('button', { name: shared.close }).click();
    await expect(popup).toHaveCount(0);

    // On home the shell's tab bar stands in for the operator's bottom bar.
    await expect(drawn(page, 'bottomBar')).toHaveCount(0);
    const bar = await boxOf(page.getByTestId('tab-bar'));
    const countdown = await boxOf(drawn(page, 'bottomCountdown'));
    // The countdown sits on the bar, not under it.
    expect(countdown.y + countdown.height).toBeLessThanOrEqual(bar.y + 0.5);

    const floating = [drawn(page, 'pendant'), drawn(page, 'cartButton'), drawn(page, 'backTop')];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const steps = Math.ceil(height / 400);
    let sawBackTop = false;
    for (let step = 0; step <= steps; step++) {
      await page.evaluate((y) => window.scrollTo(0, y), step * 400);
      const boxes: Box[] = [];
      for (const kind of floating) {
        for (const element of await kind.all()) {
          const box = await element.boundingBox();
          if (box) boxes.push(box);
        }
      }
      sawBackTop ||= await drawn(page, 'backTop').isVisible();
      for (const box of boxes) {
        expect(overlaps(box, bar), `covers the bottom bar at scroll ${step * 400}`).toBe(false);
        expect(overlaps(box, countdown), `covers the countdown at scroll ${step * 400}`).toBe(false);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      }
    }
    expect(sawBackTop).toBe(true);

    // At rest below the first screen, pendants keep to a sliver at the edge: no price under them.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    const coveredPrices = async () => {
      const pendants = await drawn(page, 'pendant').all();
      const visible: Box[] = [];
      for (const p of pendants) {
        const box = await p.boundingBox();
        if (!box) continue;
        const x = Math.max(box.x, 0);
        const right = Math.min(box.x + box.width, 375);
        if (right > x) visible.push({ ...box, x, width: right - x });
      }
      // Each price's visible row: the parent of its '¥' sign.
      const prices: Box[] = await page.evaluate(() =>
        [...document.querySelectorAll('[data-block-type="productRows"] span')]
          .filter((el) => el.children.length === 0 && el.textContent === '¥')
          .map((el) => el.parentElement?.getBoundingClientRect())
          .filter((r): r is DOMRect => !!r && r.bottom > 0 && r.top < window.innerHeight)
          .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
      );
      expect(prices.length).toBeGreaterThan(0);
      return visible.filter((v) => prices.some((price) => overlaps(v, price))).length;
    };
    await expect.poll(coveredPrices).toBe(0);

    // At the end of the page the last products scroll clear of the bar and the countdown.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastRow = page.locator('[data-block-type="productRows"]').last();
    const rowBox = await boxOf(lastRow);
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(countdown.y + 0.5);
  });

  test('the tab bar covers nothing on the four tab screens: no fixed layer, and the end of each page scrolls clear', async ({
    page,
    mall,
  }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0001');
    const popup = page.getByRole('dialog', { name: popupName });
    await popup.getByRole('button', { name: shared.close }).click();
    // Something in the cart, so the cart shows its lines and its action bar.
    await page.evaluate(
      async ([code, sku]) =>
        fetch('/api/shoppingcart/shopping-cart/add-v2', {
          method: 'POST',
          headers: { 'content-type': 'application/json', userCode: code ?? '' },
          body: JSON.stringify({ skuNo: sku, quantity: 1 }),
        }),
      [userCode, 'SKU2400101'],
    );
    for (const path of ['/index', '/productCategory', '/shoppingCart', '/mine']) {
      await page.goto(`${mall.url}/mbankmall${path}`);
      await expect(page.locator('main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const bar = page.getByTestId('tab-bar');
      await expect(bar).toBeVisible();
      // At the end of the page (and at rest: the floating lane settles), nothing lies under the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = () => page.evaluate(underTabBar);
      await expect.poll(covered, { message: path }).toEqual([]);
    }
  });

  test('a pendant can be dismissed and stays away for the visit', async ({ page, mall }) => {
    await loginAs(page, mall.url, 'C0001');
    const popup = page.getByRole('dialog', { name: popupName });
    await popup.getByRole('button', { name: shared.close }).click();

    const name = lotteryPendant ? altOf(lotteryPendant) : '';
    const pendantBlock = page.locator('[data-block-id="home-pendant-lottery"]');
    await expect(pendantBlock.getByRole('img', { name })).toBeVisible();
    await pendantBlock.getByRole('button', { name: pendant.closeNamed(name) }).click();
    await expect(pendantBlock.getByRole('img')).toHaveCount(0);

    // Away to a category tab and back to home through the tabs (they replace the history entry):
    // still closed on this visit.
    const tabs = (homeBlock('navBar').props as { items: { label: string }[] }).items;
    const tab = (index: number) =>
      page
        .locator('[data-block-type="navBar"]')
        .getByRole('link', { name: tabs[index]?.label ?? '', exact: true });
    const boothPage = page.getByTestId('booth-page');
    await tab(1).click();
    await expect(boothPage).not.toHaveAttribute('data-page-id', 'home');
    await tab(0).click();
    await expect(boothPage).toHaveAttribute('data-page-id', 'home');
    await expect(page.locator('[data-block-id="home-pendant-coupon"]').getByRole('img')).toBeVisible();
    await expect(pendantBlock.getByRole('img')).toHaveCount(0);
  });
});
