import type { Page } from '@playwright/test';
import { routeTitleMessages, shellMessages } from '../../src/app/messages';
import { licenseMessages } from '../../src/pages/license/messages';
import { grantedItemMessages, sessionMessages } from '../../src/session/messages';
import { expect, test } from './fixtures';
import { licenseVersion, loginAs, seedConsent, storageKeys } from './login';

const session = sessionMessages['zh-CN'];
const titles = routeTitleMessages['zh-CN'];
const shell = shellMessages['zh-CN'];

const license = licenseMessages['zh-CN'];

const readUserCode = (page: Page) => page.evaluate(() => sessionStorage.getItem('userCode'));

/** Customer info as the server sees the given session. */
async function whoIs(mallUrl: string, userCode: string) {
  const res = await fetch(`${mallUrl}/api/mlife/customer/info`, { headers: { userCode } });
  return (await res.json()) as { resCode: string; result: { userId: string; nickName: string } | null };
}

async function authStatus(mallUrl: string, userCode: string) {
  const res = await fetch(`${mallUrl}/api/channel/cust/auth-license`, { headers: { userCode } });
  return ((await res.json()) as { result: { isAuth: boolean; licenseVersion: string | null } }).result;
}

/** Chooses a customer on the simulated bank's SSO page. */
async function chooseOnSso(page: Page, customerNo: string) {
  await page.waitForURL(/\/sso\/authorize/);
  await page.locator(`button[name="customerNo"][value="${customerNo}"]`).click();
}

