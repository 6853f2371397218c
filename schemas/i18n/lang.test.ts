import { describe, expect, it } from 'vitest';
import { catalogueProblems, defineMessages } from './define';
import { parseAcceptLanguage, pickLang } from './lang';

describe('picking the language', () => {
  it('prefers the first tag the mall speaks and defaults to Chinese', () => {
    expect(pickLang(['fr-FR', 'en-US', 'zh-CN'])).toBe('en');
    expect(pickLang(['zh-TW', 'en'])).toBe('zh-CN');
    expect(pickLang(['fr', 'de'])).toBe('zh-CN');
    expect(pickLang([])).toBe('zh-CN');
  });

  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('zh;q=0.5, en-US, fr;q=0')).toEqual(['en-US', 'zh']);
    expect(pickLang(parseAcceptLanguage('de, en;q=0.9, zh;q=0.8'))).toBe('en');
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('catalogue checks', () => {
  it('reports a missing or empty text and a kind mismatch', () => {
    const bad = defineMessages(
      'test.bad',
      { a: '甲', b: (n: number) => `${n} 件` },
      // @ts-expect-error en lacks 'b': TypeScript refuses it, and the run-time check reports it too
      { a: ' ' },
    );
    expect(catalogueProblems(bad)).toEqual(['test.bad.a (en) is empty', 'test.bad.b (en) is missing']);
  });
});
