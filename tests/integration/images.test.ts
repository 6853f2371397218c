import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { densitySrcSet } from '../../schemas/api/files';
import { SEED_PAGE_FILES } from '../../server/booth/seed';
import { SEED_DIR } from '../../server/db/seed';
import { IMAGES_DIR, type ImageFolder, imageIndex, imagePath } from '../../server/files/images';
import { startTestServer, type TestServer } from './helpers';

const FIXTURES = join(SEED_DIR, '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const products = readJson<{ spuNo: string; imageUrl?: string }[]>(join(SEED_DIR, 'products.json'));
const stores = readJson<{ storeNo: string; logoUrl?: string }[]>(join(SEED_DIR, 'stores.json'));
const boothProducts = readJson<{ imageUrl: string }[]>(join(FIXTURES, 'booth/products.json'));
const manifest = readJson<{ products: { key: string }[]; stores: { key: string }[] }>(
  join(FIXTURES, 'images/manifest.json'),
);
const index = imageIndex();

/** Every image src in the booth pages published on first start. */
function boothImageUrls(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const src = (v as { src?: unknown }).src;
      if (typeof src === 'string' && src.startsWith('/api/file-storage/')) out.add(src);
      Object.values(v).forEach(walk);
    }
  };
  for (const file of SEED_PAGE_FILES) walk(readJson(join(FIXTURES, 'booth', file)));
  return [...out].sort();
}

const RASTER = /^image\/(avif|webp|png|jpeg)$/;
const FORMAT_OF: Record<string, string> = { avif: 'heif', webp: 'webp', png: 'png', jpg: 'jpeg' };

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

