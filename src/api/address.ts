import type { Address, AddressFields } from '../../schemas/api/address';
import { addressEndpoints as endpoints } from '../../schemas/api/endpoints/address';
import { call } from './call';

export const fetchAddresses = (): Promise<Address[]> => call(endpoints.list, {}, { silent: true });

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
export const saveAddress = (input: AddressInput): Promise<Address> => call(endpoints.save, { body: input });

/** Opens the bank app's sealed address; nothing is saved until the shopper saves the form. */
export const decryptBankAddress = (cipher: string): Promise<AddressFields> =>
  call(endpoints.openBankAddress, { body: { cipher } });
