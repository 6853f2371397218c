import { describe, expect, it } from 'vitest';
import { densitySrcSet, fileNameParamSchema } from './files';

describe('densitySrcSet', () => {
  it('lists the three densities of a seeded picture', () => {
    expect(densitySrcSet('/api/file-storage/file/product/SPU20001.jpg')).toBe(
      '/api/file-storage/file/product/SPU20001@1x.jpg 1x, /api/file-storage/file/product/SPU20001@2x.jpg 2x, ' +
        '/api/file-storage/file/product/SPU20001@3x.jpg 3x',
    );
    expect(densitySrcSet('/api/file-storage/file/booth/pendant-coupon.png')).toContain(
      'pendant-coupon@3x.png 3x',
    );
  });

  it('leaves other URLs alone', () => {
    for (const url of [
      '/api/file-storage/file/placeholder/Mate-70-Pro.svg',
      '/api/file-storage/file/product/SPU20001@2x.jpg',
      'https://example.com/a.jpg',
    ]) {
      expect(densitySrcSet(url)).toBeUndefined();
    }
  });

  it('accepts the names the route serves', () => {
    for (const name of ['SPU20001.jpg', 'SPU20001@3x.avif', 'home-banner-spring', 'Mate-70-Pro.svg']) {
      expect(fileNameParamSchema.safeParse(name).success, name).toBe(true);
    }
  });
});
