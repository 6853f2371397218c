import { describe, expect, it } from 'vitest';
import { skuTitle } from './sku-title';

describe('skuTitle', () => {
  it('names the spec of one SKU among several', () => {
    expect(skuTitle('Apple iPhone 17 5G手机 全网通', '256GB 星光色', 2)).toBe(
      'Apple iPhone 17 5G手机 全网通 256GB 星光色',
    );
  });

  it('keeps a single SKU product by its name, and a spec the name already says', () => {
    expect(skuTitle('海蓝之谜 LA MER 精华面霜 60ml', '60ml', 1)).toBe('海蓝之谜 LA MER 精华面霜 60ml');
    expect(skuTitle('SK-II 护肤精华露 神仙水 230ml', '230ml', 2)).toBe('SK-II 护肤精华露 神仙水 230ml');
    expect(skuTitle('华为 FreeBuds Pro 4', '  ', 2)).toBe('华为 FreeBuds Pro 4');
  });
});
