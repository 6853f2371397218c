import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AddressFields, mbankAddressSchema } from '../../schemas/api/address';
import type { Refusal } from './refusal';

/**
 * The bank app hands the mall an address it 'encrypted'. We simulate that with base64url(JSON) plus an
 * HMAC-SHA256 over it with a shared key: not secret, but tamper-evident, which is what the mall relies on.
 */
const mac = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function sealMbankAddress(fields: AddressFields, key: string): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

// Constant time, so the check does not tell how much of a forged signature was right.
function sameSignature(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

type Problem = Extract<Refusal, { refusal: 'mbank_address_refused' }>['problem'];
const refused = (problem: Problem): Refusal => ({ refusal: 'mbank_address_refused', problem });

/** The address inside a sealed hand-over, or why it cannot be used. */
export function openMbankAddress(cipher: string, key: string): AddressFields | Refusal {
  const [payload, signature, extra] = cipher.split('.');
  if (!payload || !signature || extra !== undefined) return refused('malformed');
  if (!sameSignature(signature, mac(payload, key))) return refused('unverified');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return refused('unreadable');
  }
  const parsed = mbankAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : refused('incomplete');
}
