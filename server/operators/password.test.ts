import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('operator passwords (scrypt)', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('a long enough passphrase', CHEAP);
    expect(await verifyPassword('a long enough passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long enough passphrasf', stored)).toBe(false);
  });

  it('stores its parameters and a salt of its own per hash', async () => {
    const a = await hashPassword('same words here', CHEAP);
    const b = await hashPassword('same words here', CHEAP);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same words here');
  });

  it('refuses every password against the dummy and against values it does not understand', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AA$AA')).toBe(false);
  });
});