test.describe('startup consent and bank single sign-on', () => {
  test('a new customer confirms the disclaimer, agrees via the second prompt, logs in and lands where they began', async ({
    page,
    mall,
    pageErrors,
  }) => {
    await page.goto('order/list?tab=all');

    const disclaimer = page.getByRole('dialog', { name: session.disclaimerTitle });
    await expect(disclaimer).toContainText(session.disclaimer);
    await disclaimer.getByRole('button', { name: session.confirm }).click();

    const license = page.getByRole('dialog', { name: session.licenseTitle });
    for (const item of Object.values(grantedItemMessages['zh-CN'])) {
      await expect(license.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    }
    await expect(license.getByRole('checkbox')).not.toBeChecked();
    // Agree without ticking: the second prompt; 'think again' returns to the dialog.
    await license.getByRole('button', { name: session.agree }).click();
    const second = page.getByRole('dialog', { name: session.secondPromptTitle });
    await second.getByRole('button', { name: session.thinkAgain }).click();
    await expect(license).toBeVisible();
    await license.getByRole('button', { name: session.agree }).click();
    await second.getByRole('button', { name: session.agreeAuthorisation }).click();

    await chooseOnSso(page, 'C0001');

    // Back on the page they started from, its own query kept, the callback data gone.
    await page.waitForURL((url) => url.pathname === '/mbankmall/order/list' && !url.searchParams.has('code'));
    await expect(page).toHaveURL(/\/mbankmall\/order\/list\?tab=all$/);
    await expect(
      page.getByTestId('mall-header').getByRole('heading', { name: titles.orderList }),
    ).toBeVisible();
    await expect.poll(() => readUserCode(page)).toBeTruthy();
    const userCode = (await readUserCode(page)) ?? '';
    expect((await whoIs(mall.url, userCode)).result?.nickName).toBe('李伟');

    // Consent is stored on the device and, once the session existed, recorded on the server.
    const version = await licenseVersion(mall.url);
    const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.license);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ version });
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.disclaimer)).toBe('1');
    await expect
      .poll(() => authStatus(mall.url, userCode))
      .toEqual({ isAuth: true, licenseVersion: version });
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.userInfo))
      .toContain('U10000001');

    // A reload keeps the session: no dialog, no trip to the SSO page.
    const versionChecked = page.waitForResponse(/\/api\/mlife\/license\/version/);
    await page.reload();
    await versionChecked;
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/mbankmall\/order\/list\?tab=all$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await readUserCode(page)).toBe(userCode);
    expect(pageErrors).toEqual([]);
  });

  test('refusing the license goes back and does not log in', async ({ page }) => {
    await page.goto('index');
    await page.goto('order/list');
    await page
      .getByRole('dialog', { name: session.disclaimerTitle })
      .getByRole('button', { name: session.confirm })
      .click();
    await page
      .getByRole('dialog', { name: session.licenseTitle })
      .getByRole('button', { name: session.refuse })
      .click();
    await expect(page).toHaveURL(/\/mbankmall\/index$/);
    expect(await readUserCode(page)).toBeNull();
  });

  test('a booth page signs on at startup too (spec §4 step two), back where it began', async ({
    page,
    mall,
  }) => {
    await seedConsent(page, mall.url);
    await page.goto('index');
    await chooseOnSso(page, 'C0002');
    await page.waitForURL((url) => url.pathname === '/mbankmall/index' && !url.searchParams.has('code'));
    await expect(page).toHaveURL(/\/mbankmall\/index$/);
    await expect.poll(() => readUserCode(page)).toBeTruthy();
    const userCode = (await readUserCode(page)) ?? '';
    expect((await whoIs(mall.url, userCode)).result?.nickName).toBe('张敏');
  });

  test('the next sign-on is silent (the bank app remembers the customer); switching customer shows the chooser', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0002', { via: 'sso', path: '/order/list' });
    const first = (await readUserCode(page)) ?? '';

    // A new start without the mall's session: the bank app has one, so the SSO approves at once.
    const ssoAnswers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/sso/authorize') ssoAnswers.push(r.status());
    });
    await page.evaluate(() => sessionStorage.removeItem('userCode'));
    await page.reload();
    await expect.poll(() => readUserCode(page)).toBeTruthy();
    const silent = (await readUserCode(page)) ?? '';
    expect(silent).not.toBe(first);
    expect((await whoIs(mall.url, silent)).result?.nickName).toBe('张敏');
    expect(ssoAnswers).toEqual([303]);
    await expect(page).toHaveURL(/\/mbankmall\/order\/list\?needlogin=1$/);

    // Switching customer from the more menu: the chooser, the current customer marked.
    await page.getByTestId('mall-header').getByRole('button', { name: shell.more }).click();
    await page.getByRole('button', { name: session.switchCustomer }).click();
    await page.waitForURL(/\/sso\/authorize\?.*switch=1/);
    await expect(page.locator('button[name="customerNo"][value="C0002"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await chooseOnSso(page, 'C0001');
    await page.waitForURL((url) => url.pathname === '/mbankmall/order/list' && !url.searchParams.has('code'));
    await expect.poll(() => readUserCode(page)).toBeTruthy();
    const switched = (await readUserCode(page)) ?? '';
    expect((await whoIs(mall.url, switched)).result?.nickName).toBe('李伟');
  });

  test('a session that expires on the server while browsing leads through the SSO and back', async ({
    page,
    mall,
  }) => {
    await loginAs(page, mall.url, 'C0001', { path: '/order/list' });
    await expect(
      page.getByTestId('mall-header').getByRole('heading', { name: titles.orderList }),
    ).toBeVisible();

    // The server no longer knows this session: the next user-scoped call answers 0003.
    await page.evaluate(() => sessionStorage.setItem('userCode', 'expired-on-the-server'));
    // Browse on inside the app to a page that reads the customer's data.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/mbankmall/revokeLicense');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    await chooseOnSso(page, 'C0001');
    await page.waitForURL((url) => url.pathname === '/mbankmall/revokeLicense' && !url.search);
    await expect(page.getByTestId('auth-status')).toHaveText(license.authorised);
    const userCode = (await readUserCode(page)) ?? '';
    expect(userCode).not.toBe('expired-on-the-server');
    expect((await whoIs(mall.url, userCode)).resCode).toBe('0000');
  });

  test('loginAs through the SSO page lands logged in on the asked page', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, 'C0002', { via: 'sso', path: '/shoppingCart' });
    await expect(page).toHaveURL(/\/mbankmall\/shoppingCart\?needlogin=1$/);
    expect((await whoIs(mall.url, userCode)).result?.nickName).toBe('张敏');
    expect((await authStatus(mall.url, userCode)).isAuth).toBe(true);
  });

  test('a customer who is not a single-sign-on user sees the 1003 message', async ({ page, mall }) => {
    await seedConsent(page, mall.url);
    await page.goto('order/list');
    await chooseOnSso(page, 'C0004');
    const message = page.getByRole('dialog', {
      name: session.notSsoUser,
    });
    await expect(message).toBeVisible();
    expect(page.url()).not.toContain('respCode');
    expect(await readUserCode(page)).toBeNull();
    await message.getByRole('button', { name: session.confirm }).click();
    await expect(message).toBeHidden();
  });
});
