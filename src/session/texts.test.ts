import { describe, expect, it } from 'vitest';
import { bracketedParts, loginFailureText } from './texts';

describe('login failure text', () => {
  it('is "{code} login error, please retry" plus the bracketed parts', () => {
    expect(loginFailureText('LOGIN0912', 'code used [LOGIN0912] (try again)')).toBe(
      'LOGIN0912 login error, please retry [LOGIN0912] (try again)',
    );
  });

  it('defaults the code to LOGIN0911', () => {
    expect(loginFailureText('', 'network')).toBe('LOGIN0911 login error, please retry');
    expect(loginFailureText(undefined)).toBe('LOGIN0911 login error, please retry');
  });

  it('keeps full-width brackets', () => {
    expect(bracketedParts('失败（E12）【x】')).toEqual(['（E12）', '【x】']);
  });
});
