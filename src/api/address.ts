import {
  type Address,
  type AddressFields,
  addressListSchema,
  addressSchema,
  mbankAddressSchema,
} from '../../schemas/api/address';
import { get, post } from './client';

const ADDRESS = '/api/order/address';

export const fetchAddresses = (): Promise<Address[]> =>
  get(`${ADDRESS}/list`, undefined, { schema: addressListSchema, silent: true });

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
export const saveAddress = (input: AddressInput): Promise<Address> =>
  post(`${ADDRESS}/save`, input, { schema: addressSchema });

/** Opens the bank app's sealed address; nothing is saved until the shopper saves the form. */
export const decryptBankAddress = (cipher: string): Promise<AddressFields> =>
  post(`${ADDRESS}/mbank/decrypt`, { cipher }, { schema: mbankAddressSchema });
