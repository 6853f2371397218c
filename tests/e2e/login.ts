import { expect, type Page } from '@playwright/test';
import { browserStorageKey } from '../../src/bridge/storage';
import { DEVICE_OWNER, DISCLAIMER_CONFIRMED, DISCLAIMER_KEY, LICENSE_KEY } from '../../src/session/keys';
import { USER_CODE_KEY } from '../../src/session/userStore';
import { api, call, originOf } from './journey';

/**
 * E2E helpers for the session: a logged-in, consented page in one call, for any spec.
 *
 *   const { userCode } = await loginAs(page, mall.url, 'C0001');                 // lands on /index
 *   await loginAs(page, mall.url, 'C0001', { path: '/shoppingCart' });           // lands there
 *   await loginAs(page, mall.url, 'C0002', { via: 'sso', path: '/order/list' }); // through the SSO page
 *
 * 'api' (default) logs in over HTTP the way the SSO page would and hands the user code to the page;
 * 'sso' clicks through the real SSO page. Both seed the disclaimer and license consent in the browser
 * fallback of native storage, so no startup dialog appears, and record the consent on the server.
 * The simulated SSO remembers the customer chosen on its page in its own cookie (the bank app's session on
 * the device), so in a browser context that went through it once, later sign-ons return without the
 * chooser; a new context (each test) starts without.
 * seedConsent() alone leaves the tab without a session: every page signs on at startup (spec §4 step two,
 * ADR 0004), so the first page goes to the SSO page. Specs that browse use loginAs().
 * Seeded customers: C0001 李伟, C0002 张敏, C0003 王芳 (SSO users), C0004 (not an SSO user).
 */

/** Native-storage keys as the bridge's browser fallback writes them (localStorage). */
export const storageKeys = {
  disclaimer: browserStorageKey(DISCLAIMER_KEY, DEVICE_OWNER),
  license: browserStorageKey(LICENSE_KEY, DEVICE_OWNER),
  userInfo: browserStorageKey('userInfo', DEVICE_OWNER),
} as const;

/** Marks the tab as seeded, so a later 0003 that clears the user code is not undone by a navigation. */
const SEEDED_MARKER = 'e2e:sessionSeeded';

/** The server's current agreement version. */
export const licenseVersion = async (mallUrl: string): Promise<string> =>
  (await call<{ licenseVersion: string }>(`${originOf(mallUrl)}/api/mlife/license/version`)).licenseVersion;

/** The whole bank login over HTTP (approval, SSO page form, code exchange); returns the user code. */
export async function apiLogin(mallUrl: string, customerNo: string): Promise<string> {
  const origin = originOf(mallUrl);
  const { approvalUrl } = await call<{ approvalUrl: string }>(
    `${origin}/api/mlife/login/approval`,
    {},
    {
      cb: `${origin}/mbankmall/index`,
      subChannelNo: 'cmbmobile',
    },
  );
  const state = new URL(approvalUrl).searchParams.get('state') ?? '';
  const chosen = await fetch(`${origin}/sso/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, customerNo }).toString(),
    redirect: 'manual',
  });
  const back = new URL(chosen.headers.get('location') ?? '', origin).searchParams;
  const code = back.get('code');
  if (!code) throw new Error(`no login code for ${customerNo}: respCode ${back.get('respCode')}`);
  const result = await call<{ userCode: string }>(
    `${origin}/api/mlife/login/user-code`,
    {},
    {
      code,
      subChannelNo: 'cmbmobile',
    },
  );
  return result.userCode;
}

/** Records the authorisation on the server, as agreeing in the license dialog does. */
export async function recordConsent(mallUrl: string, userCode: string, version: string): Promise<void> {
  await api(originOf(mallUrl), '/api/channel/cust/auth-license', userCode, {
    deleteType: 0,
    licenseVersion: version,
  });
}

/**
 * Seeds the disclaimer flag and the license consent once per tab (before the first document of the
 * mall's origin runs), so a spec can still clear them later and watch the dialogs come back.
 */
export async function seedConsent(page: Page, mallUrl: string, version?: string): Promise<void> {
  const agreed = version ?? (await licenseVersion(mallUrl));
  await page.addInitScript(
    ({ origin, entries, marker }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    {
      origin: originOf(mallUrl),
      marker: 'e2e:consentSeeded',
      entries: [
        [storageKeys.disclaimer, DISCLAIMER_CONFIRMED],
        [storageKeys.license, JSON.stringify({ version: agreed, time: Date.now() })],
      ] as [string, string][],
    },
  );
}

/** Logs in over HTTP, records the consent and hands the user code to the tab's first mall document. */
async function seedUserCode(
  page: Page,
  mallUrl: string,
  customerNo: string,
  version: string,
): Promise<string> {
  const userCode = await apiLogin(mallUrl, customerNo);
  await recordConsent(mallUrl, userCode, version);
  await page.addInitScript(
    ({ origin, key, value, marker }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      window.sessionStorage.setItem(key, value);
    },
    { origin: originOf(mallUrl), key: USER_CODE_KEY, value: userCode, marker: SEEDED_MARKER },
  );
  return userCode;
}

/**
 * Consent and a session seeded, without opening a page: for specs that browse and open pages
 * themselves. Every page signs on at startup (spec §4 step two), so consent alone would go to the SSO page.
 */
export async function seedSession(
  page: Page,
  mallUrl: string,
  customerNo = 'C0001',
): Promise<{ userCode: string }> {
  const version = await licenseVersion(mallUrl);
  await seedConsent(page, mallUrl, version);
  return { userCode: await seedUserCode(page, mallUrl, customerNo, version) };
}

export interface LoginOptions {
  /** Route path to land on, under /mbankmall (default '/index'). May carry a query. */
  path?: string;
  via?: 'api' | 'sso';
}

/** Logs a seeded customer in and leaves the page on `path`, consented and with a session. */
export async function loginAs(
  page: Page,
  mallUrl: string,
  customerNo: string,
  { path = '/index', via = 'api' }: LoginOptions = {},
): Promise<{ userCode: string }> {
  const origin = originOf(mallUrl);
  const version = await licenseVersion(mallUrl);
  await seedConsent(page, mallUrl, version);
  const target = `${origin}/mbankmall${path}`;

  if (via === 'api') {
    const userCode = await seedUserCode(page, mallUrl, customerNo, version);
    await page.goto(target);
    return { userCode };
  }

  // Through the real SSO page; needlogin makes public pages log in too.
  const url = new URL(target);
  url.searchParams.set('needlogin', '1');
  await page.goto(url.href);
  await page.waitForURL(/\/sso\/authorize/);
  await page.locator(`button[name="customerNo"][value="${customerNo}"]`).click();
  await page.waitForURL((u) => u.pathname === new URL(target).pathname && !u.searchParams.has('code'));
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), USER_CODE_KEY)).toBeTruthy();
  const userCode = (await page.evaluate((key) => sessionStorage.getItem(key), USER_CODE_KEY)) ?? '';
  await recordConsent(mallUrl, userCode, version);
  return { userCode };
}
