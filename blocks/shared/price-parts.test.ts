import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyFormatter, moneyParts } from './price-parts';

/**
 * Intl as an engine at the declared floor has it (Chrome 61–76, iOS 12–14.0): currencyDisplay
 * 'narrowSymbol' is a RangeError, and before Chrome 64 / iOS 13 there is no formatToParts.
 */
function floorIntl(withParts: boolean) {
  const Native = Intl.NumberFormat;
  function OldNumberFormat(lang?: string, options?: Intl.NumberFormatOptions) {
    if (options?.currencyDisplay === 'narrowSymbol') throw new RangeError('Value narrowSymbol out of range');
    const format = new Native(lang, options);
    return withParts ? format : { format: (n: number) => format.format(n) };
  }
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(OldNumberFormat as unknown as typeof Intl.NumberFormat);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money on engines without narrowSymbol', () => {
  for (const withParts of [true, false]) {
    it(`reads ¥5,999.00 in both languages${withParts ? '' : ', without formatToParts'}`, () => {
      floorIntl(withParts);
      for (const lang of ['zh-CN', 'en']) {
        expect(moneyFormatter(lang).format(5999)).toBe('¥5,999.00');
        expect(moneyParts(599900, lang)).toEqual({ sign: '¥', integer: '5,999', decimal: '.00' });
      }
      expect(moneyFormatter('en').format(-12.5)).toBe('-¥12.50');
    });
  }

  it('is the engine’s own format where narrowSymbol works', () => {
    expect(moneyFormatter('en').format(5999)).toBe(
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
      }).format(5999),
    );
    expect(moneyFormatter('zh-CN').format(1234.5)).toBe('¥1,234.50');
  });
});
