import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCountSchema } from '../../schemas/api/cart';
import { deviceInfoSchema } from '../../schemas/api/channel-extras';
import { productCardsResultSchema } from '../../schemas/api/productCard';
import { sealDeviceInfo } from '../../server/domain/device-info';
import { SHOPPING_DEFAULTS } from '../../server/domain/shopping-config';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * Spec §7: calls are GET unless noted, and the cart list has count as POST. Each call below answers in
 * the spec's method as well as in the one the screens use, with the same answer and the same checks.
 */
const SOLD_OUT = 'SKU2000103';
const NOT_STARTED = 'SKU2000601';
const SUITCASE = 'SKU2400101';

let server: TestServer;
let li: Shopper;
let userCode: string;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  userCode = await login(server.url, 'C0001');
  li = shopper(server.url, userCode);
});
afterAll(() => server?.stop());

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('get-mbank-product-info-v1 by GET', () => {
  const PATH = '/api/channel/get-mbank-product-info-v1';
  const rows = [
    { key: 'fixed', skuNos: [SUITCASE, SOLD_OUT] },
    { key: 'phones', query: { categoryCode: '20', pageSize: 3 } },
  ];

  it('answers the rows of a JSON query parameter as the POST answers its body', async () => {
    const posted = productCardsResultSchema.parse(ok(await call(server.url, PATH, { json: { rows } })));
    const got = productCardsResultSchema.parse(
      ok(await call(server.url, `${PATH}${query({ rows: JSON.stringify(rows), _t: '1' })}`)),
    );
    expect(got).toEqual(posted);
    expect(got.fixed?.map((c) => c.skuNo)).toEqual([SUITCASE, SOLD_OUT]);
    expect(got.phones).toHaveLength(3);
  });

  it('checks the rows with the same schema, and refuses what is not JSON', async () => {
    const bad = await call(server.url, `${PATH}${query({ rows: JSON.stringify([{ key: '' }]) })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('rows.0.key');
    const notJson = await call(server.url, `${PATH}${query({ rows: '[{key:' })}`);
    expect(notJson.status).toBe(400);
    expect(notJson.body.resMsg).toContain('rows');
    expect((await call(server.url, PATH)).status).toBe(400);
  });
});

describe('cust/add-remind by GET', () => {
  const PATH = '/api/channel/cust/add-remind';

  it('sets a reminder from query parameters, as the POST does from its body', async () => {
    const arrival = ok(await li.get(PATH, { skuNo: SOLD_OUT, type: 'arrival' }));
    expect(arrival).toEqual({ skuNo: SOLD_OUT, arrival: true, sale: false });
    expect(ok(await li.get('/api/channel/cust/get-remind-flag', { skuNo: NOT_STARTED }))).toMatchObject({
      sale: false,
    });
    ok(await li.get(PATH, { skuNo: NOT_STARTED, type: 'sale' }));
    expect(ok(await li.post('/api/channel/cust/get-remind-flag-v3', { skuNo: NOT_STARTED }))).toMatchObject({
      sale: true,
    });
  });

  it('refuses what the POST refuses, and needs a session', async () => {
    expect((await li.get(PATH, { skuNo: SUITCASE, type: 'arrival' })).status).toBe(409);
    const bad = await li.get(PATH, { skuNo: SOLD_OUT, type: 'someday' });
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('type');
    const anonymous = await call(server.url, `${PATH}${query({ skuNo: SOLD_OUT, type: 'arrival' })}`);
    expect(anonymous.body.resCode).toBe('0003');
  });
});

describe('device/decrypt by GET', () => {
  const PATH = '/api/channel/device/decrypt';
  const info = {
    deviceId: 'D-9',
    platform: 'ios',
    osVersion: '17.4',
    model: 'iPhone 15',
    appVersion: '12.1',
  } as const;

  it('opens the sealed device information from the query, as the POST does from its body', async () => {
    const cipher = sealDeviceInfo(info, SHOPPING_DEFAULTS.mbankDeviceKey);
    const got = deviceInfoSchema.parse(ok(await call(server.url, `${PATH}${query({ cipher })}`)));
    expect(got).toEqual(info);
    expect(ok(await call(server.url, PATH, { json: { cipher } }))).toEqual(got);
  });

  it('refuses a malformed or tampered cipher', async () => {
    const bad = await call(server.url, `${PATH}${query({ cipher: 'not base64url!' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('cipher');
    const cipher = sealDeviceInfo(info, 'another key');
    const foreign = await call(server.url, `${PATH}${query({ cipher })}`);
    expect(foreign.body.resMsg).toMatch(/tampered/);
  });
});

describe('shopping-cart/count by POST', () => {
  it('answers the badge as the GET does', async () => {
    ok(await li.post(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 2 }));
    const byGet = cartCountSchema.parse(ok(await li.get(`${CART}/count`)));
    const byPost = cartCountSchema.parse(ok(await li.post(`${CART}/count`)));
    expect(byPost).toBe(byGet);
    expect(byPost).toBeGreaterThanOrEqual(2);
    expect((await call(server.url, `${CART}/count`, { method: 'POST' })).body.resCode).toBe('0003');
  });
});
