import { createHmac } from 'node:crypto';
import { type AddressFields, mbankAddressSchema } from '../../schemas/api/address';
import { safeEqual } from '../auth/secrets';

/**
 * The bank app hands the mall an address it 'encrypted'. We simulate that with base64url(JSON) plus an
 * HMAC-SHA256 over it with a shared key: not secret, but tamper-evident, which is what the mall relies on.
 */
const mac = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function sealMbankAddress(fields: AddressFields, key: string): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

export type OpenResult = { ok: true; address: AddressFields } | { ok: false; message: string };

export function openMbankAddress(cipher: string, key: string): OpenResult {
  const [payload, signature, extra] = cipher.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, message: 'malformed address data' };
  if (!safeEqual(signature, mac(payload, key))) {
    return { ok: false, message: 'address data failed verification' };
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, message: 'address data is not readable' };
  }
  const parsed = mbankAddressSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: 'address data is incomplete' };
  return { ok: true, address: parsed.data };
}
