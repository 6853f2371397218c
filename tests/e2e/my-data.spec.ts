import { readFile } from 'node:fs/promises';
import type { DeletionStatus, MyData } from '../../schemas/api/privacy';
import { routeTitleMessages } from '../../src/app/messages';
import { privacyMessages } from '../../src/pages/mine/privacyMessages';
import { expect, test } from './fixtures';
import { answer, api, originOf, pageReady } from './journey';
import { loginAs } from './login';

const t = privacyMessages['zh-CN'];
const titles = routeTitleMessages['zh-CN'];
/** C0003 (王芳) as seeded: fixtures/seed/customers.json. */
const CUSTOMER = 'C0003';
const MOBILE = '13700137003';
const MASKED = '137****7003';

/**
 * In the browser: 我的 → 我的信息 shows what the mall holds with its counts and exports it
 * as a file (the customer's own, phone masked); 我的 → 注销商城账户 explains the cooling-off, asks for
 * confirmation, shows the pending request with its dates, and cancels it.
 */
test.describe('my information and account deletion', () => {
  test('shows what the mall holds and exports it as a file', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, CUSTOMER, { path: '/mine' });
    await pageReady(page);
    await page.getByTestId('mine-my-data').click();
    await expect(page).toHaveURL(/\/mine\/my-data$/);
    await expect(page.getByTestId('mall-header').getByRole('heading', { name: titles.myData })).toBeVisible();

    // The counts the screen shows are the server's (other specs may have ordered as this customer).
    const held = await api<MyData>(originOf(mall.url), '/api/mlife/privacy/my-data', userCode);
    await expect(page.getByTestId('my-data-mobile')).toHaveText(MASKED);
    await expect(page.getByTestId('my-data-orders')).toHaveText(t.count(String(held.ordersCount)));
    await expect(page.getByTestId('my-data-uploads')).toHaveText(t.count(String(held.uploadsCount)));
    await expect(page.getByTestId('my-data-tracking')).toContainText(/\d+/);
    await expect(page.getByTestId('my-data-consent')).toContainText(t.grant);

    const download = page.waitForEvent('download');
    await page.getByTestId('my-data-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mbankmall-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await file.path(), 'utf8');
    const data = JSON.parse(text) as { tables: { customers: { customer_no: string; mobile: string }[] } };
    expect(data.tables.customers).toEqual([
      expect.objectContaining({ customer_no: CUSTOMER, mobile: MASKED }),
    ]);
    // The full number never leaves the server, and nobody else's profile is in the file.
    expect(text).not.toContain(MOBILE);
    expect(text).not.toContain('C0001');
  });

  test('asks for the account to be deleted and cancels during the cooling-off', async ({ page, mall }) => {
    const { userCode } = await loginAs(page, mall.url, CUSTOMER, { path: '/mine' });
    await pageReady(page);
    await page.getByTestId('mine-delete-account').click();
    await expect(page).toHaveURL(/\/mine\/delete-account$/);
    const before = await api<DeletionStatus>(originOf(mall.url), '/api/mlife/privacy/deletion', userCode);
    const days = String(before.coolingDays);
    await expect(page.getByTestId('deletion-explain')).toHaveText(t.deletionExplain(days));

    // Asked, then thought better of in the dialog: nothing is filed.
    await page.getByTestId('deletion-request').click();
    await answer(page, t.confirmTitle, t.confirmCancel);
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);

    await page.getByTestId('deletion-request').click();
    await answer(page, t.confirmTitle, t.confirmOk);
    await expect(page.getByTestId('deletion-pending')).toBeVisible();
    const pending = await api<DeletionStatus>(originOf(mall.url), '/api/mlife/privacy/deletion', userCode);
    expect(pending.state).toBe('pending');
    expect((pending.dueAt ?? 0) - (pending.requestedAt ?? 0)).toBe(before.coolingDays * 24 * 60 * 60 * 1000);
    // Shown again (a reload), the screen still shows the request and its dates.
    await page.reload();
    await expect(page.getByTestId('deletion-pending')).toBeVisible();

    await page.getByTestId('deletion-cancel').click();
    await expect(page.getByTestId('deletion-request')).toBeVisible();
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
    const after = await api<DeletionStatus>(originOf(mall.url), '/api/mlife/privacy/deletion', userCode);
    expect(after.state).toBe('none');
  });
});
