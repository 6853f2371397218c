import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * JSON sealed with AES-256-GCM under a configured secret (any length, hashed to a 256-bit key). Wire form:
 * base64url(iv 12 | ciphertext | tag 16). The GCM tag makes any changed byte (or a wrong key) fail as a
 * whole: nothing of a tampered message is ever read. Used by the bank app's device information
 * (device/decrypt) and the session info's user token (spec §3).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealProblem = 'malformed' | 'unverified' | 'incomplete';
export type Opened = { ok: true; value: unknown } | { ok: false; problem: SealProblem };

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export function sealJson(value: unknown, secret: string, iv: Buffer = randomBytes(IV_BYTES)): string {
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The JSON inside, or why not; `maxPlainBytes` refuses anything longer than what is ever sealed. */
export function openJson(sealed: string, secret: string, maxPlainBytes: number): Opened {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.length > IV_BYTES + TAG_BYTES + maxPlainBytes)
    return { ok: false, problem: 'malformed' };
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // final() throws when the tag does not match: changed bytes or another key.
    return { ok: false, problem: 'unverified' };
  }
  try {
    return { ok: true, value: JSON.parse(plain) };
  } catch {
    return { ok: false, problem: 'incomplete' };
  }
}
