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

const example = {
  addressId: 12,
  name: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路 88 号 1 单元 101',
  isDefault: true,
  updatedAt: 1764000000000,
};

export const addressEndpoints = {
  list: endpoint({
    method: 'get',
    path: `${BASE}/list`,
    summary: 'Address book, default first',
    tag: 'address',
    auth: 'shopper',
    result: addressListSchema,
    examples: { result: [example] },
  }),
  save: endpoint({
    method: 'post',
    path: `${BASE}/save`,
    summary: 'Add an address, or change one (with addressId)',
    tag: 'address',
    auth: 'shopper',
    body: addressSaveRequestSchema,
    result: addressSchema,
    examples: {
      body: {
        name: '张三',
        phone: '13800138000',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '建国路 88 号 1 单元 101',
        isDefault: true,
      },
      result: example,
    },
  }),
  remove: endpoint({
    method: 'post',
    path: `${BASE}/delete`,
    summary: 'Delete an address',
    tag: 'address',
    auth: 'shopper',
    body: addressDeleteRequestSchema,
    result: z.literal(true),
    examples: { body: { addressId: 12 }, result: true },
  }),
  openBankAddress: endpoint({
    method: 'post',
    path: `${BASE}/mbank/decrypt`,
    summary: 'Open an address handed over by the bank app (not saved)',
    tag: 'address',
    auth: 'shopper',
    body: mbankDecryptRequestSchema,
    result: mbankAddressSchema,
  }),
  byId: endpoint({
    method: 'get',
    path: `${BASE}/{addressId}`,
    summary: 'One address of the caller (404 for anyone else’s)',
    tag: 'address',
    auth: 'shopper',
    params: z.object({ addressId: dbIdParam }),
    result: addressSchema,
    examples: { result: example },
  }),
};
