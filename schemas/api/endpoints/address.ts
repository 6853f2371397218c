/** The address book, /api/order/address/* (shopper): the one declaration of each endpoint (ADR 0063). */
import { z } from '../../zod';
import {
  addressDeleteRequestSchema,
  addressListSchema,
  addressSaveRequestSchema,
  addressSchema,
  mbankAddressSchema,
  mbankDecryptRequestSchema,
} from '../address';
import { endpoint } from '../endpoint';
import { dbIdParam } from '../primitives';

const BASE = '/api/order/address';

export const addressList = endpoint({
  method: 'get',
  path: `${BASE}/list`,
  auth: 'shopper',
  result: addressListSchema,
});

export const addressSave = endpoint({
  method: 'post',
  path: `${BASE}/save`,
  auth: 'shopper',
  body: addressSaveRequestSchema,
  result: addressSchema,
});

export const addressRemove = endpoint({
  method: 'post',
  path: `${BASE}/delete`,
  auth: 'shopper',
  body: addressDeleteRequestSchema,
  result: z.literal(true),
});

export const addressOpenBank = endpoint({
  method: 'post',
  path: `${BASE}/mbank/decrypt`,
  auth: 'shopper',
  body: mbankDecryptRequestSchema,
  result: mbankAddressSchema,
});

export const addressById = endpoint({
  method: 'get',
  path: `${BASE}/{addressId}`,
  auth: 'shopper',
  params: z.object({ addressId: dbIdParam }),
  result: addressSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const addressEndpoints = {
  list: addressList,
  save: addressSave,
  remove: addressRemove,
  openBankAddress: addressOpenBank,
  byId: addressById,
};
