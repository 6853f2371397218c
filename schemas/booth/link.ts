import { z } from '../zod';
import { DAILY_DEAL_TAB_VALUES } from './codes';
import { identifier } from './primitives';
import { checkLinkUrl } from './url';

/**
 * Where tapping a block goes: the spec's link types (§3) or an allowlisted URL. Discriminated on
 * linkType so a wrong field set gets a precise path (e.g. `link.skuNo`) instead of "invalid union".
 */
export const skuLinkSchema = z.object({ linkType: z.literal(1), spuNo: identifier, skuNo: identifier });
export const pageLinkSchema = z.object({ linkType: z.literal(2), pageId: identifier });
export const dailyDealLinkSchema = z.object({
  linkType: z.literal(3),
  tab: z.optional(z.literal(DAILY_DEAL_TAB_VALUES)),
});
export const millionSubsidyLinkSchema = z.object({ linkType: z.literal(4), pageId: z.optional(identifier) });
export const groupBuyLinkSchema = z.object({ linkType: z.literal(5), teamId: z.optional(identifier) });
export const urlLinkSchema = z.object({
  linkType: z.literal('url'),
  url: z.string().check(
    z.maxLength(2048),
    z.superRefine((value, ctx) => {
      const reason = checkLinkUrl(value);
      if (reason !== null) ctx.addIssue({ code: 'custom', message: reason, input: value });
    }),
  ),
});

export const linkSchema = z.discriminatedUnion('linkType', [
  skuLinkSchema,
  pageLinkSchema,
  dailyDealLinkSchema,
  millionSubsidyLinkSchema,
  groupBuyLinkSchema,
  urlLinkSchema,
]);

export type Link = z.output<typeof linkSchema>;
export type LinkType = Link['linkType'];
