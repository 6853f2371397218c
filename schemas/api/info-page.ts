import { z } from '../zod';

/**
 * Informational pages: operator content kept as notices of kind 'page' (ADR 0019). The text
 * is plain: a line starting with '# ' or '## ' is a heading, blank lines separate paragraphs.
 */
export const INFO_PAGE_CODES = ['recruitment-announcement', 'comment-rule', 'agreement'] as const;
export type InfoPageCode = (typeof INFO_PAGE_CODES)[number];

/** GET /api/channel/info-page?code= */
export const infoPageQuerySchema = z.object({ code: z.enum(INFO_PAGE_CODES) });

export const infoPageSchema = z.object({
  code: z.string(),
  title: z.string(),
  content: z.string(),
  /** The content's revision: an agreement's version. */
  version: z.int(),
  updatedAt: z.int(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/** GET /api/mlife/customer/agreement?code=: the caller's agreement to that page. */
export const agreementQuerySchema = z.object({ code: z._default(z.literal('agreement'), 'agreement') });

/** POST /api/mlife/customer/agreement: agree to this version (it must be the current one). */
export const agreementSetRequestSchema = z.object({
  code: z._default(z.literal('agreement'), 'agreement'),
  version: z.int().check(z.gte(1)).check(z.lte(1_000_000)),
});

export const agreementStatusSchema = z.object({
  code: z.string(),
  currentVersion: z.int(),
  /** The newest version this customer agreed to, or null. */
  agreedVersion: z.nullable(z.int()),
  agreedAt: z.nullable(z.int()),
  /** True when the current version has not been agreed to yet. */
  needsAgreement: z.boolean(),
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;
