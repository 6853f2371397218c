import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FIELD_WORDS } from '../../schemas/booth/field-words';
import { chooseVariant } from '../../server/booth/experiments/assign';
import { experimentMessages } from '../../src/console/editor/experimentMessages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { HYDRATION_ERROR_PREFIX } from '../../src/lib/hydration';
import { expect, operatorTest as test } from './fixtures';

/**
 * Experiments on a booth page (ADR 0056), end to end: an operator starts a 50/50 split of the
 * home page from the console's 实验 section; two shoppers with different visitor ids are served different
 * variants — in the server-rendered page and after hydration, with no mismatch — and keep them; the operator
 * ends the experiment by promoting B; both shoppers then see B. Approval is off on the test server (ADR 0048).
 * The operator server is shared by the worker's later specs (operatorTest is worker-scoped): afterEach ends a
 * running experiment and publishes home's layout as it found it, so no later spec sees "实验变体B".
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ex = experimentMessages['zh-CN'];
const HOME = 'code-10';
const DAY = 86_400_000;

interface LayoutAnswer {
  result: { version: number | null; layout: { blocks: unknown[] } & Record<string, unknown> };
}

/** Visitor cookies (as the server makes them) that the experiment puts in variant A and in variant B. */
function visitorsFor(experimentId: number): { A: string; B: string } {
  const variants = [
    { key: 'A' as const, weight: 50, audience: null },
    { key: 'B' as const, weight: 50, audience: null },
  ];
  const found: Partial<Record<'A' | 'B', string>> = {};
  for (let i = 0; i < 64 && !(found.A && found.B); i++) {
    const id = createHash('md5').update(`e2e-experiment-visitor-${i}`).digest('hex');
    const ctx = { visitorId: id, isNew: false, elder: false, channel: 'cmbmobile', region: null };
    const key = chooseVariant({ id: experimentId, mode: 'split', variants }, ctx).key;
    found[key] ??= `${id}.${(Date.now() - 3 * DAY).toString(36)}`;
  }
  if (!found.A || !found.B) throw new Error('no visitor ids for both variants in 64 tries');
  return { A: found.A, B: found.B };
}

async function shopper(browser: Browser, url: string, visitor: string) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 375, height: 812 } });
  // A shopper who agreed to collection: only then does the server read a visitor id (ADR 0075).
  await context.addCookies([
    { name: 'mbm_vid', value: visitor, url },
    { name: 'mall_consent', value: '1', url },
  ]);
  const page = await context.newPage();
  const recovered: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith(HYDRATION_ERROR_PREFIX)) recovered.push(m.text());
  });
  return { context, page, recovered };
}

/** The home page's server-rendered HTML for this shopper (their cookies), before any script runs. */
async function serverRendered(context: BrowserContext, url: string): Promise<string> {
  const res = await context.request.get(`${url}/mbankmall/index`);
  expect(res.status()).toBe(200);
  return res.text();
}

/** Home's live layout before the test changed it (null until read): afterEach publishes it back. */
let homeAsFound: Record<string, unknown> | null = null;

test.afterEach(async ({ mall, request }) => {
  if (!homeAsFound) return;
  const headers = { 'x-operator-token': mall.operatorToken, 'content-type': 'application/json' };
  const api = `${mall.url}/api/booth/operator/pages/${HOME}`;
  // An experiment a failure left running is ended first (promoting A, the version before the test's).
  const list = (await (await request.get(`${api}/experiments`, { headers })).json()) as {
    result: { experiments: { id: number; state: string }[] };
  };
  for (const e of list.result.experiments.filter((x) => x.state === 'running')) {
    await request.post(`${api}/experiments/${e.id}/end`, { headers, data: { promote: 'A' } });
  }
  expect((await request.put(`${api}/draft`, { headers, data: homeAsFound })).status()).toBe(200);
  expect((await request.post(`${api}/publish`, { headers, data: {} })).status()).toBe(200);
  homeAsFound = null;
  // What a later spec's shopper gets: home without the test's variant.
  const served = await request.get(`${mall.url}/api/booth/page?pageCode=10&t=${Date.now()}`);
  expect(await served.text()).not.toContain('实验变体B');
});

