import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { call, login, startTestServer, type TestServer } from './helpers';

/**
 * The booth page and the product base are answered from memory. What a caller must still see:
 * a publish on the very next read (a scheduled one at its instant), a stock change on the next read,
 * 304 for a tag it already has, and the same public answer for every customer, with nothing of one
 * customer in another's.
 */
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

type Layout = { pageId: string; title: string; version: number; blocks: { id: string }[] };

async function op(method: 'PUT' | 'POST', path: string, body: unknown): Promise<Envelope<unknown>> {
  const res = await fetch(`${base}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<unknown>;
}

// The app's own way: a fresh t=<timestamp> on every GET (spec §7).
const page = async (code: number) =>
  (await call<{ layout: Layout }>(base, `/api/booth/page?pageCode=${code}&t=${Date.now()}`)).body.result
    .layout;

const home = (): Layout & Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8'));

describe('booth page from memory', () => {
  it('shows a publish on the next read, and a scheduled version at its instant', async () => {
    const before = await page(10);
    await page(10); // a second read comes from the cache
    expect((await op('PUT', '/pages/code-10/draft', { ...home(), title: 'Published now' })).resCode).toBe(
      '0000',
    );
    expect(await page(10)).toEqual(before); // a draft changes nothing for shoppers
    expect((await op('POST', '/pages/code-10/publish', {})).resCode).toBe('0000');
    expect(await page(10)).toMatchObject({ title: 'Published now' });

    // Scheduled an hour ahead: the cached live version stays until then, and not a moment longer.
    await op('PUT', '/pages/code-10/draft', { ...home(), title: 'Later edition' });
    const at = Date.now() + 3_600_000;
    await op('POST', '/pages/code-10/publish', { publishAt: at });
    expect(await page(10)).toMatchObject({ title: 'Published now' });
    server.advance(3_600_000 + 60_000);
    expect(await page(10)).toMatchObject({ title: 'Later edition' });

    const back = await op('POST', '/pages/code-10/rollback', { version: 1 });
    expect(back.resCode).toBe('0000');
    expect(await page(10)).toMatchObject({ title: before.title, blocks: before.blocks });
  });
});

describe('product base from memory', () => {
  const path = '/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001';
  type Base = { stock: number; skus: { skuNo: string; stock: number }[] };

  it('answers 304 to the tag it gave, and a new tag after the stock changed', async () => {
    const first = await call<Base>(base, `${path}&t=1`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base}${path}&t=2`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await server.db.query('UPDATE skus SET stock = stock - 1, version = version + 1 WHERE sku_no = $1', [
      'SKU2000101',
    ]);
    const changed = await fetch(`${base}${path}&t=3`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as Envelope<Base>;
    expect(body.result.stock).toBe(first.body.result.stock - 1);
    expect(body.result.skus.find((s) => s.skuNo === 'SKU2000101')?.stock).toBe(first.body.result.stock - 1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('gives two customers and a visitor the same public answer, with nothing of either customer in it', async () => {
    const [a, b] = [await login(base, 'C0001'), await login(base, 'C0002')];
    const asA = await call<Base>(base, `${path}&t=4`, { userCode: a });
    const asB = await call<Base>(base, `${path}&t=5`, { userCode: b });
    const anonymous = await call<Base>(base, `${path}&t=6`);
    expect(asB.body).toEqual(asA.body);
    expect(anonymous.body).toEqual(asA.body);
    for (const who of [asA, asB]) {
      const text = JSON.stringify(who.body);
      for (const personal of ['C0001', 'C0002', a, b]) expect(text).not.toContain(personal);
    }
    // The booth page too: one layout for everyone.
    const pageA = await call(base, `/api/booth/page?pageCode=10&t=7`, { userCode: a });
    const pageB = await call(base, `/api/booth/page?pageCode=10&t=8`, { userCode: b });
    expect((pageB.body.result as { layout: unknown }).layout).toEqual(
      (pageA.body.result as { layout: unknown }).layout,
    );
  });
});
