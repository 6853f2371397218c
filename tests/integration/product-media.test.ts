import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBaseSchema } from '../../schemas/api/product';
import { startTestServer, type TestServer } from './helpers';

/** The product page's gallery, 图文详情 and 规格参数 as the product base answer carries them. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function get(path: string, accept = '*/*') {
  const res = await fetch(`${server.url}${path}`, { headers: { accept } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('product base media', () => {
  it('answers the gallery, the long pictures and the specification rows of a seeded product', async () => {
    const { res, body } = await get('/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001');
    expect(res.status).toBe(200);
    const base = productBaseSchema.parse(JSON.parse(body.toString()).result);
    expect(base.images[0]).toBe(base.imageUrl);
    expect(base.images).toHaveLength(5);
    expect(base.detailImages).toHaveLength(2);
    expect(base.specs.find((s) => s.name === '品牌')?.value).toBe('华为');
    expect(base.specs.length).toBeGreaterThanOrEqual(6);
  });

  it('serves every gallery and detail picture as a raster image, in a browser without WebP too', async () => {
    const { body } = await get('/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001');
    const base = productBaseSchema.parse(JSON.parse(body.toString()).result);
    const bad: string[] = [];
    for (const url of [...base.images, ...base.detailImages]) {
      for (const [accept, type] of [
        ['image/avif,image/webp,*/*', 'image/avif'],
        ['image/webp,*/*', 'image/webp'],
        ['*/*', 'image/jpeg'],
      ] as const) {
        const r = await get(url, accept);
        if (r.res.status !== 200 || r.res.headers.get('content-type') !== type) {
          bad.push(`${url} (${accept}) → ${r.res.status} ${r.res.headers.get('content-type')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('sends the nearest density an extra picture was made at', async () => {
    const sizes: [string, string, number][] = [
      ['/api/file-storage/file/product/SPU20001-3@3x.avif', '*/*', 1125],
      ['/api/file-storage/file/product/SPU20001-3@1x.jpg', 'image/avif,*/*', 750],
      ['/api/file-storage/file/product/SPU20001-3@3x.jpg', 'image/webp,*/*', 750],
      ['/api/file-storage/file/product/SPU20001-3@3x.jpg', '*/*', 375],
      ['/api/file-storage/file/product/SPU20001-d1@2x.webp', '*/*', 750],
    ];
    for (const [url, accept, width] of sizes) {
      const { res, body } = await get(url, accept);
      expect(res.status, url).toBe(200);
      expect((await sharp(body).metadata()).width, `${url} ${accept}`).toBe(width);
    }
  });
});
