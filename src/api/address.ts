import type { Address, AddressFields } from '../../schemas/api/address';
import { addressList, addressOpenBank, addressSave } from '../../schemas/api/endpoints/address';
import { call } from './call';

export const fetchAddresses = (): Promise<Address[]> => call(addressList, {}, { silent: true });

export interface AddressInput {
  addressId?: number;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

/** Without addressId adds, with it changes. */
export const saveAddress = (input: AddressInput): Promise<Address> => call(addressSave, { body: input });

/** Opens the bank app's sealed address; nothing is saved until the shopper saves the form. */
export const decryptBankAddress = (cipher: string): Promise<AddressFields> =>
  call(addressOpenBank, { body: { cipher } });
