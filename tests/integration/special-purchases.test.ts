import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eduVerificationSchema,
  operatorSkuInfoSchema,
  tradeInEstimateSchema,
} from '../../schemas/api/special-purchase';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * The special purchases against the real server: the simulated operator's codes (read from its
 * text log page, as a tester would), the telecom and education prices at checkout, trade-in estimates.
 */
let server: TestServer;
let li: Shopper;
let zhang: Shopper;
const PHONE_SKU = 'SKU2000502';
const EDU_SKU = 'SKU2100501';
const VERIFY = `${ORDER}/operator-verification`;
const TRADE_IN = '/api/marketing/trade-in';
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer();
});
// The tests move the clock by hours (code and estimate lifetimes): sign on afresh for each.
beforeEach(async () => {
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

/** The newest code the simulated operator texted to the number, from its staff page (operator token). */
async function textedCode(phone: string): Promise<string> {
  const res = await fetch(`${server.url}/telecom-sim/texts?lang=zh-CN`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: server.operatorToken, phone }).toString(),
  });
  expect(res.status).toBe(200);
  const code = /验证码为 (\d{6})/.exec(await res.text())?.[1];
  if (!code) throw new Error(`no text to ${phone}`);
  return code;
}

const refusal = (res: { body: { resCode: string; resMsg: string; result: unknown } }) => ({
  resCode: res.body.resCode,
  reason: (res.body.result as { reason?: string } | null)?.reason,
  message: res.body.resMsg,
});

/** Buys one piece now and answers the order's payable (the server's price, whatever the screen said). */
async function buyOne(s: Shopper, skuNo: string, extra: Record<string, unknown> = {}) {
  const info = ok(
    await s.post<{
      confirmToken: string;
      address: { addressId: number } | null;
      items: { priceCents: number }[];
    }>(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity: 1 }),
  );
  const body = { confirmToken: info.confirmToken, addressId: info.address?.addressId, ...extra };
  return { info, res: await s.post<{ payableCents: number }>(`${ORDER}/create-order`, body, randomUUID()) };
}

describe('operator-phone purchase (price label 26)', () => {
  it('refuses numbers of other operators and SKUs without a telecom price, with clear words', async () => {
    const other = await li.post(`${VERIFY}/send`, { phone: '13912345678', skuNo: PHONE_SKU });
    expect(refusal(other)).toMatchObject({
      reason: 'not_subscriber',
      message: expect.stringContaining('China Unicom'),
    });
    const plain = await li.post(`${VERIFY}/send`, { phone: '18612345670', skuNo: 'SKU2000101' });
    expect(refusal(plain).reason).toBe('not_telecom_sku');
    const bad = await li.post(`${VERIFY}/send`, { phone: '12345', skuNo: PHONE_SKU });
    expect(bad.status).toBe(400);
  });

  it('checks a code once, refuses a wrong one, never answers the code, and limits the sends', async () => {
    const phone = '18612345671';
    const sent = await li.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU });
    const result = ok(sent) as Record<string, unknown>;
    expect(result.sentTo).toBe('186****5671');
    const code = await textedCode(phone);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    expect(server.logs.join('\n')).not.toContain(code);

    // Again at once: too soon, with the wait.
    const again = await li.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU });
    expect(refusal(again).reason).toBe('send_too_soon');

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await li.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code: wrong });
    expect(refusal(refused)).toEqual({
      resCode: 'E0409',
      reason: 'code_wrong',
      message: expect.stringContaining('not right'),
    });
    // Another customer cannot use Li's code for the same number.
    expect(refusal(await zhang.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code })).reason).toBe(
      'no_code',
    );

    const checked = ok(await li.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code })) as {
      verified: { phoneMasked: string };
      telecomPriceCents: number;
    };
    expect(checked.verified.phoneMasked).toBe('186****5671');
    expect(refusal(await li.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code })).reason).toBe(
      'code_used',
    );

    // Five texts an hour per number.
    for (let i = 0; i < 4; i++) {
      server.advance(MINUTE + 1);
      ok(await li.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU }));
    }
    server.advance(MINUTE + 1);
    expect(refusal(await li.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU })).reason).toBe('send_limit');
  });

  it('lets a code expire', async () => {
    const phone = '18612345672';
    ok(await zhang.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU }));
    const code = await textedCode(phone);
    server.advance(5 * MINUTE + 1);
    const late = await zhang.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code });
    expect(refusal(late)).toMatchObject({
      reason: 'code_expired',
      message: expect.stringContaining('expired'),
    });
    const info = operatorSkuInfoSchema.parse(ok(await zhang.get(`${VERIFY}/sku-info`, { skuNo: PHONE_SKU })));
    expect(info.verified).toBeNull();
  });

  it('sells at the telecom price only to the customer who verified, for that SKU, while it holds', async () => {
    const phone = '18612345673';
    // Li's number verified in an earlier test lapses first: Li is the customer who did not verify.
    server.advance(31 * MINUTE);
    li = shopper(server.url, await login(server.url, 'C0001'));
    zhang = shopper(server.url, await login(server.url, 'C0002'));
    ok(await zhang.post(`${VERIFY}/send`, { phone, skuNo: PHONE_SKU }));
    ok(await zhang.post(`${VERIFY}/check`, { phone, skuNo: PHONE_SKU, code: await textedCode(phone) }));
    const info = operatorSkuInfoSchema.parse(ok(await zhang.get(`${VERIFY}/sku-info`, { skuNo: PHONE_SKU })));
    expect(info.verified?.phoneMasked).toBe('186****5673');
    expect(info.telecomPriceCents).toBeLessThan(info.salePriceCents);

    const verified = await buyOne(zhang, PHONE_SKU);
    expect(verified.info.items[0]?.priceCents).toBe(info.telecomPriceCents);
    expect(ok(verified.res).payableCents).toBe(info.telecomPriceCents);

    // Li has no verification now: the ordinary price, whatever a screen might claim.
    const unverified = await buyOne(li, PHONE_SKU);
    expect(ok(unverified.res).payableCents).toBe(info.salePriceCents);

    // Once the verification lapses, Zhang pays the ordinary price again.
    server.advance(31 * MINUTE);
    zhang = shopper(server.url, await login(server.url, 'C0002'));
    expect(ok((await buyOne(zhang, PHONE_SKU)).res).payableCents).toBe(info.salePriceCents);
  });
});

