import * as z from 'zod';
import { text } from './primitives';
import { inMallPathLinkSchema } from './short-link';

/**
 * gov/investment-show (spec §7, customer calls): whether the government-investment section shows, as
 * the operator set it (PUT /api/operator/channel/gov-investment), with its title and in-mall link.
 */
export const govInvestmentSchema = z.object({
  show: z.boolean(),
  title: z.string(),
  linkUrl: z.string().nullable(),
});
export type GovInvestment = z.infer<typeof govInvestmentSchema>;

export const govInvestmentSetRequestSchema = z
  .object({
    show: z.boolean(),
    title: text(40, { what: 'title' }).default(''),
    linkUrl: inMallPathLinkSchema.shape.url.nullable().default(null),
  })
  .refine((s) => !s.show || s.title.length > 0, {
    path: ['title'],
    message: 'a shown section needs a title',
  });

/**
 * device/decrypt (spec §7): the bank app hands the mall its device information sealed with AES-256-GCM
 * under a key both sides are configured with: base64url(iv 12 bytes | ciphertext | tag 16 bytes).
 */
export const deviceDecryptRequestSchema = z.object({
  cipher: z
    .string()
    .min(40)
    .max(2048)
    .regex(/^[A-Za-z0-9_-]+$/, 'cipher must be base64url'),
});

const field = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cs}]*$/u);
export const deviceInfoSchema = z.object({
  deviceId: field(64),
  platform: z.enum(['ios', 'android', 'harmony']),
  osVersion: field(32),
  model: field(64),
  appVersion: field(32),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
