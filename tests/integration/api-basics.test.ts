import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TABS } from '../../schemas/api/category';
import { envelopeSchema } from '../../schemas/api/envelope';
import { healthSchema, livenessSchema, readinessSchema } from '../../schemas/api/health';
import { licenseTextSchema } from '../../schemas/api/license';
import { noticeListSchema } from '../../schemas/api/notice';
import {
  productBaseFastSchema,
  productBaseSchema,
  productPriceSchema,
  StockState,
} from '../../schemas/api/product';
import { serverMessages } from '../../server/i18n/messages';
import { call, login, startTestServer, type TestServer, testDbKind } from './helpers';

/** helpers.call asks for English. */
const en = serverMessages.en;

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

describe('envelope and errors', () => {
  it('wraps success in the envelope', async () => {
    const res = await call(base, '/api/health');
    expect(res.status).toBe(200);
    expect(envelopeSchema.parse(res.body).resCode).toBe('0000');
    expect(healthSchema.parse(res.body.result)).toEqual({ status: 'up', db: testDbKind });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers liveness without the database and readiness with it', async () => {
    const live = await call(base, '/api/health/live');
    expect(live.status).toBe(200);
    expect(livenessSchema.parse(live.body.result)).toEqual({ status: 'up' });
    const ready = await call(base, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(readinessSchema.parse(ready.body.result)).toEqual({ status: 'ready', db: testDbKind });
  });

  it('answers an unknown API path with 404 and an envelope', async () => {
    const res = await call(base, '/api/channel/no-such-thing?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ resCode: 'E0404', result: null });
    expect(res.body.resMsg).toContain('/api/channel/no-such-thing');
  });

  it('answers invalid JSON with 400 and a clear message, never a stack trace', async () => {
    const res = await call(base, '/api/marketing/customer/err-mes/save', { raw: '{"mes": ' });
    expect(res.status).toBe(400);
    expect(res.body.resCode).toBe('E0400');
    expect(res.body.resMsg).toBe(en.invalidJson);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('answers a payload failing the schema with 400 naming the field', async () => {
    const res = await call(base, '/api/marketing/customer/err-mes/save', {
      json: { mes: 42, interfaceUrl: '/api/x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.resMsg.startsWith(en.invalidField(en.body, 'mes', ''))).toBe(true);
    const missing = await call(base, '/api/marketing/customer/err-mes/save', { json: {} });
    expect(missing.body.resMsg).toBe(en.invalidField(en.body, 'mes', en.required));
    const tooLong = await call(base, '/api/marketing/customer/err-mes/save', {
      json: { mes: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.resMsg).toContain('mes');
  });

  it('names the query parameter that is wrong', async () => {
    const res = await call(base, '/api/channel/product/base?spuNo=SPU20001');
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toBe(en.invalidField(en.query, 'skuNo', en.required));
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await call(base, '/api/marketing/customer/err-mes/save', {
      raw: JSON.stringify({ mes: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.resCode).toBe('E0413');
  });
});

describe('seeded catalogue', () => {
  it('has the nine category codes with their SC codes and 60+ products', async () => {
    const cats = await server.db.query<{ code: number; sc_code: string }>(
      'SELECT code, sc_code FROM categories ORDER BY code',
    );
    expect(cats.map((c) => [c.code, c.sc_code])).toEqual(CATEGORY_TABS.map((t) => [t.code, t.scCode]));
    const [p] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(p?.n).toBeGreaterThanOrEqual(60);
    const [lux] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM stores WHERE store_type = 'luxury'",
    );
    expect(lux?.n).toBeGreaterThanOrEqual(3);
  });

  it('returns product base info, the fast variant and the price in cents', async () => {
    const full = await call(base, '/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001&timestamp=1');
    const product = productBaseSchema.parse(full.body.result);
    expect(product).toMatchObject({ spuNo: 'SPU20001', categoryCode: 20, scCode: 'SC4', status: 1 });
    expect(product.skus.map((s) => s.skuNo)).toEqual(['SKU2000101', 'SKU2000102', 'SKU2000103']);
    expect(product.imageUrl).toBe('/api/file-storage/file/product/SPU20001.jpg');

    const fast = await call(base, '/api/channel/product/base-v1?skuNo=SKU2000101');
    const fastProduct = productBaseFastSchema.parse(fast.body.result);
    expect(fastProduct).not.toHaveProperty('skus');

    for (const path of ['price', 'price-v1']) {
      const price = await call(base, `/api/channel/product/${path}?skuNo=SKU2000101`);
      expect(productPriceSchema.parse(price.body.result)).toMatchObject({
        salePriceCents: 599900,
        marketPriceCents: 649900,
      });
    }
  });

  it('derives stock states and shows off-shelf products as status 0', async () => {
    const soldOut = await call(base, '/api/channel/product/base-v1?skuNo=SKU2000103');
    expect(productBaseFastSchema.parse(soldOut.body.result).stockState).toBe(StockState.soldOut);
    const snapped = await call(base, '/api/channel/product/base-v1?skuNo=SKU2000401');
    expect(productBaseFastSchema.parse(snapped.body.result).stockState).toBe(StockState.snappedUp);
    const notStarted = await call(base, '/api/channel/product/base-v1?skuNo=SKU2000601');
    expect(productBaseFastSchema.parse(notStarted.body.result).stockState).toBe(StockState.notStarted);
    const offShelf = await call(base, '/api/channel/product/base-v1?skuNo=SKU2000701');
    expect(productBaseFastSchema.parse(offShelf.body.result).status).toBe(0);
  });

  it('answers an unknown SKU, or a SKU of another SPU, with a 404 envelope', async () => {
    for (const q of ['skuNo=SKU-NOPE', 'skuNo=SKU2000101&spuNo=SPU21001']) {
      for (const path of ['base', 'base-v1', 'price', 'price-v1']) {
        const res = await call(base, `/api/channel/product/${path}?${q}`);
        expect(res.status).toBe(404);
        expect(res.body.resCode).toBe('E0404');
      }
    }
  });

  it('lists only the notices in their display window', async () => {
    const res = await call(base, '/api/channel/notice/info');
    const notices = noticeListSchema.parse(res.body.result);
    expect(notices.map((n) => n.noticeId)).toEqual(['N0001', 'N0002']);
  });

  it('serves escaped SVG placeholders and refuses odd names', async () => {
    const res = await fetch(`${base}/api/file-storage/file/placeholder/Mate-70-Pro.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('>Mate 70 Pro</text>');
    const bad = await fetch(`${base}/api/file-storage/file/placeholder/%3Cscript%3E.svg`);
    expect(bad.status).toBe(404);
  });

  it('serves the license version and text', async () => {
    const version = await call<{ licenseVersion: string }>(base, '/api/mlife/license/version');
    expect(version.body.result.licenseVersion).toBe('1.0.2');
    const text = await call(base, '/api/mlife/license/license-1.0.2.json');
    expect(licenseTextSchema.parse(text.body.result).version).toBe('1.0.2');
    // The agreement a Chinese shopper agrees to is in Chinese; the suite's default is English.
    const zh = await call(base, '/api/mlife/license/license-1.0.2.json', {
      headers: { 'accept-language': 'zh-CN' },
    });
    const chinese = licenseTextSchema.parse(zh.body.result);
    expect(chinese.title).toBe('用户信息授权协议');
    expect(chinese.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('')).not.toMatch(
      /[A-Za-z]{4,}/,
    );
    expect(licenseTextSchema.parse(text.body.result).title).toBe('User information authorisation agreement');
    const unknown = await call(base, '/api/mlife/license/license-0.0.1.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body.resCode).toBe('E0404');
  });
});

describe('writes', () => {
  it('stores error reports, tied to the customer when logged in', async () => {
    const userCode = await login(base, 'C0002');
    const res = await call(base, '/api/marketing/customer/err-mes/save', {
      userCode,
      json: { mes: 'Oops, too crowded, please try later', interfaceUrl: '/api/order/create-order' },
    });
    expect(res.body).toMatchObject({ resCode: '0000', result: true });
    const rows = await server.db.query<{ customer_no: string }>(
      `SELECT c.customer_no FROM error_reports e JOIN customers c ON c.id = e.customer_id
        WHERE e.interface_url = '/api/order/create-order'`,
    );
    expect(rows).toEqual([{ customer_no: 'C0002' }]);
  });

  it('answers a repeated uniqueCode with the stored answer instead of writing twice', async () => {
    const send = () =>
      call(base, '/api/marketing/customer/err-mes/save', {
        headers: { uniqueCode: 'retry-1' },
        json: { mes: 'idempotency probe', interfaceUrl: '/api/x' },
      });
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [row] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM error_reports WHERE mes = 'idempotency probe'",
    );
    expect(row?.n).toBe(1);
  });
});