async function get(path: string, accept?: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...(accept ? { accept } : {}), ...extra } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('seeded image URLs', () => {
  it('gives every product, store and booth picture a generated image', () => {
    expect(products.every((p) => p.imageUrl === `/api/file-storage/file/product/${p.spuNo}.jpg`)).toBe(true);
    expect(stores.every((s) => s.logoUrl === `/api/file-storage/file/store/${s.storeNo}.jpg`)).toBe(true);
    expect(manifest.products.map((p) => p.key).sort()).toEqual(products.map((p) => p.spuNo).sort());
    expect(manifest.stores.map((s) => s.key).sort()).toEqual(stores.map((s) => s.storeNo).sort());
    const generated = (url: string) => {
      const m = /^\/api\/file-storage\/file\/(\w+)\/([\w-]+)\.(?:jpg|png)$/.exec(url);
      return Boolean(m?.[1] && m[2] && index.folders[m[1] as ImageFolder]?.[m[2]]);
    };
    const urls = [
      ...products.map((p) => p.imageUrl ?? ''),
      ...stores.map((s) => s.logoUrl ?? ''),
      ...boothProducts.map((p) => p.imageUrl),
      ...boothImageUrls(),
    ];
    expect(urls.filter((u) => !generated(u))).toEqual([]);
  });

  it('answers every seeded URL with 200 and a raster image, as a browser asks for it', async () => {
    const urls = new Set([
      ...products.map((p) => p.imageUrl ?? ''),
      ...stores.map((s) => s.logoUrl ?? ''),
      ...boothProducts.map((p) => p.imageUrl),
      ...boothImageUrls(),
    ]);
    const bad: string[] = [];
    for (const url of urls) {
      for (const accept of ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', '*/*']) {
        const { res, body } = await get(url, accept);
        if (res.status !== 200 || !RASTER.test(res.headers.get('content-type') ?? '') || body.length < 100) {
          bad.push(`${url} (${accept}) → ${res.status} ${res.headers.get('content-type')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('answers every density of the srcset the app builds from a seeded URL', async () => {
    const bad: string[] = [];
    for (const url of [...products.map((p) => p.imageUrl ?? ''), ...boothImageUrls()]) {
      const set = densitySrcSet(url);
      if (!set) {
        bad.push(`${url}: no srcset`);
        continue;
      }
      for (const [i, candidate] of set.split(', ').entries()) {
        const [src, descriptor] = candidate.split(' ');
        const { res, body } = await get(src ?? '', 'image/webp,*/*');
        const m = res.status === 200 ? await sharp(body).metadata() : undefined;
        if (res.headers.get('content-type') !== 'image/webp' || descriptor !== `${i + 1}x` || !m?.width) {
          bad.push(`${src} → ${res.status} ${res.headers.get('content-type')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('seeds the product API with the generated picture', async () => {
    const { body } = await get('/api/channel/product/base-v1?skuNo=SKU2000101');
    expect(JSON.parse(body.toString()).result.imageUrl).toBe('/api/file-storage/file/product/SPU20001.jpg');
  });
});

describe('generated files', () => {
  it('has every listed density and format on disk with the promised size and encoding', async () => {
    const problems: string[] = [];
    let count = 0;
    for (const [folder, entries] of Object.entries(index.folders)) {
      for (const [key, e] of Object.entries(entries ?? {})) {
        expect(e.formats).toEqual(['avif', 'webp', e.fallback]);
        // The product page's extra pictures are made at fewer densities (scripts/generate-images.ts).
        expect(e.densities).toEqual(e.formatDensities ? [2, 3] : [1, 2, 3]);
        for (const f of e.formats) {
          for (const d of e.formatDensities?.[f] ?? e.densities) {
            const path = imagePath(folder as ImageFolder, key, d, f);
            count += 1;
            if (!existsSync(path)) {
              problems.push(`${path} missing`);
              continue;
            }
            const m = await sharp(path).metadata();
            const w = Math.round((e.width * d) / 2);
            const h = Math.round((e.height * d) / 2);
            if (m.width !== w || m.height !== h || m.format !== FORMAT_OF[f]) {
              problems.push(
                `${folder}/${key}@${d}x.${f}: ${m.format} ${m.width}x${m.height}, want ${w}x${h}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(1000);
  });

  it('makes products 1:1 at 750 px and booth pictures the size their blocks declare', () => {
    for (const [key, e] of Object.entries(index.folders.product ?? {})) {
      // The 图文详情 pictures (<SPU>-d1, -d2) are long: 750 × 1200.
      expect([e.width, e.height]).toEqual(/-d\d$/.test(key) ? [750, 1200] : [750, 750]);
    }
    expect(index.folders.booth?.['home-banner-spring']).toMatchObject({ width: 750, height: 320 });
    expect(index.folders.booth?.['home-popup-coupon']).toMatchObject({
      width: 600,
      height: 800,
      fallback: 'png',
    });
    expect(index.folders.booth?.['icon-home']).toMatchObject({ width: 48, height: 48, fallback: 'png' });
  });

  it('stays small enough to commit', () => {
    let bytes = 0;
    for (const [folder, entries] of Object.entries(index.folders)) {
      for (const [key, e] of Object.entries(entries ?? {})) {
        for (const f of e.formats) {
          for (const d of e.formatDensities?.[f] ?? e.densities) {
            bytes += statSync(imagePath(folder as ImageFolder, key, d, f)).size;
          }
        }
      }
    }
    // Each product's gallery and 图文详情 (ADR 0053) add about 9 MB to the 12 MB before.
    expect(bytes).toBeLessThan(24 * 1024 * 1024);
    expect(existsSync(join(IMAGES_DIR, 'index.json'))).toBe(true);
  });
});

describe('serving', () => {
  const url = '/api/file-storage/file/product/SPU20001';

  it('chooses the format by Accept for an open name, with Vary: Accept and long caching', async () => {
    const cases: [string | undefined, string, string][] = [
      ['image/avif,image/webp,*/*', '.jpg', 'image/avif'],
      ['image/webp,*/*', '.jpg', 'image/webp'],
      ['image/avif;q=0,image/webp', '', 'image/webp'],
      ['*/*', '.jpg', 'image/jpeg'],
      [undefined, '', 'image/jpeg'],
    ];
    for (const [accept, ext, type] of cases) {
      const { res, body } = await get(`${url}${ext}`, accept);
      expect(res.status, `${accept} ${ext}`).toBe(200);
      expect(res.headers.get('content-type'), `${accept} ${ext}`).toBe(type);
      expect(res.headers.get('vary')).toBe('Accept');
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=2592000/);
      const m = await sharp(body).metadata();
      expect([m.width, m.height]).toEqual([750, 750]);
    }
  });

  it('sends exactly the format and density a name spells out', async () => {
    const expectations: [string, string, number][] = [
      ['@1x.webp', 'image/webp', 375],
      ['@2x.avif', 'image/avif', 750],
      ['@3x.webp', 'image/webp', 1125],
      ['@3x.jpg', 'image/jpeg', 1125],
    ];
    for (const [suffix, type, px] of expectations) {
      const { res, body } = await get(`${url}${suffix}`, suffix.endsWith('.jpg') ? 'image/png' : '*/*');
      expect(res.headers.get('content-type'), suffix).toBe(type);
      expect((await sharp(body).metadata()).width, suffix).toBe(px);
      if (!suffix.endsWith('.jpg')) expect(res.headers.get('vary')).toBeNull();
    }
    const pendant = await get('/api/file-storage/file/booth/pendant-coupon@3x.png', 'image/png');
    expect(pendant.res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(pendant.body).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([192, 192, true]);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get(`${url}.webp`);
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`${url}.webp`, undefined, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps the SVG placeholder for unknown names and refuses odd ones', async () => {
    for (const path of [
      '/api/file-storage/file/booth/edge.jpg',
      '/api/file-storage/file/product/SPU99999.jpg',
      '/api/file-storage/file/placeholder/Mate-70-Pro.svg',
    ]) {
      const { res } = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('image/svg+xml');
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'none'");
    }
    for (const path of [
      '/api/file-storage/file/booth/promo.mp4',
      '/api/file-storage/file/product/SPU20001@4x.webp',
      '/api/file-storage/file/product/..%2Fmanifest.json',
      '/api/file-storage/file/other/SPU20001.jpg',
    ]) {
      const { res } = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
