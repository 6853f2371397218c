import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '../../server/static';
import { startTestServer, type TestServer, tempDir } from './helpers';

const dist = tempDir('dist');
const INDEX =
  '<!doctype html><html><head><meta name="mall-env" content="__MALL_ENV__" /></head><body>SPA</body></html>';
const ASSET = 'console.log("chunk");';
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'), { recursive: true });
  writeFileSync(join(dist.path, 'index.html'), INDEX);
  writeFileSync(join(dist.path, 'assets', 'index-abc123.js'), ASSET);
  writeFileSync(join(dist.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ distDir: dist.path, env: 'uat' });
});
afterAll(async () => {
  await server?.stop();
  dist.remove();
});

describe('SPA under /mbankmall/', () => {
  it('answers a deep link with index.html carrying the server environment, uncached', async () => {
    for (const path of [
      '/mbankmall/order/list',
      '/mbankmall/index',
      '/mbankmall/product/detail/SPU20001/SKU2000101',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<meta name="mall-env" content="uat" />');
      expect(html).not.toContain('__MALL_ENV__');
    }
  });

  it("names the home page's first banner picture as a preload, and only on the home page", async () => {
    // The seeded home page (code 10) opens with a swiper; its first slide is the likely LCP image.
    const home = await (await fetch(`${server.url}/mbankmall/index`)).text();
    expect(home).toMatch(
      /<link rel="preload" as="image" href="\/api\/file-storage\/file\/booth\/home-banner[^"]+" fetchpriority="high" \/>/,
    );
    const other = await (await fetch(`${server.url}/mbankmall/order/list`)).text();
    expect(other).not.toContain('rel="preload"');
  });

  it("names a product's first picture and daily deals' header picture as preloads", async () => {
    const hint = (html: string) => /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    const product = await (await fetch(`${server.url}/mbankmall/product/detail/SPU20001/SKU2000101`)).text();
    // The picture the product page paints first: the fast product base's imageUrl.
    const base = await fetch(`${server.url}/api/channel/product/base-v1?skuNo=SKU2000101&spuNo=SPU20001`);
    const { result } = (await base.json()) as { result: { imageUrl: string } };
    expect(hint(product)).toBe(result.imageUrl);
    expect(
      hint(await (await fetch(`${server.url}/mbankmall/xhProduct/detail/SPU20001/SKU2000101`)).text()),
    ).toBe(result.imageUrl);
    expect(hint(await (await fetch(`${server.url}/mbankmall/dailyDeal`)).text())).toMatch(
      /^\/api\/file-storage\/file\/booth\//,
    );
    // Unknown products and codes no product call accepts get the page without a hint, never an error.
    for (const path of ['product/detail/SPU20001/SKU9999999', 'product/detail/SPU20001/%3Cscript%3E']) {
      const res = await fetch(`${server.url}/mbankmall/${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('rel="preload"');
    }
  });

  it('serves asset files as they are, with a long cache', async () => {
    const res = await fetch(`${server.url}/mbankmall/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(ASSET);
    const icon = await fetch(`${server.url}/mbankmall/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await fetch(`${server.url}/mbankmall/assets/gone-000.js`);
    expect(res.status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    const res = await fetch(`${server.url}/mbankmall/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).toContain('content="uat"');
  });

  it('redirects / to the home page', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mbankmall/index');
  });

  it('tells to build when dist is missing', async () => {
    const app = staticRoutes({ distDir: join(dist.path, 'missing'), env: 'sit' });
    const res = await app.request('/mbankmall/index');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
