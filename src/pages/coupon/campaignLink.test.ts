import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { sessionSettledStore } from '../../session/overlayGate';
import { USER_CODE_KEY } from '../../session/userStore';
import { modal, modalStore } from '../../ui/modalStore';
import { claimCampaignCoupon } from './campaignLink';
import { campaignMessages } from './campaignMessages';

const t = campaignMessages['zh-CN'];
const coupon = {
  couponNo: 'CP9',
  name: '新人满100减20',
  couponType: 1,
  thresholdCents: 10000,
  discountCents: 2000,
  discountPercent: null,
  scope: 'all',
  storeNo: null,
  categoryCode: null,
  id: 1,
  validFrom: 0,
  validUntil: Date.now() + 86_400_000,
  state: 3,
  expiringSoon: false,
  claimedAt: 0,
  usedAt: null,
  orderNo: null,
  source: 'send',
};

function serve(result: unknown) {
  const sent: { path: string; body: unknown; userCode: string | null }[] = [];
  configureClient({
    getUserCode: () => sessionStorage.getItem(USER_CODE_KEY),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      sent.push({
        path,
        body: JSON.parse(String(init?.body)),
        userCode: new Headers(init?.headers).get('userCode'),
      });
      return new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return sent;
}

/** The dialog the claim opened, once it is there (bounded: the claim answers from memory). */
async function dialog() {
  for (let i = 0; i < 50 && modalStore.get().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  const [first] = modalStore.get();
  if (!first) throw new Error('no dialog');
  return first.options;
}

beforeEach(() => {
  sessionStorage.setItem(USER_CODE_KEY, 'uc-1');
  sessionSettledStore.set(true);
});
afterEach(() => {
  modal.dismissAll();
  resetClient();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('campaign links (token-coupon-send has a caller)', () => {
  it('claims the coupon on arrival, says it arrived, and takes the token out of the address', async () => {
    history.replaceState(null, '', '/mbankmall/couponCenter?couponToken=CAMP1&src=sms');
    const sent = serve({ sent: true, already: false, coupon });
    const done = claimCampaignCoupon();
    const shown = await dialog();
    expect(sent).toEqual([
      { path: '/api/marketing/coupon/token-coupon-send', body: { token: 'CAMP1' }, userCode: 'uc-1' },
    ]);
    expect(shown).toMatchObject({ title: t.sentTitle, message: t.sent('新人满100减20') });
    expect(`${location.pathname}${location.search}`).toBe('/mbankmall/couponCenter?src=sms');
    modal.dismissAll();
    await done;
  });

  it('a second claim of the same campaign and an ended campaign each say so', async () => {
    history.replaceState(null, '', '/mbankmall/?couponToken=CAMP1');
    serve({ sent: false, already: true, coupon });
    void claimCampaignCoupon();
    expect(await dialog()).toMatchObject({ title: t.alreadyTitle, message: t.already('新人满100减20') });
    modal.dismissAll();

    history.replaceState(null, '', '/mbankmall/?couponToken=OLD');
    serve({ sent: false, already: false, reason: 'ended' });
    void claimCampaignCoupon();
    expect(await dialog()).toMatchObject({ title: t.refusedTitle, message: t.ended });
  });

  it('waits for startup to settle before claiming', async () => {
    sessionSettledStore.set(false);
    history.replaceState(null, '', '/mbankmall/?couponToken=CAMP1');
    const sent = serve({ sent: true, already: false, coupon });
    void claimCampaignCoupon();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    sessionSettledStore.set(true);
    expect(await dialog()).toMatchObject({ title: t.sentTitle });
    expect(sent).toHaveLength(1);
  });
});
