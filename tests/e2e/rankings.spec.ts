import { rankMessages } from '../../src/pages/rank/messages';
import { expect, test } from './fixtures';
import { api, originOf, pageReady } from './journey';
import { loginAs } from './login';

const t = rankMessages['zh-CN'];

/** Rankings: open the best sellers, switch to a category, open a product from it. */
test('rank list: switch category, open a product', async ({ page, mall, pageErrors }) => {
  const origin = originOf(mall.url);
  const categories = await api<{ categoryCode: number; name: string }[]>(
    origin,
    '/api/customer-behavior/rank/category-list',
    '',
  );
  const category = categories.find((c) => c.categoryCode === 22) ?? categories[0];
  if (!category) throw new Error('no ranked category');
  const ranking = await api<{ items: { card: { name: string; spuNo: string; skuNo: string } }[] }>(
    origin,
    `/api/customer-behavior/rank/list?categoryCode=${category.categoryCode}&size=10`,
    '',
  );
  const first = ranking.items[0]?.card;
  if (!first) throw new Error('empty ranking');

  await loginAs(page, mall.url, 'C0001', { path: '/rankList' });
  await pageReady(page);
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  // The operators' billboard slot 31 (seeded in fixtures/booth/slot-31.json) sits above the rankings.
  await expect(
    page.locator('[data-slot-code="31"]').getByRole('img', { name: '每日秒杀 10点开抢' }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: t.categories });
  await expect(tabs.getByRole('tab', { name: t.all })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rank-items').getByRole('listitem')).toHaveCount(10);

  await tabs.getByRole('tab', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.categoryCode}`));
  const items = page.getByTestId('rank-items');
  const top = items.getByRole('link').first();
  await expect(top).toContainText(first.name.slice(0, 12));
  await expect(top).toContainText(t.place(1));

  await top.click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${first.spuNo}/${first.skuNo}`));
  await pageReady(page);
  expect(pageErrors).toEqual([]);
});
