import type { Page } from '@playwright/test';
import { FIELD_WORDS, VARIANT_WORDS } from '../../schemas/booth/field-words';
import { boothMessages } from '../../src/booth/messages';
import { issueMessages } from '../../src/console/editor/issueMessages';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { expect, test } from './fixtures';

/**
 * Forms in the operator's words: fields show their Chinese label and explanation, a link
 * type is chosen by name, a countdown's end is picked in Beijing time and saved as the right millisecond,
 * and an invalid value is explained in Chinese next to its field. Item 5: a new page whose first version is
 * scheduled shows shoppers 即将开始 with its start instead of the network-failure page.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];
const issues = issueMessages['zh-CN'];
const booth = boothMessages['zh-CN'];
const words = (field: string) => {
  const w = FIELD_WORDS[field];
  if (!w) throw new Error(`no words for ${field}`);
  return { title: w.zh[0], hint: w.zh[1] };
};

const HOUR = 60 * 60 * 1000;
/** 'YYYY-MM-DDTHH:mm' in Beijing time, as the console's datetime inputs take it. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16);
/** What the console makes of such an input: the minute, as epoch ms. */
const minuteOf = (ms: number) => Date.parse(`${beijing(ms)}:00+08:00`);

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

async function signIn(page: Page, url: string, token: string, name: string): Promise<void> {
  await page.goto(`${url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(token);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByRole('button', { name: pages.create, exact: true })).toBeVisible();
}

test('a block form speaks Chinese: labels, hints, named link types, a Beijing-time end, errors by the field', async ({
  page,
  mall,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await signIn(page, mall.url, mall.operatorToken, 'Fei');
  await page.getByLabel(pages.newName).fill(`表单页 ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: pages.create, exact: true }).click();
  await expect(page).toHaveURL(/#\/page\/id-[a-z0-9-]+$/);
  const key = decodeURIComponent(new URL(page.url()).hash.replace('#/page/', ''));
  const properties = page.getByRole('region', { name: ed.properties });

  // A notice board: its text field by its Chinese label, explained under it.
  await page.getByRole('button', { name: ed.add(types.noticeBoard) }).click();
  const text = properties.getByLabel(words('text').title, { exact: true }).first();
  await expect(text).toBeVisible();
  await expect(text).toHaveAccessibleDescription(words('text').hint);
  await text.fill('国庆特惠，全场包邮');

  // An invalid value: the message is Chinese, beside the field it concerns.
  const speed = properties.getByLabel(words('scrollSpeed').title, { exact: true });
  await speed.fill('500');
  const speedField = properties
    .locator('.con-field')
    .filter({ has: page.getByLabel(words('scrollSpeed').title, { exact: true }) });
  await expect(speedField.getByRole('alert')).toContainText(issues.numberMax(200));
  await expect(page.getByRole('button', { name: ed.publishNow })).toBeDisabled();
  await speed.fill('60');
  await expect(speedField.getByRole('alert')).toHaveCount(0);

  // A link, its type chosen by name: 每日秒杀, then the tab by name too.
  await properties
    .getByRole('button', { name: ed.addField(words('link').title) })
    .first()
    .click();
  // The first item's link (the template's second item links to the coupon centre already).
  const linkType = properties.getByLabel(words('linkType').title, { exact: true }).first();
  await expect(linkType.locator('option')).toHaveText(Object.values(VARIANT_WORDS.linkType?.zh ?? {}));
  await linkType.selectOption({ label: '每日秒杀' });
  await properties
    .getByLabel(words('tab').title, { exact: true })
    .first()
    .selectOption({ label: '正在抢购' });

  // The form never reaches into the preview column, however wide its fields.
  const form = await page.locator('.con-props-column').boundingBox();
  const preview = await page.getByRole('region', { name: ed.preview }).boundingBox();
  expect(form && preview && form.x + form.width <= preview.x).toBe(true);

  // A countdown whose end is picked in Beijing time.
  await page.getByRole('button', { name: ed.add(types.bottomCountdown) }).click();
  const end = Date.now() + 30 * 24 * HOUR;
  await properties.getByLabel(words('endTime').title, { exact: true }).fill(beijing(end));

  await page.getByRole('button', { name: ed.save, exact: true }).click();
  await expect(page.getByText(ed.saved)).toBeVisible();
  const answer = (await (
    await page.request.get(`${mall.url}/api/booth/operator/pages/${key}/layout`, {
      headers: { 'x-operator-token': mall.operatorToken },
    })
  ).json()) as { result: { layout: { blocks: { type: string; props: Record<string, unknown> }[] } } };
  const blocks = answer.result.layout.blocks;
  const notice = blocks.find((b) => b.type === 'noticeBoard');
  expect(notice?.props.scrollSpeed).toBe(60);
  expect((notice?.props.items as unknown[] | undefined)?.[0]).toEqual({
    text: '国庆特惠，全场包邮',
    link: { linkType: 3, tab: 12 },
  });
  expect(blocks.find((b) => b.type === 'bottomCountdown')?.props.endTime).toBe(minuteOf(end));
  expect(pageErrors).toEqual([]);
});

test('a new page scheduled for later shows shoppers 即将开始 with its start time', async ({ page, mall }) => {
  const pageId = `soon-${Date.now().toString(36)}`;
  const headers = { 'x-operator-token': mall.operatorToken };
  const layout = {
    schemaVersion: 2,
    pageId,
    pageCode: null,
    title: '即将上线的活动',
    version: 1,
    blocks: [{ id: 'n', type: 'noticeBoard', props: { items: [{ text: '敬请期待' }] } }],
  };
  const api = `${mall.url}/api/booth/operator/pages/id-${pageId}`;
  expect((await page.request.put(`${api}/draft`, { data: layout, headers })).status()).toBe(200);
  const opensAt = Date.now() + 5 * HOUR;
  expect(
    (await page.request.post(`${api}/publish`, { data: { publishAt: opensAt }, headers })).status(),
  ).toBe(200);

  await page.goto(`activity/${pageId}`);
  const soon = page.getByTestId('booth-coming-soon');
  await expect(soon).toContainText(booth.comingSoon);
  await expect(soon).toContainText(beijing(opensAt).slice(11, 16));
});
