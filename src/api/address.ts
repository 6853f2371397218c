import { type Address, addressListSchema, addressSchema } from '../../schemas/api/address';
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
