import type { Address, AddressFields } from '../../schemas/api/address';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { openMbankAddress } from '../domain/mbank-address';
import type { Outcome } from '../domain/refusal';
import {
  clearDefaultAddress,
  findAddress,
  insertAddress,
  listAddresses,
  MAX_ADDRESSES,
  markAddressDeleted,
  promoteLatestAddress,
  updateAddress,
} from '../repos/addresses';
import { orRefuse, refuse, settle } from './outcome';

/** The caller's address or the refusal 'not found' (also for another customer's). */
export async function ownAddress(db: Queryable, customerId: number, addressId: number): Promise<Address> {
  return orRefuse(await findAddress(db, customerId, addressId), { refusal: 'address_not_found', addressId });
}

export const addressList = (deps: AppDeps, customerId: number) => listAddresses(deps.db, customerId);

export const addressById = (deps: AppDeps, customerId: number, addressId: number) =>
  settle(() => ownAddress(deps.db, customerId, addressId));

/** Adds or changes an address; the first address, or one marked default, becomes the only default. */
export function saveAddress(
  deps: AppDeps,
  customerId: number,
  input: AddressFields & { addressId?: number | undefined; isDefault: boolean },
): Promise<Outcome<Address>> {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const existing = await listAddresses(tx, customerId);
      let id = input.addressId;
      if (id !== undefined && !existing.some((a) => a.addressId === id)) {
        refuse({ refusal: 'address_not_found', addressId: id });
      }
      const makeDefault = input.isDefault || existing.length === 0;
      if (makeDefault) await clearDefaultAddress(tx, customerId);
      if (id === undefined) {
        if (existing.length >= MAX_ADDRESSES) refuse({ refusal: 'address_limit', limit: MAX_ADDRESSES });
        id = await insertAddress(tx, customerId, input, makeDefault, now);
      } else {
        // A default address stays default unless another one takes over.
        await updateAddress(tx, customerId, id, input, makeDefault, now);
      }
      return ownAddress(tx, customerId, id);
    }),
  );
}

export function deleteAddress(deps: AppDeps, customerId: number, addressId: number): Promise<Outcome<true>> {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const target = await ownAddress(tx, customerId, addressId);
      await markAddressDeleted(tx, customerId, addressId, now);
      // Another address takes over as default so confirm always has one to suggest.
      if (target.isDefault) await promoteLatestAddress(tx, customerId);
      return true as const;
    }),
  );
}

/** mbank/decrypt: the fields of the bank app's sealed address, for the shopper to check and save. */
export function openBankAddress(deps: AppDeps, cipher: string): Outcome<AddressFields> {
  const opened = openMbankAddress(cipher, deps.config.shopping.mbankAddressKey);
  return 'refusal' in opened ? { ok: false, ...opened } : { ok: true, value: opened };
}
