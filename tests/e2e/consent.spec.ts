import type { Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../schemas/api/consent-cookie';
import { licenseMessages } from '../../src/pages/license/messages';
import { MALL_STORES } from '../../src/session/deviceStores';
import { sessionMessages } from '../../src/session/messages';
import { USER_CODE_KEY } from '../../src/session/userStore';
import { eventsOf } from '../../src/tracker/testing/decode';
import type { TrackEvent } from '../../src/tracker/types';
import { expect, test } from './fixtures';
import { originOf } from './journey';
import { apiLogin, loginAs } from './login';

/**
 * On the wire: the tracker uploads nothing before the disclaimer and the license are
 * accepted and sends what it held once they are; revoking the authorisation stops tracking, signs the
 * customer out, leaves none of the mall's stores on the device and is recorded on the server.
 */

const session = sessionMessages['zh-CN'];
const license = licenseMessages['zh-CN'];

/**
 * How long an unconsented tracker would take to upload once the page is idle: its lazy start comes at an
 * idle period a second after the last request ended (within 2 s), then it uploads at once (src/tracker
 * README, Startup). The window is the wait for an upload that must not come.
 */
const FIRST_UPLOAD_WINDOW_MS = 5000;

interface Upload {
  at: number;
  events: TrackEvent[];
}

/** Every tracking upload the tab sends, decoded as the ingest decodes it, with when it left. */
function recordUploads(page: Page): Upload[] {
  const uploads: Upload[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !new URL(r.url()).pathname.startsWith('/api/trace/')) return;
    const headers = new Headers(r.headers());
    uploads.push({ at: Date.now(), events: eventsOf({ headers, body: r.postData() ?? '' }) });
  });
  return uploads;
}

const isUpload = (r: { method(): string; url(): string }) =>
  r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/trace/');

/** Resolves false when no tracking upload leaves within the window. */
const uploadWithin = (page: Page, ms: number): Promise<boolean> =>
  page.waitForRequest(isUpload, { timeout: ms }).then(
    () => true,
    () => false,
  );

/** Calls of the server for a user code, as any client makes them. */
async function resCode(mallUrl: string, path: string, userCode: string): Promise<string> {
  const res = await fetch(`${originOf(mallUrl)}${path}`, { headers: { userCode } });
  return ((await res.json()) as { resCode: string }).resCode;
}

/** What the page tells the server of the shopper's consent (ADR 0075): the consent cookie, or undefined. */
const consentCookie = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;

test.describe('consent drives collection', () => {
  test('nothing is uploaded before the disclaimer and license are accepted; what happened meanwhile goes out after', async ({
    page,
    mall,
    pageErrors,
  }) => {
    // A bank session in the tab but no consent on the device: agreeing keeps the shopper on the page.
    const userCode = await apiLogin(mall.url, 'C0001');
    await page.addInitScript(
      ({ origin, key, value }) => {
        if (window.location.origin !== origin || window.sessionStorage.getItem('e2e:consentSpec')) return;
        window.sessionStorage.setItem('e2e:consentSpec', '1');
        window.sessionStorage.setItem(key, value);
      },
      { origin: originOf(mall.url), key: USER_CODE_KEY, value: userCode },
    );
    const uploads = recordUploads(page);
    await page.goto('index');

    const disclaimer = page.getByRole('dialog', { name: session.disclaimerTitle });
    await expect(disclaimer).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The shopper reads; the page is idle: an unconsented tracker would have uploaded by now.
    expect(await uploadWithin(page, FIRST_UPLOAD_WINDOW_MS)).toBe(false);
    // Nor does the server keep a visitor id for experiments: it has not been told of any consent.
    expect(await consentCookie(page)).toBeUndefined();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('mbm_vid');
    await disclaimer.getByRole('button', { name: session.confirm }).click();
    const dialog = page.getByRole('dialog', { name: session.licenseTitle });
    await dialog.getByRole('button', { name: session.agree }).click();
    expect(uploads).toEqual([]);
    // Nothing was cached on the device either.
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(
      'mbm-tracker',
    );

    const agreedAt = Date.now();
    await page
      .getByRole('dialog', { name: session.secondPromptTitle })
      .getByRole('button', { name: session.agreeAuthorisation })
      .click();
    await expect.poll(() => uploads.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await consentCookie(page)).toBe('1');
    const sent = uploads.flatMap((u) => u.events);
    // The page's start, built while the dialogs were open, went out after the agreement, signed in.
    const start = sent.find((e) => e.eventType === 'ClientStart');
    expect(start?.time).toBeLessThan(agreedAt);
    expect(start).toMatchObject({ isLogin: true, loginId: userCode });
    expect(uploads.every((u) => u.at >= agreedAt)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('revoking stops tracking, signs the customer out, erases the mall from the device and is recorded', async ({
    page,
    mall,
  }) => {
    const uploads = recordUploads(page);
    const { userCode } = await loginAs(page, mall.url, 'C0003', { path: '/revokeLicense' });
    await expect(page.getByTestId('auth-status')).toHaveText(license.authorised);
    // Tracking runs, and keeps its cache and ids on the device.
    await expect.poll(() => uploads.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
      .toContain('mbm-tracker');
    expect(await page.evaluate(() => localStorage.getItem('mbm_trk_visitor'))).not.toBeNull();

    await page.getByRole('button', { name: license.revoke }).click();
    await page
      .getByRole('dialog', { name: license.confirmTitle })
      .getByRole('button', { name: license.confirmOk, exact: true })
      .click();
    await expect(page.getByTestId('auth-status')).toHaveText(license.revoked);
    const revokedAt = Date.now();
    // The server is told, so it reads and keeps no visitor id for this device any more (ADR 0075).
    expect(await consentCookie(page)).toBe('0');

    // None of the mall's stores is left: only the test's own markers remain in session storage.
    const left = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage).filter((k) => !k.startsWith('e2e:')),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    expect(left.local).toEqual([]);
    expect(left.session).toEqual([]);
    for (const name of MALL_STORES.databases) expect(left.databases).not.toContain(name);

    // Signed out on the server: the session's personal calls answer 'not logged in'.
    for (const path of ['/api/mlife/customer/info', '/api/channel/cust/query-auth-info'])
      expect(await resCode(mall.url, path, userCode), path).toBe('0003');

    // The page goes on being used; nothing is collected or uploaded any more.
    await page.getByTestId('auth-status').click();
    await page.evaluate(() => window.history.pushState(null, '', '/mbankmall/revokeLicense?after=1'));
    expect(await uploadWithin(page, FIRST_UPLOAD_WINDOW_MS)).toBe(false);
    expect(uploads.filter((u) => u.at > revokedAt)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    // Recorded on the server: signed on again, the customer sees the revoke and its time.
    const again = await apiLogin(mall.url, 'C0003');
    const info = (await (
      await fetch(`${originOf(mall.url)}/api/channel/cust/query-auth-info`, { headers: { userCode: again } })
    ).json()) as { result: { isAuth: boolean; licenseVersion: string; revokeTime: number | null } };
    expect(info.result.isAuth).toBe(false);
    expect(info.result.revokeTime).not.toBeNull();

    // The next start begins from the disclaimer: the device remembers nothing of the mall.
    await page.goto('index');
    await expect(page.getByRole('dialog', { name: session.disclaimerTitle })).toBeVisible();
  });
});
