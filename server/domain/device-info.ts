import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type DeviceInfo, deviceInfoSchema } from '../../schemas/api/channel-extras';
import type { Refusal } from './refusal';

/**
 * device/decrypt: the bank app seals its device information with AES-256-GCM under a key both sides are
 * configured with (MBANK_DEVICE_KEY). Wire form: base64url(iv 12 | ciphertext | tag 16). The GCM tag makes
 * any changed byte (or a wrong key) fail as a whole: nothing of a tampered message is ever read.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed JSON is small; anything longer than this is not device information. */
const MAX_PLAIN_BYTES = 1024;

/** The configured secret, of any length, as a 256-bit key. */
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

type Problem = Extract<Refusal, { refusal: 'device_info_refused' }>['problem'];
const refused = (problem: Problem): Refusal => ({ refusal: 'device_info_refused', problem });

/** What the bank app (and the tests, as the bank app) does. */
export function sealDeviceInfo(info: DeviceInfo, secret: string, iv: Buffer = randomBytes(IV_BYTES)): string {
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(info), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function openDeviceInfo(sealed: string, secret: string): DeviceInfo | Refusal {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.length > IV_BYTES + TAG_BYTES + MAX_PLAIN_BYTES)
    return refused('malformed');
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
    return refused('unverified');
  }
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch {
    return refused('incomplete');
  }
  const parsed = deviceInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : refused('incomplete');
}
