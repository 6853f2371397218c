/**
 * Delivery addresses (/api/order/address/*, user-scoped). Another customer's addressId answers 404.
 * The bank app hands over an 'encrypted' address (here: base64url JSON + HMAC-SHA256, see
 * server/domain/mbank-address.ts) that mbank/decrypt verifies and opens; it is not saved by that call.
 */
import { z } from '../zod';
import { code, dbId, epochMs, text } from './primitives';

const trimmed = (min: number, max: number, what: string) => text(max, { min, what });

/** Mainland mobile number: 11 digits starting with 1. */
export const phoneSchema = z
  .string()
  .check(z.trim())
  .check(z.regex(/^1\d{10}$/, 'phone must be an 11-digit mobile number'));

export const addressFieldsSchema = z.object({
  name: trimmed(1, 25, 'name'),
  phone: phoneSchema,
  province: trimmed(1, 20, 'province'),
  city: trimmed(1, 20, 'city'),
  district: trimmed(1, 20, 'district'),
  detail: trimmed(5, 120, 'detail'),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

export const addressSchema = z.extend(addressFieldsSchema, {
  addressId: dbId,
  isDefault: z.boolean(),
  updatedAt: epochMs,
});
export type Address = z.infer<typeof addressSchema>;

/** GET list: default first, then most recently changed. */
export const addressListSchema = z.array(addressSchema);

/** POST save: without addressId adds, with it changes (404 when not the caller's). Result: the address. */
export const addressSaveRequestSchema = z.extend(addressFieldsSchema, {
  addressId: z.optional(dbId),
  isDefault: z._default(z.boolean(), false),
});

/** POST delete (extra, for the address book). Result: true. */
export const addressDeleteRequestSchema = z.object({ addressId: dbId });

/** POST mbank/decrypt: cipher = base64url(JSON fields) + '.' + base64url(HMAC). Result: the fields. */
export const mbankDecryptRequestSchema = z.object({
  cipher: code(4096, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/).check(z.minLength(3)),
});
export const mbankAddressSchema = addressFieldsSchema;
