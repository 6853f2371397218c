import { describe, expect, it } from 'vitest';
import { isValidEmail, maskEmail } from './email';

describe('isValidEmail', () => {
  it.each(['alice@qq.com', 'a.b-c_d@163.com', '9lives@cmbchina.com', 'X@abc.info', ' bob@mail.cn '])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    '',
    '.alice@qq.com', // must start with a letter or digit
    '_alice@qq.com',
    'alice@qq', // needs a dot and an ending
    'alice@qq.c', // ending too short
    'alice@qq.comcn', // ending too long
    'alice@qq.c0m', // ending must be letters
    'alice@q-q.com', // domain is alphanumerics only
    'alice@mail.qq.com', // the spec's rule allows one dot after the @
    'ali ce@qq.com',
    'alice@@qq.com',
    'alice',
  ])('rejects %j', (value) => expect(isValidEmail(value)).toBe(false));
});

describe('maskEmail', () => {
  it('shows the first character and stars: nothing of the domain stays (spec §5)', () => {
    expect(maskEmail('alice@qq.com')).toBe('a***********');
    expect(maskEmail('b@163.com')).toBe('b********');
    expect(maskEmail(' bob@mail.cn ')).toBe('b**********');
  });

  it('masks text without an @ too, counting characters rather than bytes', () => {
    expect(maskEmail('secret')).toBe('s*****');
    expect(maskEmail('张三@qq.com')).toBe('张********');
  });

  it('returns empty input empty', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('  ')).toBe('');
  });
});
