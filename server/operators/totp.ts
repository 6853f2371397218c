import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto, no dependency: HMAC-SHA1,
 * 30-second steps, 6 digits — what every authenticator app reads from an otpauth:// URI by default.
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is still taken from: a phone's clock a little off, a slow typist. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand or in a URI. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (spaces and case ignored); undefined when it holds another character. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, as base32 (20 bytes: RFC 4226's recommended length for SHA-1). */
export const newTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));

/** The step a moment falls in. */
export const stepOf = (epochMs: number): number => Math.floor(epochMs / TOTP_STEP_MS);

/** HOTP (RFC 4226 §5.3): the code of one counter value, zero-padded to `digits`. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows at `epochMs` for a base32 secret. */
export function totpAt(secret: string, epochMs: number, digits = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('TOTP secret is not base32');
  return hotp(key, stepOf(epochMs), digits);
}

/**
 * The step a presented code matches, within the drift either side of now and after `lastStep` (a code
 * already used, or an older one, is refused: a code seen over someone's shoulder is spent); undefined when
 * none matches. Compared in constant time.
 */
export function matchingStep(
  secret: string,
  code: string,
  epochMs: number,
  lastStep: number | null,
): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return undefined;
  const now = stepOf(epochMs);
  let found: number | undefined;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    const expected = Buffer.from(hotp(key, step));
    // Every step is compared, whichever matched, so the time taken says nothing.
    if (timingSafeEqual(expected, Buffer.from(code)) && (lastStep === null || step > lastStep)) {
      found ??= step;
    }
  }
  return found;
}

/**
 * The otpauth:// URI an authenticator app reads (as a QR code or a link): issuer and account label, the
 * secret, and the parameters spelled out although they are the defaults.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_MS / 1000),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
