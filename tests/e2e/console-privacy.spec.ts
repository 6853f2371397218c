import type { DeletionStatus } from '../../schemas/api/privacy';
import { consoleMessages } from '../../src/console/messages';
import { privacyRequestsMessages } from '../../src/console/pages/privacyRequestsMessages';
import { expect, test } from './fixtures';
import { api, originOf } from './journey';
import { apiLogin } from './login';

const shell = consoleMessages['zh-CN'];
const t = privacyRequestsMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

/** An auditor sees customers' account deletion requests in the console, by customer id only. */
test('an auditor sees a cancelled deletion request in the console', async ({ page, mall }) => {
  const origin = originOf(mall.url);
  const userCode = await apiLogin(mall.url, 'C0002');
  const asked = await api<DeletionStatus>(origin, '/api/mlife/privacy/deletion', userCode, { confirm: true });
  expect(asked.state).toBe('pending');
  await api(origin, '/api/mlife/privacy/deletion/cancel', userCode, {});

  const name = `auditor-${Date.now().toString(36)}`;
  const password = 'a passphrase for the auditor';
  const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
    headers: { 'x-operator-token': mall.operatorToken },
    data: { name, role: 'auditor', password },
  });
  expect(made.status()).toBe(200);
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(password);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.getByRole('link', { name: t.tab }).click();
  const list = page.getByTestId('console-privacy-requests');
  await expect(list.getByRole('row').filter({ hasText: t.cancelled }).first()).toBeVisible();
  // Nothing personal is shown: the customer is a number, never a name or a phone.
  await expect(list).not.toContainText('张敏');
  await expect(list).not.toContainText('13900139002');
});
