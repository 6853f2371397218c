import { describe, expect, it } from 'vitest';
import { CLAMP_WIDTH, clampText, ELLIPSIS, textWidth } from './text-clamp';

describe('textWidth', () => {
  it('counts ASCII as 1 and non-ASCII as 2', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('手机')).toBe(4);
    expect(textWidth('a手b')).toBe(4);
    expect(textWidth('é')).toBe(2);
    expect(textWidth('😀')).toBe(2); // one code point, not two UTF-16 units
    expect(textWidth('')).toBe(0);
  });
});

describe('clampText', () => {
  it('defaults to width 48', () => {
    expect(CLAMP_WIDTH).toBe(48);
    const fits = 'a'.repeat(48);
    expect(clampText(fits)).toBe(fits);
    expect(clampText('a'.repeat(49))).toBe(`${'a'.repeat(48)}${ELLIPSIS}`);
  });

  it('cuts CJK text at 24 characters (width 2 each)', () => {
    const text = '招'.repeat(30);
    expect(clampText(text)).toBe(`${'招'.repeat(24)}${ELLIPSIS}`);
    expect(clampText('招'.repeat(24))).toBe('招'.repeat(24));
  });

  it('does not overshoot when a wide character would cross the boundary', () => {
    // 47 ASCII + one CJK = width 49: the CJK char cannot fit in the one remaining column
    const text = `${'a'.repeat(47)}招`;
    expect(clampText(text)).toBe(`${'a'.repeat(47)}${ELLIPSIS}`);
  });

  it('honours a custom width', () => {
    expect(clampText('hello world', 5)).toBe(`hello${ELLIPSIS}`);
    expect(clampText('购物商城', 5)).toBe(`购物${ELLIPSIS}`);
    expect(clampText('购物商城', 8)).toBe('购物商城');
  });

  it('never splits an emoji surrogate pair', () => {
    expect(clampText('ab😀😀', 3)).toBe(`ab${ELLIPSIS}`);
    expect(clampText('ab😀😀', 4)).toBe(`ab😀${ELLIPSIS}`);
  });
});
