import { z } from '../zod';

/** Category tab codes and their SC codes (spec §2). The home tab (10) has no category of its own. */
export const CATEGORY_TABS = [
  { code: 20, scCode: 'SC4', name: 'phones' },
  { code: 21, scCode: 'SC0', name: 'computers' },
  { code: 22, scCode: 'SC6', name: 'digital' },
  { code: 23, scCode: 'SC9', name: 'appliances' },
  { code: 24, scCode: 'SC2', name: 'home & luggage' },
  { code: 25, scCode: 'SC8', name: 'beauty' },
  { code: 26, scCode: 'SC5', name: 'jewellery & watches' },
  { code: 27, scCode: 'SCN', name: 'luxury' },
  { code: 28, scCode: 'SC3', name: 'wine & food' },
] as const;

export const HOME_TAB_CODE = 10;

export const categoryCodeSchema = z.number().check(z.int(), z.gte(20), z.lte(28));

export const categorySchema = z.object({
  code: categoryCodeSchema,
  scCode: z.string().check(z.regex(/^SC[0-9A-Z]$/)),
  name: z.string().check(z.minLength(1)),
  sort: z.number().check(z.int()),
});
export type Category = z.infer<typeof categorySchema>;