async function signIn(page: Page, url: string, token: string): Promise<void> {
  await page.goto(`${url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Exp');
  await page.getByLabel(shell.token).fill(token);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByRole('button', { name: pages.create, exact: true })).toBeVisible();
}

test('an operator splits the home page 50/50, two shoppers see different variants, promoting B shows B to both', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const bText = `实验变体B ${stamp}`;
  const headers = { 'x-operator-token': mall.operatorToken, 'content-type': 'application/json' };
  const api = `${mall.url}/api/booth/operator/pages/${HOME}`;

  // The home page's variant B: the live layout with a notice board under its first block, published.
  const live = (await (await page.request.get(`${api}/layout`, { headers })).json()) as LayoutAnswer;
  homeAsFound = live.result.layout;
  const blocks = [...live.result.layout.blocks];
  blocks.splice(1, 0, {
    id: `exp-notice-${stamp}`,
    type: 'noticeBoard',
    props: { items: [{ text: bText }] },
  });
  const draft = await page.request.put(`${api}/draft`, { headers, data: { ...live.result.layout, blocks } });
  expect(draft.status()).toBe(200);
  expect((await page.request.post(`${api}/publish`, { headers, data: {} })).status()).toBe(200);

  // The operator starts the experiment from the console: A the version before, B the new one, 50/50.
  await signIn(page, mall.url, mall.operatorToken);
  await page.goto(`${mall.url}/mbankmall-console/#/page/${HOME}`);
  const section = page.getByRole('region', { name: ex.title });
  await section.getByRole('button', { name: ex.create }).click();
  await section.getByLabel(ex.name).fill(`Home notice ${stamp}`);
  await expect(section.getByText(ex.weightSum(100))).toBeVisible();
  await section.getByRole('button', { name: ex.start }).click();
  await expect(page.getByText(/实验 #\d+ 已开始/)).toBeVisible();
  const running = section.locator('[data-testid^="experiment-"]').first();
  await expect(running).toContainText(ex.running);
  const id = Number((await running.getAttribute('data-testid'))?.replace('experiment-', ''));
  expect(id).toBeGreaterThan(0);

  // Two shoppers, two visitor ids the split puts apart: the server renders each one's variant, and the
  // page they hydrate is the same one.
  const visitors = visitorsFor(id);
  const a = await shopper(browser, mall.url, visitors.A);
  const b = await shopper(browser, mall.url, visitors.B);
  try {
    expect(await serverRendered(a.context, mall.url)).not.toContain(bText);
    expect(await serverRendered(b.context, mall.url)).toContain(bText);
    await a.page.goto(`${mall.url}/mbankmall/index`);
    await b.page.goto(`${mall.url}/mbankmall/index`);
    await expect(b.page.getByText(bText).first()).toBeVisible();
    await expect(a.page.locator('[data-block-id]').first()).toBeVisible();
    await expect(a.page.getByText(bText)).toHaveCount(0);
    // Each keeps its variant on the next visit.
    await a.page.reload();
    await b.page.reload();
    await expect(b.page.getByText(bText).first()).toBeVisible();
    await expect(a.page.locator('[data-block-id]').first()).toBeVisible();
    await expect(a.page.getByText(bText)).toHaveCount(0);

    // The operator ends the experiment by promoting B.
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await section.getByRole('button', { name: ex.promote('B') }).click();
    await expect(page.getByText(/已推广变体 B，发布为 v\d+/)).toBeVisible();
    await expect(section.getByTestId(`experiment-${id}`)).toContainText(ex.ended);

    // Both shoppers now get B, server-rendered and hydrated.
    expect(await serverRendered(a.context, mall.url)).toContain(bText);
    await a.page.reload();
    await b.page.reload();
    await expect(a.page.getByText(bText).first()).toBeVisible();
    await expect(b.page.getByText(bText).first()).toBeVisible();
    expect([...a.recovered, ...b.recovered], 'React recovered from a hydration mismatch').toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('an operator makes a one-block variant in the console: shoppers in B get the edited block, figures per variant', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const bTitle = `区块变体 ${stamp}`;
  const headers = { 'x-operator-token': mall.operatorToken, 'content-type': 'application/json' };
  const api = `${mall.url}/api/booth/operator/pages/${HOME}`;
  const live = (await (await page.request.get(`${api}/layout`, { headers })).json()) as LayoutAnswer;
  homeAsFound = live.result.layout;

  // B: the live home with its best-sellers row retitled, edited with the editor's own form.
  await signIn(page, mall.url, mall.operatorToken);
  await page.goto(`${mall.url}/mbankmall-console/#/page/${HOME}`);
  const section = page.getByRole('region', { name: ex.title });
  await section.getByRole('button', { name: ex.create }).click();
  await section.getByLabel(ex.name).fill(`Best sellers title ${stamp}`);
  const b = section.getByRole('group', { name: ex.variant('B') });
  await b.getByRole('combobox', { name: ex.source, exact: true }).selectOption({ label: ex.sourceBlock });
  await b.getByRole('combobox', { name: ex.block, exact: true }).selectOption('home-best-sellers');
  const title = b
    .getByTestId('variant-block-props')
    .getByLabel(FIELD_WORDS.title?.zh[0] ?? '', { exact: true });
  await expect(title).toHaveValue('热销榜单');
  await title.fill(bTitle);
  await section.getByRole('button', { name: ex.start }).click();
  await expect(page.getByText(/实验 #\d+ 已开始/)).toBeVisible();
  // The list is read again after the start: wait for the running one (an ended one from before may be listed).
  const running = section.locator('[data-testid^="experiment-"]', { hasText: ex.running }).first();
  await expect(running).toBeVisible();
  const id = Number((await running.getAttribute('data-testid'))?.replace('experiment-', ''));
  expect(id).toBeGreaterThan(0);
  // The figures table names each variant's content: B is the replaced block.
  await expect(running.getByTestId('variant-B')).toContainText('home-best-sellers');
  await expect(running.getByTestId('variant-A')).toContainText('(v');

  // Sticky per visitor: B's shopper gets the edited row (server-rendered and hydrated), A's the live one.
  const visitors = visitorsFor(id);
  const shopperA = await shopper(browser, mall.url, visitors.A);
  const shopperB = await shopper(browser, mall.url, visitors.B);
  try {
    expect(await serverRendered(shopperA.context, mall.url)).not.toContain(bTitle);
    expect(await serverRendered(shopperB.context, mall.url)).toContain(bTitle);
    await shopperB.page.goto(`${mall.url}/mbankmall/index`);
    await expect(shopperB.page.getByText(bTitle).first()).toBeVisible();
    await shopperB.page.reload();
    await expect(shopperB.page.getByText(bTitle).first()).toBeVisible();
    expect(await serverRendered(shopperA.context, mall.url)).not.toContain(bTitle);
    expect(shopperB.recovered, 'React recovered from a hydration mismatch').toEqual([]);
  } finally {
    await shopperA.context.close();
    await shopperB.context.close();
  }
});
