import type { Address, AddressFields } from '../../schemas/api/address';
import type { Queryable } from '../db/db';

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

/** The caller's live address; anyone else's (or a deleted one) is absent, so existence does not leak. */
export async function findAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<Address | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM addresses WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL`,
    [addressId, customerId],
  );
  return row ? toAddress(row) : undefined;
}

export async function defaultAddress(db: Queryable, customerId: number): Promise<Address | null> {
  return (await listAddresses(db, customerId))[0] ?? null;
}

export async function clearDefaultAddress(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default', [
    customerId,
  ]);
}

export async function insertAddress(
  tx: Queryable,
  customerId: number,
  fields: AddressFields,
  isDefault: boolean,
  now: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default,
       created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [customerId, ...valuesOf(fields), isDefault, now],
  );
  return row?.id ?? 0;
}

/** Changes the fields; makeDefault only ever turns default on (a default stays default). */
export async function updateAddress(
  tx: Queryable,
  customerId: number,
  addressId: number,
  fields: AddressFields,
  makeDefault: boolean,
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE addresses SET name = $3, phone = $4, province = $5, city = $6, district = $7, detail = $8,
       is_default = is_default OR $9, updated_at = $10 WHERE id = $1 AND customer_id = $2`,
    [addressId, customerId, ...valuesOf(fields), makeDefault, now],
  );
}

/** Soft delete: orders keep their own snapshot, so the row is only hidden. */
export async function markAddressDeleted(tx: Queryable, customerId: number, addressId: number, now: number) {
  await tx.query(
    'UPDATE addresses SET deleted_at = $3, is_default = false WHERE id = $1 AND customer_id = $2',
    [addressId, customerId, now],
  );
}

/** The most recently changed live address becomes the default. */
export async function promoteLatestAddress(tx: Queryable, customerId: number): Promise<void> {
  await tx.query(
    `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE customer_id = $1
       AND deleted_at IS NULL ORDER BY updated_at DESC, id DESC LIMIT 1)`,
    [customerId],
  );
}

const valuesOf = (f: AddressFields) => [f.name, f.phone, f.province, f.city, f.district, f.detail];
