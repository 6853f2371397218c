import { HeaderNames } from '../../schemas/api/headers';
import { campaignMessages } from '../../src/pages/coupon/campaignMessages';
import { expect, operatorTest as test } from './fixtures';
import { seedConsent } from './login';

/**
 * A campaign link opened signed out (spec §7 token-coupon-send and -login): the mall sends the
 * shopper through the bank's sign-on, and back on the link the coupon is sent with the call for right after
 * sign-on (token-coupon-send-login), once; the shopper is told it arrived. On a server of its own
 * (operatorTest): the spec makes a campaign.
 */
const campaign = campaignMessages['zh-CN'];

test('a campaign link opened signed out sends its coupon after the sign-on', async ({ page, mall }) => {
  const res = await fetch(`${mall.url}/api/marketing/coupon/operator/campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: mall.operatorToken },
    body: JSON.stringify({ couponNo: 'CP0001' }),
  });
  const { result } = (await res.json()) as { result: { token: string } };
  const claims: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/marketing/coupon/token-coupon-send')) claims.push(new URL(r.url()).pathname);
  });

  // Past the disclaimer and the consent, but signed out.
  await seedConsent(page, mall.url);
  await page.goto(`${mall.url}/mbankmall/couponCenter?couponToken=${result.token}`);
  await page.waitForURL(/\/sso\/authorize/);
  expect(claims).toEqual([]);
  await page.locator('button[name="customerNo"][value="C0003"]').click();

  await expect(page.getByRole('dialog', { name: campaign.sentTitle })).toBeVisible();
  expect(claims).toEqual(['/api/marketing/coupon/token-coupon-send-login']);
  await expect(page).toHaveURL(/\/couponCenter/);
  await expect(page).not.toHaveURL(/couponToken/);
});