describe("the operator's text log", () => {
  it('shows texts only to a caller with the operator token, never cached or framed', async () => {
    const page = await fetch(`${server.url}/telecom-sim/texts`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toMatch(/验证码为/);
    const wrong = await fetch(`${server.url}/telecom-sim/texts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'not-the-token', phone: '' }).toString(),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toMatch(/验证码为/);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect(wrong.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('education offer (price label 101)', () => {
  it('applies the education price after the verifier approves, and only to that customer', async () => {
    const price = await li.get<{ salePriceCents: number; educationPriceCents: number }>(
      `${ORDER}/apple-edu-verify/price`,
      { skuNo: EDU_SKU },
    );
    const { salePriceCents, educationPriceCents } = ok(price);
    expect(ok((await buyOne(li, EDU_SKU)).res).payableCents).toBe(salePriceCents);

    const rejected = eduVerificationSchema.parse(
      ok(
        await li.post(`${ORDER}/apple-edu-verify`, {
          email: 'li@example.com',
          studentNo: '2024001234',
          name: '李伟',
        }),
      ),
    );
    expect(rejected.state).toBe('pending');
    server.advance(3001);
    const seen = eduVerificationSchema.parse(ok(await li.get(`${ORDER}/apple-edu-verify`)));
    expect(seen).toMatchObject({ state: 'rejected', reason: 'school_unknown' });

    const pending = eduVerificationSchema.parse(
      ok(
        await li.post(`${ORDER}/apple-edu-verify`, {
          email: 'li@pku.edu.cn',
          studentNo: '2024001234',
          name: '李伟',
        }),
      ),
    );
    expect(pending.state).toBe('pending');
    // While pending the price is still the ordinary one, and a second application is refused.
    expect(ok((await buyOne(li, EDU_SKU)).res).payableCents).toBe(salePriceCents);
    const twice = await li.post(`${ORDER}/apple-edu-verify`, {
      email: 'li@pku.edu.cn',
      studentNo: '2024001234',
      name: '李伟',
    });
    expect(refusal(twice).reason).toBe('edu_pending');
    server.advance(3001);
    expect(eduVerificationSchema.parse(ok(await li.get(`${ORDER}/apple-edu-verify`)))).toMatchObject({
      state: 'approved',
      school: '北京大学',
    });
    expect(ok((await buyOne(li, EDU_SKU)).res).payableCents).toBe(educationPriceCents);
    // Zhang has not been verified: Li's approval is not hers.
    expect(ok((await buyOne(zhang, EDU_SKU)).res).payableCents).toBe(salePriceCents);
  });
});

describe('trade-in', () => {
  it('values a device by the appraiser table and takes it off one order only, even under parallel orders', async () => {
    const estimate = tradeInEstimateSchema.parse(
      ok(await zhang.post(`${TRADE_IN}/estimate`, { modelCode: 'IP14', condition: 'good', powersOn: true })),
    );
    expect(estimate.valueCents).toBe(184000); // 80 % of 2300 yuan
    const broken = tradeInEstimateSchema.parse(
      ok(
        await zhang.post(`${TRADE_IN}/estimate`, {
          modelCode: 'IP14',
          condition: 'like_new',
          powersOn: false,
        }),
      ),
    );
    expect(broken.valueCents).toBe(5000);
    expect(
      refusal(
        await zhang.post(`${TRADE_IN}/estimate`, { modelCode: 'NOPE', condition: 'good', powersOn: true }),
      ).reason,
    ).toBe('trade_in_model_unknown');

    // Another customer cannot use Zhang's estimate: it reads as not found.
    const foreign = await buyOne(li, 'SKU2100201', { tradeInNo: estimate.estimateNo });
    expect(foreign.res.status).toBe(404);

    // Two orders at once with the same estimate: one takes it, the other is refused; nothing else changes.
    const confirm = async () => {
      const info = ok(
        await zhang.post<{ confirmToken: string; address: { addressId: number } | null }>(
          `${ORDER}/confirmation-info`,
          {
            source: 'buyNow',
            skuNo: 'SKU2100201',
            quantity: 1,
          },
        ),
      );
      return {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId,
        tradeInNo: estimate.estimateNo,
      };
    };
    const bodies = await Promise.all([confirm(), confirm(), confirm()]);
    const answers = await Promise.all(
      bodies.map((b) => zhang.post<{ payableCents: number }>(`${ORDER}/create-order`, b, randomUUID())),
    );
    const won = answers.filter((a) => a.body.resCode === '0000');
    expect(won).toHaveLength(1);
    expect(won[0]?.body.result.payableCents).toBe(1199900 - 184000);
    for (const lost of answers.filter((a) => a.body.resCode !== '0000'))
      expect(refusal(lost).reason).toBe('trade_in_used');

    const recalculated = ok(
      await zhang.post<{ tradeInCents?: number; payableCents: number }>(`${ORDER}/recalculate-amount`, {
        confirmToken: (await confirm()).confirmToken,
        tradeInNo: broken.estimateNo,
      }),
    );
    expect(recalculated).toMatchObject({ tradeInCents: 5000, payableCents: 1199900 - 5000 });

    // Held for a day, then gone.
    server.advance(24 * 60 * MINUTE + 1);
    zhang = shopper(server.url, await login(server.url, 'C0002'));
    const late = await buyOne(zhang, 'SKU2100201', { tradeInNo: broken.estimateNo });
    expect(refusal(late.res).reason).toBe('trade_in_expired');
  });

  it('gives the estimate back when its order is cancelled unpaid', async () => {
    const estimate = tradeInEstimateSchema.parse(
      ok(await zhang.post(`${TRADE_IN}/estimate`, { modelCode: 'XM14', condition: 'good', powersOn: true })),
    );
    const first = ok((await buyOne(zhang, 'SKU2200201', { tradeInNo: estimate.estimateNo })).res) as {
      orderNo: string;
      payableCents: number;
    };
    expect(first.payableCents).toBe(0); // 1520 yuan off 1299-yuan earbuds
    expect(refusal((await buyOne(zhang, 'SKU2200201', { tradeInNo: estimate.estimateNo })).res).reason).toBe(
      'trade_in_used',
    );
    ok(await zhang.post(`${ORDER}/cancel`, { orderNo: first.orderNo, reason: '不想要了' }));
    const again = ok((await buyOne(zhang, 'SKU2200201', { tradeInNo: estimate.estimateNo })).res);
    expect(again.payableCents).toBe(0);
  });

  it('never takes a payable below zero', async () => {
    const big = tradeInEstimateSchema.parse(
      ok(
        await li.post(`${TRADE_IN}/estimate`, { modelCode: 'IP15P', condition: 'like_new', powersOn: true }),
      ),
    );
    // Earbuds for 1299 yuan against a 4200-yuan estimate: the payable stops at zero.
    const bought = await buyOne(li, 'SKU2200201', { tradeInNo: big.estimateNo });
    expect(ok(bought.res).payableCents).toBe(0);
    // A product whose category takes no trade-in refuses the estimate.
    const other = tradeInEstimateSchema.parse(
      ok(await li.post(`${TRADE_IN}/estimate`, { modelCode: 'IP13', condition: 'fair', powersOn: true })),
    );
    const phone = await buyOne(li, 'SKU2000101', { tradeInNo: other.estimateNo });
    expect(refusal(phone.res).reason).toBe('trade_in_not_allowed');
  });
});
