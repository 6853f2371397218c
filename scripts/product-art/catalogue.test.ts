import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../server/db/seed';
import { imageIndex, imagePath } from '../../server/files/images';
import { DRAWERS } from './drawers';

/**
 * The seeded catalogue's pictures: every product has its own drawing, 3–5 gallery pictures and
 * its 图文详情, all generated into fixtures/images/out; none is another kind's artwork.
 */
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
interface SeedProduct {
  spuNo: string;
  imageUrl?: string;
  galleryUrls?: string[];
  detailImageUrls?: string[];
  specs?: { name: string; value: string }[];
}
const products = readJson<SeedProduct[]>(join(SEED_DIR, 'products.json'));
const manifest = readJson<{ products: { key: string; draw: { kind: string } }[] }>(
  join(SEED_DIR, '..', 'images', 'manifest.json'),
);
const kindOf = new Map(manifest.products.map((p) => [p.key, p.draw.kind]));
const productPictures = imageIndex().folders.product ?? {};
const keyOf = (url: string) => /^\/api\/file-storage\/file\/product\/([\w-]+)\.jpg$/.exec(url)?.[1];

describe('seeded product pictures', () => {
  it('gives every product 3–5 gallery pictures and long detail pictures that the generator made', () => {
    const problems: string[] = [];
    for (const p of products) {
      const gallery = [p.imageUrl ?? '', ...(p.galleryUrls ?? [])];
      if (gallery.length < 3 || gallery.length > 5) problems.push(`${p.spuNo}: ${gallery.length} pictures`);
      if ((p.detailImageUrls ?? []).length === 0) problems.push(`${p.spuNo}: no 图文详情`);
      for (const url of [...gallery, ...(p.detailImageUrls ?? [])]) {
        const key = keyOf(url);
        if (!key || !productPictures[key]) problems.push(`${p.spuNo}: ${url} not generated`);
      }
      if ((p.specs ?? []).length < 4) problems.push(`${p.spuNo}: ${(p.specs ?? []).length} spec rows`);
    }
    expect(problems).toEqual([]);
  });

  it('draws every product with a drawer of its own kind', () => {
    expect(products.map((p) => p.spuNo).sort()).toEqual([...kindOf.keys()].sort());
    expect([...kindOf.values()].filter((k) => !DRAWERS[k])).toEqual([]);
  });

  it('never shows one product the artwork of a product of another kind', () => {
    // A picture's bytes identify its artwork: the same drawing renders to the same file.
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of products) {
      for (const url of [p.imageUrl ?? '', ...(p.galleryUrls ?? []), ...(p.detailImageUrls ?? [])]) {
        const key = keyOf(url) ?? '';
        const hash = createHash('sha256')
          .update(readFileSync(imagePath('product', key, 2, 'avif')))
          .digest('hex');
        const seen = owner.get(hash);
        if (seen && kindOf.get(seen) !== kindOf.get(p.spuNo)) clashes.push(`${p.spuNo} ${key} = ${seen}`);
        if (!seen) owner.set(hash, p.spuNo);
      }
    }
    expect(clashes).toEqual([]);
    // And the main pictures are each product's own, whatever the kind.
    const mains = new Set(
      products.map((p) =>
        createHash('sha256')
          .update(readFileSync(imagePath('product', p.spuNo, 2, 'avif')))
          .digest('hex'),
      ),
    );
    expect(mains.size).toBe(products.length);
  });
});
