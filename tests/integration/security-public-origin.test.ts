import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, shopper } from './shopping-helpers';

/**
 * Finding 3: every absolute URL the server hands out (the cashier link with its pay token, the SSO
 * page) is built from the configured public origin, never from the Host or X-Forwarded-* headers.
 */
const PUBLIC = 'https://mall.bank.example';
let plain: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  [plain, proxied] = await Promise.all([startTestServer(), startTestServer({ publicOrigin: PUBLIC })]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), proxied?.stop()]);
});

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** A POST with headers fetch() will not let us forge (Host). */
function rawPost(
  server: TestServer,
  path: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<{ resCode: string; result: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    for (const [name, value] of Object.entries({ ...headers, 'content-type': 'application/json' })) {
      req.setHeader(name, value);
    }
    req.end(JSON.stringify(json));
  });
}

/** A fresh unpaid order of C0001's and the userCode that placed it. */
async function unpaidOrder(server: TestServer): Promise<{ userCode: string; orderNo: string }> {
  const userCode = await login(server.url, 'C0001');
  const s = shopper(server.url, userCode);
  const info = confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: 'SKU2400101', quantity: 1 })),
  );
  const created = createOrderResultSchema.parse(
    ok(
      await s.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId ?? 0,
        couponNo: null,
      }),
    ),
  );
  return { userCode, orderNo: created.orderNo };
}

async function cashierUrlWithForgedHost(server: TestServer): Promise<URL> {
  const { userCode, orderNo } = await unpaidOrder(server);
  const res = await rawPost(
    server,
    `${ORDER}/continue-payment`,
    { orderNo },
    {
      ...FORGED,
      userCode,
      uniqueCode: randomUUID(),
    },
  );
  expect(res.resCode).toBe('0000');
  return new URL(String(res.result.cashierUrl));
}

describe('cashier link', () => {
  it('stays on the server own origin whatever Host the caller sends', async () => {
    const url = await cashierUrlWithForgedHost(plain);
    expect(url.origin).toBe(plain.url);
    expect(plain.publicOrigin).toBe(plain.url);
    expect(url.pathname).toBe('/cashier/pay');
    expect(url.searchParams.get('payToken')).toBeTruthy();
  });

  it('uses the configured public origin behind a proxy', async () => {
    const url = await cashierUrlWithForgedHost(proxied);
    expect(url.origin).toBe(PUBLIC);
    expect(url.pathname).toBe('/cashier/pay');
  });
});

describe('SSO page address', () => {
  it('is on the public origin, never the forged Host, and a login may return to the public origin', async () => {
    const res = await rawPost(
      proxied,
      '/api/mlife/login/approval',
      { cb: `${PUBLIC}/mbankmall/index`, subChannelNo: 'cmbmobile' },
      FORGED,
    );
    expect(res.resCode).toBe('0000');
    const approvalUrl = new URL(String(res.result.approvalUrl));
    expect(approvalUrl.origin).toBe(PUBLIC);
    expect(approvalUrl.pathname).toBe('/sso/authorize');
  });
});
