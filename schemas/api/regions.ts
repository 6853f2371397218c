import { z } from '../zod';

/**
 * The provinces a customer's branch can be in (ADR 0071): the 34 provincial-level divisions
 * by their GB/T 2260 code, as bank systems name them. The simulated bank SSO names the customer's branch
 * province; sign-on writes it to the mall_region cookie; the audience rule "region" is one of these codes.
 * Their words are in schemas/i18n/provinces.ts.
 */
export const PROVINCE_CODES = [
  '110000',
  '120000',
  '130000',
  '140000',
  '150000',
  '210000',
  '220000',
  '230000',
  '310000',
  '320000',
  '330000',
  '340000',
  '350000',
  '360000',
  '370000',
  '410000',
  '420000',
  '430000',
  '440000',
  '450000',
  '460000',
  '500000',
  '510000',
  '520000',
  '530000',
  '540000',
  '610000',
  '620000',
  '630000',
  '640000',
  '650000',
  '710000',
  '810000',
  '820000',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const provinceCodeSchema = z.enum(PROVINCE_CODES);

export const isProvinceCode = (value: string | null | undefined): value is ProvinceCode =>
  provinceCodeSchema.safeParse(value).success;
