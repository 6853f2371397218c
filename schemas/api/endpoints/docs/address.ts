/** The server's half of address.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */

import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { addressEndpoints } from '../address';

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

export const addressDocs: EndpointDocs<typeof addressEndpoints> = {
  list: {
    summary: 'Address book, default first',
    tag: 'address',
    examples: { result: [example] },
  },
  save: {
    summary: 'Add an address, or change one (with addressId)',
    tag: 'address',
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
  },
  remove: {
    summary: 'Delete an address',
    tag: 'address',
    examples: { body: { addressId: 12 }, result: true },
  },
  openBankAddress: {
    summary: 'Open an address handed over by the bank app (not saved)',
    tag: 'address',
  },
  byId: {
    summary: 'One address of the caller (404 for anyone else’s)',
    tag: 'address',
    examples: { result: example },
  },
};

export const addressDocumented = documented(addressEndpoints, addressDocs);
