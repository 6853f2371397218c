import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepOf, totpAt } from './totp';

/** RFC 6238 Appendix B (SHA-1 rows) and RFC 4226 Appendix D: the published vectors, 8 and 6 digits. */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    for (const [counter, code] of expected.entries()) expect(hotp(RFC_KEY, counter)).toBe(code);
  });

  it('matches the RFC 6238 SHA-1 vectors', () => {
    const rows: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of rows) expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('round-trips base32 and refuses characters outside it', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET.toLowerCase())?.equals(RFC_KEY)).toBe(true);
    expect(base32Decode('GEZ1')).toBeUndefined();
  });

  it('takes a code one step either side, not two, and never a step already used', () => {
    const now = 1_800_000_000_000;
    const step = stepOf(now);
    const code = (s: number) => totpAt(RFC_SECRET, s * 30_000);
    expect(matchingStep(RFC_SECRET, code(step), now, null)).toBe(step);
    expect(matchingStep(RFC_SECRET, code(step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, code(step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, code(step - 2), now, null)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code(step), now, step)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code(step - 1), now, step - 1)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, 'abcdef', now, null)).toBeUndefined();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('mbankmall console', 'ada', RFC_SECRET));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/mbankmall console:ada');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
