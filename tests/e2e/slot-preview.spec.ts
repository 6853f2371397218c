import { FIELD_WORDS } from '../../schemas/booth/field-words';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { DISCLAIMER_CONFIRMED } from '../../src/session/keys';
import { USER_CODE_KEY } from '../../src/session/userStore';
import { expect, operatorTest as test } from './fixtures';
import { api, at, originOf, pageReady } from './journey';
import { apiLogin, licenseVersion, loginAs, recordConsent, storageKeys } from './login';

/**
 * Slots previewed in place: an operator edits the cart slot's draft in the console and
 * previews it on the real cart screen; a shopper without the preview token still gets the published slot.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];
const noticeText = FIELD_WORDS.text?.zh[0] ?? 'text';
const CART = '/api/shoppingcart/shopping-cart';
const MOONCAKE = 'SKU2800702';

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test("a cart slot's draft shows on the cart screen in preview, never to a shopper", async ({
  page,
  context,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const origin = originOf(mall.url);
  const published = '购物车公告：已发布';
  const draft = `购物车公告：草稿 ${Date.now().toString(36)}`;
  // The published slot the shoppers get.
  const operator = async (method: 'PUT' | 'POST', path: string, body: unknown) => {
    const res = await fetch(`${origin}/api/booth/operator/pages/code-41/${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-operator-token': mall.operatorToken },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
  };
  await operator('PUT', 'draft', {
    schemaVersion: 2,
    pageId: 'slot-41',
    pageCode: 41,
    title: '购物车位',
    version: 1,
    blocks: [{ id: 'slot-41-notice', type: 'noticeBoard', props: { items: [{ text: published }] } }],
  });
  await operator('POST', 'publish', {});

  // The operator's browser is signed in to the mall as a shopper too (every tab of it, the preview's new
  // window included), as a bank's operator checking a slot would be.
  const version = await licenseVersion(mall.url);
  const userCode = await apiLogin(mall.url, 'C0002');
  await recordConsent(mall.url, userCode, version);
  // The slot sits under the cart's lines: a cart with one.
  await api(origin, `${CART}/clear`, userCode, { scope: 'all' });
  await api(origin, `${CART}/add-v2`, userCode, { skuNo: MOONCAKE, quantity: 1 });
  await context.addInitScript(
    ({ key, value, entries }) => {
      window.sessionStorage.setItem(key, value);
      for (const [k, v] of entries) window.localStorage.setItem(k, v);
    },
    {
      key: USER_CODE_KEY,
      value: userCode,
      entries: [
        [storageKeys.disclaimer, DISCLAIMER_CONFIRMED],
        [storageKeys.license, JSON.stringify({ version, time: Date.now() })],
      ] as [string, string][],
    },
  );

  // The console: the cart slot's notice edited and saved as a draft, then previewed on its screen.
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Lan');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.getByRole('button', { name: `${pages.open} code-41` }).click();
  await page.getByRole('button', { name: `${types.noticeBoard} · slot-41-notice`, exact: true }).click();
  const properties = page.getByRole('region', { name: ed.properties });
  await properties.getByLabel(noticeText, { exact: true }).first().fill(draft);
  // Unsaved, the preview would not show this edit: it asks for a save first.
  await expect(page.getByRole('button', { name: ed.previewInPage })).toBeDisabled();
  await page.getByRole('button', { name: ed.save }).click();
  await expect(page.getByText(ed.saved, { exact: true })).toBeVisible();
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: ed.previewInPage }).click(),
  ]);
  await expect(preview).toHaveURL(/\/mbankmall\/shoppingCart\?previewSlot=41&slotPreviewToken=/);
  await pageReady(preview);
  const slot = preview.getByTestId('placement-slot');
  await expect(slot).toContainText(draft);
  await expect(slot).toHaveAttribute('data-preview', 'true');

  // A plain shopper (a context never given the token) gets the published slot on the same screen.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const shopper = await shopperContext.newPage();
    const plain = await loginAs(shopper, mall.url, 'C0003', { path: '/index' });
    await api(origin, `${CART}/clear`, plain.userCode, { scope: 'all' });
    await api(origin, `${CART}/add-v2`, plain.userCode, { skuNo: MOONCAKE, quantity: 1 });
    await shopper.goto(at(mall, '/shoppingCart'));
    await pageReady(shopper);
    await expect(shopper.getByTestId('placement-slot')).toContainText(published);
    await expect(shopper.getByTestId('placement-slot')).not.toContainText(draft);
  } finally {
    await shopperContext.close();
  }
});
