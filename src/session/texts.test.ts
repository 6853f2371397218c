import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../i18n/lang';
import { sessionMessages } from './messages';
import { bracketedParts, loginFailureText } from './texts';

afterEach(() => setLang('zh-CN'));

describe('login failure text', () => {
  it('is "{code} login error, please retry" plus the bracketed parts, Chinese by default', () => {
    expect(loginFailureText('LOGIN0912', 'code used [LOGIN0912] (try again)')).toBe(
      'LOGIN0912 登录异常，请重试 [LOGIN0912] (try again)',
    );
  });

  it("keeps the spec's English wording in English", () => {
    setLang('en');
    expect(loginFailureText('LOGIN0912', 'code used [LOGIN0912]')).toBe(
      'LOGIN0912 login error, please retry [LOGIN0912]',
    );
  });

  it('defaults the code to LOGIN0911', () => {
    const T = sessionMessages['zh-CN'];
    expect(loginFailureText('', 'network')).toBe(T.loginFailed('LOGIN0911'));
    expect(loginFailureText(undefined)).toBe(T.loginFailed('LOGIN0911'));
  });

  it('keeps full-width brackets', () => {
    expect(bracketedParts('失败（E12）【x】')).toEqual(['（E12）', '【x】']);
  });
});
