import type { Address, AddressFields } from '../../schemas/api/address';
import type { Queryable } from '../db/db';
import { conflict, notFound } from '../http/errors';

interface Row {
  id: number;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
  updated_at: number;
}

const toAddress = (r: Row): Address => ({
  addressId: r.id,
  name: r.name,
  phone: r.phone,
  province: r.province,
  city: r.city,
  district: r.district,
  detail: r.detail,
  isDefault: r.is_default,
  updatedAt: Number(r.updated_at),
});

const COLUMNS = 'id, name, phone, province, city, district, detail, is_default, updated_at';
export const MAX_ADDRESSES = 20;

/** Default first, then the most recently changed. */
export async function listAddresses(db: Queryable, customerId: number): Promise<Address[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = $1 AND deleted_at IS NULL
      ORDER BY is_default DESC, updated_at DESC, id DESC`,
    [customerId],
  );
  return rows.map(toAddress);
}

/** The caller's address; anyone else's (or a deleted one) is 404 so existence does not leak. */
export async function getAddress(db: Queryable, customerId: number, addressId: number): Promise<Address> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM addresses WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL`,
    [addressId, customerId],
  );
  if (!row) throw notFound(`address ${addressId} not found`);
  return toAddress(row);
}

export async function defaultAddress(db: Queryable, customerId: number): Promise<Address | null> {
  return (await listAddresses(db, customerId))[0] ?? null;
}

/** Adds or changes an address; the first address, or one marked default, becomes the only default. */
export async function saveAddress(
  tx: Queryable,
  customerId: number,
  input: AddressFields & { addressId?: number | undefined; isDefault: boolean },
  now: number,
): Promise<Address> {
  const existing = await listAddresses(tx, customerId);
  let id = input.addressId;
  if (id !== undefined && !existing.some((a) => a.addressId === id))
    throw notFound(`address ${id} not found`);
  const makeDefault = input.isDefault || existing.length === 0;
  if (makeDefault) {
    await tx.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default', [
      customerId,
    ]);
  }
  const values = [input.name, input.phone, input.province, input.city, input.district, input.detail];
  if (id === undefined) {
    if (existing.length >= MAX_ADDRESSES) {
      throw conflict(`at most ${MAX_ADDRESSES} addresses can be saved`);
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default,
         created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [customerId, ...values, makeDefault, now],
    );
    id = row?.id ?? 0;
  } else {
    // A default address stays default unless another one takes over.
    await tx.query(
      `UPDATE addresses SET name = $3, phone = $4, province = $5, city = $6, district = $7, detail = $8,
         is_default = is_default OR $9, updated_at = $10 WHERE id = $1 AND customer_id = $2`,
      [id, customerId, ...values, makeDefault, now],
    );
  }
  return getAddress(tx, customerId, id);
}

export async function deleteAddress(tx: Queryable, customerId: number, addressId: number, now: number) {
  const target = await getAddress(tx, customerId, addressId);
  await tx.query(
    'UPDATE addresses SET deleted_at = $3, is_default = false WHERE id = $1 AND customer_id = $2',
    [addressId, customerId, now],
  );
  if (target.isDefault) {
    // Another address takes over as default so confirm always has one to suggest.
    await tx.query(
      `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE customer_id = $1
         AND deleted_at IS NULL ORDER BY updated_at DESC, id DESC LIMIT 1)`,
      [customerId],
    );
  }
}
