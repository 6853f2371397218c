import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { asJson, type EncodedBody, stayEvent } from '../../server/ingest/testing/events';
import { type ApiAnswer, call, login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, type Shopper, shopper } from './shopping-helpers';

// Values that cannot fit the database answered 500 (or 503 'retry' at the ingest).
// Each must now be a 400 that names the field, and the server must keep its log free of stack traces.

const BIG = 2 ** 31;
const NUL = 'a\u0000b';

let server: TestServer;
let shopperA: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  shopperA = shopper(server.url, await login(server.url, 'C0003'));
});
afterAll(() => server?.stop());

function expectRefused(res: ApiAnswer, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.resCode).toBe('E0400');
  expect(res.body.resMsg).toContain(field);
}

describe('ids of 2^31 or more (finding 4)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [`${CART}/trial`, { lineIds: [BIG] }, 'lineIds.0'],
    [`${CART}/select`, { lineIds: [BIG], selected: true }, 'lineIds.0'],
    [`${CART}/delete`, { lineIds: [BIG] }, 'lineIds.0'],
    [`${CART}/set-sku-num`, { lineId: BIG, quantity: 1 }, 'lineId'],
    [`${ORDER}/recalculate-amount`, { confirmToken: 'tok', addressId: BIG }, 'addressId'],
    [`${ORDER}/address/delete`, { addressId: BIG }, 'addressId'],
    [`${ORDER}/confirmation-info`, { source: 'cart', lineIds: [BIG] }, 'lineIds.0'],
    [`${ORDER}/create-order`, { confirmToken: 'tok', addressId: BIG }, 'addressId'],
  ];
  it.each(cases)('%s answers 400', async (path, body, field) => {
    expectRefused(await shopperA.post(path, body), field);
  });

  it('a 2^53 or fractional id is refused the same way', async () => {
    expectRefused(await shopperA.post(`${CART}/set-sku-num`, { lineId: 2 ** 53, quantity: 1 }), 'lineId');
    expectRefused(await shopperA.post(`${CART}/set-sku-num`, { lineId: 1.5, quantity: 1 }), 'lineId');
  });

  it('an address id of 2^31 in the path is an address nobody has (404)', async () => {
    const res = await shopperA.get(`${ORDER}/address/${BIG}`);
    expect(res.status).toBe(404);
  });

  it('the operator rollback version of 2^31 answers 400', async () => {
    const res = await call(server.url, '/api/booth/operator/pages/code-10/rollback', {
      json: { version: BIG },
      headers: { 'x-operator-token': server.operatorToken },
    });
    expectRefused(res, 'version');
  });
});

describe('NUL and other control characters (finding 5)', () => {
  const address = {
    name: '张三',
    phone: '13800000000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园一路 1 号',
  };

  it('address save refuses a NUL in any text field and keeps Chinese text working', async () => {
    expectRefused(
      await shopperA.post(`${ORDER}/address/save`, { ...address, detail: `科技园${NUL}一路` }),
      'detail',
    );
    expectRefused(await shopperA.post(`${ORDER}/address/save`, { ...address, name: 'x\u0085' }), 'name');
    const saved = await shopperA.post(`${ORDER}/address/save`, address);
    expect(saved.body.resCode).toBe('0000');
  });

  it('add-favor and add-v2 refuse a NUL in the skuNo', async () => {
    expectRefused(await shopperA.post('/api/channel/product/add-favor', { skuNo: NUL }), 'skuNo');
    expectRefused(await shopperA.post(`${CART}/add-v2`, { skuNo: NUL, quantity: 1 }), 'skuNo');
  });

  it('order-detail-v2 and product base refuse a NUL in the query', async () => {
    expectRefused(await shopperA.get(`${ORDER}/order-detail-v2`, { orderNo: NUL }), 'orderNo');
    expectRefused(
      await call(server.url, `/api/channel/product/base?skuNo=${encodeURIComponent(NUL)}`),
      'skuNo',
    );
  });

  it('a remark may span lines but not carry a NUL', async () => {
    const res = await shopperA.post(`${ORDER}/create-order`, {
      confirmToken: 'tok',
      addressId: 1,
      remark: NUL,
    });
    expectRefused(res, 'remark');
  });

  it('the schemas refused them all: no 500 and no value refused by the database', () => {
    expect(server.logs.filter((l) => l.startsWith('error ') || l.startsWith('refused '))).toEqual([]);
  });
});

describe('the simulated bank pages (SSO, cashier) take the same care', () => {
  const form = (body: string, type = 'application/x-www-form-urlencoded') => ({
    method: 'POST',
    headers: { 'content-type': type },
    body,
    redirect: 'manual' as const,
  });

  it('a NUL in a state, customer number or pay token is no sign-in or payment, and never reaches the database', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/sso/authorize?state=a%00b`),
      fetch(`${server.url}/sso/cancel?state=a%00b`),
      fetch(`${server.url}/sso/authorize`, form('state=a%00b&customerNo=C0001')),
      fetch(`${server.url}/cashier/pay?payToken=a%00b`),
      fetch(`${server.url}/cashier/pay`, form('payToken=a%00b&action=pay')),
    ]);
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 404, 400]);
  });

  it('a malformed multipart form is a 400, not a 500', async () => {
    const sso = await fetch(
      `${server.url}/sso/authorize`,
      form('garbage', 'multipart/form-data; boundary=b'),
    );
    const cashier = await fetch(
      `${server.url}/cashier/pay`,
      form('garbage', 'multipart/form-data; boundary=b'),
    );
    expect([sso.status, cashier.status]).toEqual([400, 400]);
  });

  it('left nothing in the log', () => {
    expect(server.logs.filter((l) => l.startsWith('error ') || l.startsWith('refused '))).toEqual([]);
  });
});

describe('tracking events that can never be stored (finding 6)', () => {
  async function upload(enc: EncodedBody) {
    server.advance(10_000);
    const res = await fetch(`${server.url}${TRACKING_ENDPOINTS.normal}`, {
      method: 'POST',
      headers: { 'content-type': enc.contentType, [TRACKING_HEADERS.secretKey]: 'mbankmallST' },
      body: enc.body,
    });
    return { status: res.status, uploadStatus: res.headers.get(TRACKING_HEADERS.uploadStatus) };
  }

  it('a sequence of 2^31 is rejected with 400, not retried', async () => {
    expect(await upload(asJson([stayEvent(BIG, { eventId: 'bounds-seq' })]))).toEqual({
      status: 400,
      uploadStatus: 'rejected',
    });
  });

  it('a dropped count of 2^31 is rejected with 400, not retried', async () => {
    const body = asJson({ events: [stayEvent(1, { eventId: 'bounds-drop' })], dropped: { cacheLimit: BIG } });
    expect(await upload(body)).toEqual({ status: 400, uploadStatus: 'rejected' });
  });

  it('an event id too long for its index is rejected with 400, not retried', async () => {
    expect(await upload(asJson([stayEvent(1, { eventId: 'x'.repeat(3000) })]))).toEqual({
      status: 400,
      uploadStatus: 'rejected',
    });
  });

  it('a good event after them is still stored', async () => {
    expect(await upload(asJson([stayEvent(1, { eventId: 'bounds-good' })]))).toEqual({
      status: 200,
      uploadStatus: 'ok',
    });
  });
});
