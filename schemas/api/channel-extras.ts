import { z } from '../zod';
import { text } from './primitives';
import { inMallPathLinkSchema } from './short-link';

/**
 * gov/investment-show (spec §7, customer calls): whether the government-investment section shows, as
 * the operator set it (PUT /api/operator/channel/gov-investment), with its title and in-mall link.
 */
export const govInvestmentSchema = z.object({
  show: z.boolean(),
  title: z.string(),
  linkUrl: z.nullable(z.string()),
});
export type GovInvestment = z.infer<typeof govInvestmentSchema>;

export const govInvestmentSetRequestSchema = z
  .object({
    show: z.boolean(),
    title: z._default(text(40, { what: 'title' }), ''),
    linkUrl: z._default(z.nullable(inMallPathLinkSchema.shape.url), null),
  })
  .check(
    z.refine((s) => !s.show || s.title.length > 0, {
      path: ['title'],
      message: 'a shown section needs a title',
    }),
  );

/**
 * device/decrypt (spec §7; POST with a body or GET with a query): the bank app hands the mall its device information sealed with AES-256-GCM
 * under a key both sides are configured with: base64url(iv 12 bytes | ciphertext | tag 16 bytes).
 */
export const deviceDecryptRequestSchema = z.object({
  cipher: z
    .string()
    .check(z.minLength(40))
    .check(z.maxLength(2048))
    .check(z.regex(/^[A-Za-z0-9_-]+$/, 'cipher must be base64url')),
});

const field = (max: number) =>
  z
    .string()
    .check(z.minLength(1))
    .check(z.maxLength(max))
    .check(z.regex(/^[^\p{Cc}\p{Cs}]*$/u));
export const deviceInfoSchema = z.object({
  deviceId: field(64),
  platform: z.enum(['ios', 'android', 'harmony']),
  osVersion: field(32),
  model: field(64),
  appVersion: field(32),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
