import {
  dailyDealLinkSchema,
  groupBuyLinkSchema,
  millionSubsidyLinkSchema,
  pageLinkSchema,
  skuLinkSchema,
} from '../booth/link';
import { checkLinkUrl, SPA_BASE_PATH } from '../booth/url';
import { z } from '../zod';
import { code, epochMs, text } from './primitives';

/**
 * Short links: /link/{bizId} forwards to one in-mall target. The target is a booth link of
 * the spec's link types (§3), or a path inside the mall; an absolute address, even an allowlisted one,
 * is refused, so a short link can never send a shopper out of the mall.
 */
export const bizIdSchema = code(32);

export const inMallPathLinkSchema = z.object({
  linkType: z.literal('url'),
  url: z
    .string()
    .check(z.maxLength(512))
    .check(
      z.superRefine((value, ctx) => {
        const reason = value.startsWith(SPA_BASE_PATH)
          ? checkLinkUrl(value)
          : `short links stay in the mall: the url must start with ${SPA_BASE_PATH}`;
        if (reason !== null) ctx.addIssue({ code: 'custom', message: reason, input: value });
      }),
    ),
});

export const shortLinkTargetSchema = z.discriminatedUnion('linkType', [
  skuLinkSchema,
  pageLinkSchema,
  dailyDealLinkSchema,
  millionSubsidyLinkSchema,
  groupBuyLinkSchema,
  inMallPathLinkSchema,
]);
export type ShortLinkTarget = z.output<typeof shortLinkTargetSchema>;

/** POST /api/data-trace/click: the shopper opened /link/{bizId}. */
export const shortLinkClickRequestSchema = z.object({ bizId: bizIdSchema });

/** What the link page does: forward to the target, or show the fallback (unknown or expired). */
export const shortLinkClickSchema = z.discriminatedUnion('state', [
  z.object({ bizId: z.string(), state: z.literal('live'), target: shortLinkTargetSchema }),
  z.object({ bizId: z.string(), state: z.enum(['unknown', 'expired']) }),
]);
export type ShortLinkClick = z.infer<typeof shortLinkClickSchema>;

/** POST /api/operator/short-links: create a link (operator). */
export const shortLinkCreateRequestSchema = z.object({
  bizId: bizIdSchema,
  target: shortLinkTargetSchema,
  title: z.optional(text(60, { what: 'title' })),
  expiresAt: z.optional(epochMs),
});

export const shortLinkRowSchema = z.object({
  bizId: z.string(),
  target: shortLinkTargetSchema,
  title: z.string(),
  expiresAt: z.nullable(z.int()),
  clicks: z.int().check(z.nonnegative()),
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ShortLinkRow = z.infer<typeof shortLinkRowSchema>;
export const shortLinkListSchema = z.object({ list: z.array(shortLinkRowSchema) });
