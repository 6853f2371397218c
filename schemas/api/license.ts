import { z } from '../zod';
import { code } from './primitives';

/** deleteType 0 records the authorisation, 1 revokes it (spec §4). */
export const authLicenseSetRequestSchema = z.object({
  deleteType: z.literal([0, 1]),
  licenseVersion: code(32, /^[A-Za-z0-9._-]+$/),
});
export type AuthLicenseSetRequest = z.infer<typeof authLicenseSetRequestSchema>;

/** GET /api/channel/cust/auth-license. */
export const authLicenseStatusSchema = z.object({
  isAuth: z.boolean(),
  licenseVersion: z.nullable(z.string()),
});
export type AuthLicenseStatus = z.infer<typeof authLicenseStatusSchema>;

/** What the user agrees to share (spec §2, license dialog). */
export const LICENSE_GRANTED_ITEMS = ['phone number', 'bank user id', 'delivery info'] as const;
export type GrantedItem = (typeof LICENSE_GRANTED_ITEMS)[number];
/** The server records items by these keys; the screens name them in the visit's language. */
export const isGrantedItem = (item: string): item is GrantedItem =>
  (LICENSE_GRANTED_ITEMS as readonly string[]).includes(item);

/** GET /api/channel/cust/query-auth-info: the details shown on /revokeLicense. Times are epoch ms. */
export const authInfoSchema = z.object({
  isAuth: z.boolean(),
  licenseVersion: z.nullable(z.string()),
  grantedItems: z.array(z.string()),
  authTime: z.nullable(z.number().check(z.int())),
  revokeTime: z.nullable(z.number().check(z.int())),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

/** GET /api/mlife/license/version. */
export const licenseVersionSchema = z.object({ licenseVersion: z.string() });

/** GET /api/mlife/license/license-{version}.json */
export const licenseTextSchema = z.object({
  version: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type LicenseText = z.infer<typeof licenseTextSchema>;

/** Path parameter of GET /api/mlife/license/{file}: license-<version>.json. */
export const licenseFileParamSchema = code(64, /^license-[A-Za-z0-9._-]+\.json$/);
