import { describe, expect, it } from 'vitest';
import { code, count, dbId, dbIdParam, PG_INT_MAX, text } from './primitives';

describe('request primitives', () => {
  it('ids fit a PostgreSQL integer column', () => {
    expect(dbId.safeParse(PG_INT_MAX).success).toBe(true);
    for (const bad of [0, -1, 2 ** 31, 2 ** 53, 1e308, 1.5, '1'])
      expect(dbId.safeParse(bad).success).toBe(false);
  });

  it('id parameters from a URL accept plain digits only', () => {
    expect(dbIdParam.parse('42')).toBe(42);
    for (const bad of ['', '0', '-1', '2147483648', '1e3', '0x10', ' 1', 'NaN', '1\u0000']) {
      expect(dbIdParam.safeParse(bad).success).toBe(false);
    }
  });

  it('counts are bounded on both sides', () => {
    expect(count(1, 999).safeParse(999).success).toBe(true);
    expect(count(1, 999).safeParse(1000).success).toBe(false);
    expect(count(1, 2 ** 40).safeParse(2 ** 31).success).toBe(false);
  });

  it('codes have their shape', () => {
    expect(code(64).safeParse('SKU2000101').success).toBe(true);
    for (const bad of ['', 'SKU\u0000', 'a b', 'x'.repeat(65), '商品'])
      expect(code(64).safeParse(bad).success).toBe(false);
  });

  it('text keeps Chinese and refuses control characters', () => {
    expect(text(50).parse(' 广东省深圳市南山区 ')).toBe('广东省深圳市南山区');
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u007f', 'a\u0085', 'a\nb', '\ud800x']) {
      expect(text(50).safeParse(bad).success).toBe(false);
    }
    expect(text(50, { multiline: true }).safeParse('line 1\nline 2\r\n\tend').success).toBe(true);
    expect(text(50, { multiline: true }).safeParse('a\u0000').success).toBe(false);
    expect(text(5).safeParse('x'.repeat(6)).success).toBe(false);
  });
});
