import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from './lang';
import { shareLangWithServerPages, withLangParam } from './langParam';

afterEach(() => setLang('zh-CN'));

describe("the visit's language for the server's own pages", () => {
  it('rides on the SSO address, absolute or relative', () => {
    setLang('en');
    expect(withLangParam('http://mall.test/sso/authorize?state=S1')).toBe(
      'http://mall.test/sso/authorize?state=S1&lang=en',
    );
    expect(withLangParam('/sso/authorize?state=S1#x')).toBe('/sso/authorize?state=S1&lang=en#x');
  });

  it('is shared in a cookie for the addresses the SPA does not build (the cashier)', () => {
    setLang('en');
    shareLangWithServerPages();
    expect(document.cookie).toContain('mall-lang=en');
  });
});
