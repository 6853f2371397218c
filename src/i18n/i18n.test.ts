import { afterEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../../schemas/i18n/common';
import { formatCount, formatCountdown, formatDate, formatMoney } from './format';
import { decideLang, getLang, initLang, setLang } from './lang';
import { useMessages } from './messages';

afterEach(() => setLang('zh-CN'));

describe('deciding the language', () => {
  it('follows the browser, zh-CN when it speaks neither', () => {
    expect(decideLang({ search: '', stored: null, languages: ['en-US', 'en'] }).lang).toBe('en');
    expect(decideLang({ search: '', stored: null, languages: ['ja-JP'] }).lang).toBe('zh-CN');
  });

  it('lets ?lang force one for the visit, remembered across loads', () => {
    expect(decideLang({ search: '?lang=en', stored: null, languages: ['zh-CN'] })).toEqual({
      lang: 'en',
      remember: 'en',
    });
    expect(decideLang({ search: '', stored: 'en', languages: ['zh-CN'] }).lang).toBe('en');
    // An unknown forced value is ignored rather than breaking the page.
    expect(decideLang({ search: '?lang=xx', stored: null, languages: ['zh-CN'] }).lang).toBe('zh-CN');
  });

  it('sets <html lang> and the texts at boot', () => {
    window.history.replaceState(null, '', '/mbankmall/index?lang=en');
    initLang(window);
    expect(getLang()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(useMessages(commonMessages).confirm).toBe('Confirm');
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
});

describe('formatting through Intl', () => {
  it('formats money, counts and dates in the visit language', () => {
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatCount(12345, true)).toBe('1.2万');
    expect(formatDate(Date.UTC(2026, 10, 23, 20))).toBe('2026/11/24');
    setLang('en');
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatCount(12345, true)).toBe('12.3K');
  });

  it('counts down with days in words', () => {
    expect(formatCountdown(2 * 86_400_000 + 5 * 3_600_000 + 9 * 60_000 + 3_000)).toBe('2天 05:09:03');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    setLang('en');
    expect(formatCountdown(86_400_000)).toBe('1d 00:00:00');
  });
});
