import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tempDir } from './helpers';

/**
 * What the server adds to the built page for its first route: the route's chunks as
 * modulepreloads read from the build's manifest, and the entry stylesheet inlined under a CSP hash.
 * A small made-up build stands in for Vite's output (names as Vite writes them).
 */
const dist = tempDir('dist-first-route');
const CSS = '.boot-skeleton{display:block}body{margin:0}';
const INDEX = `<!doctype html><html><head><meta name="mall-env" content="__MALL_ENV__" />
    <script type="module" crossorigin src="/mbankmall/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/mbankmall/assets/index-e1.css">
  </head><body>SPA</body></html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_shared-s1.js'],
    css: ['assets/index-e1.css'],
  },
  '_shared-s1.js': { file: 'assets/shared-s1.js', name: 'shared' },
  'src/pages/booth/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_booth-b1.js', '_shared-s1.js'],
  },
  '_booth-b1.js': {
    file: 'assets/booth-b1.js',
    name: 'booth',
    imports: ['index.html'],
    css: ['assets/booth-b1.css'],
  },
  '_blocks-k1.js': {
    file: 'assets/blocks-k1.js',
    name: 'blocks',
    imports: ['_booth-b1.js'],
    css: ['assets/blocks-k1.css'],
  },
  '_swiper-w1.js': { file: 'assets/swiper-w1.js', name: 'swiper', imports: ['_booth-b1.js'] },
  'src/pages/product/ProductPage.tsx': {
    file: 'assets/ProductPage-p1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'), { recursive: true });
  mkdirSync(join(dist.path, '.vite'), { recursive: true });
  writeFileSync(join(dist.path, 'index.html'), INDEX);
  writeFileSync(join(dist.path, 'assets', 'index-e1.css'), CSS);
  writeFileSync(join(dist.path, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await startTestServer({ distDir: dist.path, env: 'uat' });
});
afterAll(async () => {
  await server?.stop();
  dist.remove();
});

const hrefs = (html: string, rel: string): string[] =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: as="style")? crossorigin href="([^"]+)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );

describe("the page's first route", () => {
  it("names the home page's chunks, its block chunks and their CSS, not the entry's own files", async () => {
    const html = await (await fetch(`${server.url}/mbankmall/index`)).text();
    // Not Swiper's core (the seeded home page shows a carousel): it loads after the first paint.
    expect(hrefs(html, 'modulepreload').sort()).toEqual(
      [
        '/mbankmall/assets/HomePage-h1.js',
        '/mbankmall/assets/booth-b1.js',
        '/mbankmall/assets/blocks-k1.js',
      ].sort(),
    );
    expect(hrefs(html, 'preload').sort()).toEqual(
      ['/mbankmall/assets/blocks-k1.css', '/mbankmall/assets/booth-b1.css'].sort(),
    );
    // The seeded home page opens a new-customer popup over its banner: both pictures, popup first.
    const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/popup/);
  });

  it("names a product's screen chunk, and nothing on routes without hints", async () => {
    const product = await (await fetch(`${server.url}/mbankmall/product/detail/SPU20001/SKU2000101`)).text();
    expect(hrefs(product, 'modulepreload')).toEqual(['/mbankmall/assets/ProductPage-p1.js']);
    const other = await (await fetch(`${server.url}/mbankmall/order/list`)).text();
    expect(other).not.toContain('modulepreload');
    expect(other).not.toContain('rel="preload"');
  });

  it("carries the home layout's answer as GET /api/booth/page gives it, stamped with the server's time", async () => {
    const html = await (await fetch(`${server.url}/mbankmall/index`)).text();
    const block = /<script type="application\/json" id="mall-page-answers">(.*?)<\/script>/s.exec(html)?.[1];
    const [carried] = JSON.parse(block ?? '[]') as {
      url: string;
      answer: { resCode: string; result: { layout: unknown; serverTime: number } };
    }[];
    expect(carried?.url).toBe('/api/booth/page?pageCode=10');
    expect(carried?.answer.resCode).toBe('0000');
    const api = (await (await fetch(`${server.url}/api/booth/page?pageCode=10`)).json()) as {
      result: { layout: unknown; serverTime: number };
    };
    expect(carried?.answer.result.layout).toEqual(api.result.layout);
    // The test server's clock stands still: the page's stamp is the same instant the call reports.
    expect(carried?.answer.result.serverTime).toBe(api.result.serverTime);
    // Only the routes whose first reads are the same for every shopper carry answers.
    const orders = await (await fetch(`${server.url}/mbankmall/order/list`)).text();
    expect(orders).not.toContain('mall-page-answers');
  });

  it("carries a product's fast base, fast price, speed and its shopper-free info rows as their calls answer them", async () => {
    const html = await (await fetch(`${server.url}/mbankmall/product/detail/SPU20001/SKU2000101`)).text();
    const block = /<script type="application\/json" id="mall-page-answers">(.*?)<\/script>/s.exec(html)?.[1];
    const carried = JSON.parse(block ?? '[]') as { url: string; answer: unknown }[];
    const urls = [
      '/api/channel/product/base-v1?skuNo=SKU2000101&speedFlag=1&spuNo=SPU20001',
      '/api/channel/product/price-v1?skuNo=SKU2000101&speedFlag=1&spuNo=SPU20001',
      '/api/marketing/product/speed?skuNo=SKU2000101&spuNo=SPU20001',
      // The full-discount row and the trade-in offer, rendered on the server (the product's CLS).
      '/api/marketing/activity/product-activity-tags-v1?skuNo=SKU2000101',
      '/api/marketing/trade-in/eligibility?skuNo=SKU2000101',
    ];
    expect(carried.map((a) => a.url)).toEqual(urls);
    for (const [i, url] of urls.entries()) {
      const api = await (await fetch(`${server.url}${url}`)).json();
      expect(carried[i]?.answer).toEqual(api);
    }
  });

  it('answers the page in the request’s language, and says so in <html lang> (no re-layout when the app starts)', async () => {
    const en = await (
      await fetch(`${server.url}/mbankmall/index`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(en).toMatch(/<html lang="en">/);
    const zh = await (
      await fetch(`${server.url}/mbankmall/index`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })
    ).text();
    expect(zh).toMatch(/<html lang="zh-CN">/);
    // A `lang` the visitor chose in the address wins over the browser's languages, as in the app.
    const chosen = await (
      await fetch(`${server.url}/mbankmall/index?lang=en`, { headers: { 'accept-language': 'zh-CN' } })
    ).text();
    expect(chosen).toMatch(/<html lang="en">/);
  });

  it('inlines the entry stylesheet, allowed by its hash alone, and keeps a disabled link for the chunk loader', async () => {
    const res = await fetch(`${server.url}/mbankmall/order/list`);
    const html = await res.text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/mbankmall\/assets\/index-e1\.css" disabled>/,
    );
    const policy = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(CSS).digest('base64');
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });
});
