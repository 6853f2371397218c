import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../server/i18n/messages';
import { refusalMessages } from '../../server/i18n/refusals';
import { shipmentServerMessages } from '../../server/i18n/shipment';
import { call, login, startTestServer, type TestServer } from './helpers';

/**
 * The server answers resMsg in the caller's language (docs/decisions/0009): the SPA sends the visit's
 * language as Accept-Language on every call; a caller that names none the mall speaks reads Chinese.
 * The rest of the suite reads English (helpers.call sends Accept-Language: en unless told otherwise).
 */

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

const zh = { 'accept-language': 'zh-CN,zh;q=0.9' };
const en = { 'accept-language': 'en-US,en;q=0.9' };
const fr = { 'accept-language': 'fr-FR' };

describe('server messages in the caller language', () => {
  it('not logged in: Chinese by default, English when asked', async () => {
    const path = '/api/shoppingcart/shopping-cart/count';
    expect((await call(base, path, { headers: zh })).body.resMsg).toBe(serverMessages['zh-CN'].notLoggedIn);
    expect((await call(base, path, { headers: fr })).body.resMsg).toBe(serverMessages['zh-CN'].notLoggedIn);
    expect((await call(base, path, { headers: en })).body.resMsg).toBe(serverMessages.en.notLoggedIn);
  });

  it('validation: names the field in either language', async () => {
    const save = '/api/marketing/customer/err-mes/save';
    const t = serverMessages['zh-CN'];
    expect((await call(base, save, { json: {}, headers: zh })).body.resMsg).toBe(
      t.invalidField(t.body, 'mes', t.required),
    );
    expect((await call(base, save, { raw: '{"mes": ', headers: zh })).body.resMsg).toBe(t.invalidJson);
    const e = serverMessages.en;
    expect((await call(base, save, { json: {}, headers: en })).body.resMsg).toBe(
      e.invalidField(e.body, 'mes', e.required),
    );
  });

  it("a refusal from deep in a use-case is worded in the caller's language", async () => {
    const userCode = await login(base, 'C0001');
    const path = '/api/order/order-detail-v2?orderNo=NO-SUCH-ORDER';
    const chinese = await call(base, path, { userCode, headers: zh });
    expect(chinese.body.resMsg).toBe(refusalMessages['zh-CN'].orderNotFound('NO-SUCH-ORDER'));
    const english = await call(base, path, { userCode, headers: en });
    expect(english.body.resMsg).toBe(refusalMessages.en.orderNotFound('NO-SUCH-ORDER'));
  });

  it("the product page's shipment line speaks the caller's language, addresses in Chinese", async () => {
    const userCode = await login(base, 'C0002');
    const path = '/api/channel/product-shipment-detail?skuNo=SKU2000101';
    const chinese = (await call(base, path, { userCode, headers: zh })).body.result as {
      shipFrom: { city: string };
      destination: { label: string };
      deliveryNote: string;
    };
    expect(chinese.shipFrom.city).toBe('深圳市');
    expect(chinese.destination.label).toBe('北京市');
    expect(chinese.deliveryNote).toBe(shipmentServerMessages['zh-CN'].free);
    const anybody = (await call(base, path, { headers: zh })).body.result as {
      destination: { label: string };
    };
    expect(anybody.destination.label).toBe(shipmentServerMessages['zh-CN'].mainland);
    const english = (await call(base, path, { userCode, headers: en })).body.result as {
      deliveryNote: string;
    };
    expect(english.deliveryNote).toBe(shipmentServerMessages.en.free);
  });
});
