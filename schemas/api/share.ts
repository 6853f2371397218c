import { z } from '../zod';
import { code } from './primitives';
import { bizIdSchema } from './short-link';

/**
 * Sharing: a shared link opens /sharePage with the shared target in its query. The share
 * page asks GET /api/share/card for a preview of that target and records the click through the spec's
 * data-trace click (POST /api/data-trace/click with `share`).
 */
export const SHARE_TYPES = ['product', 'team', 'lottery'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

const teamId = code(40);
const joinCode = code(8, /^\d{8}$/);

/** The shared target, flat (it travels in a page address): each type names its own keys. */
export const shareTargetSchema = z
  .object({
    type: z.enum(SHARE_TYPES),
    spuNo: z.optional(code(32)),
    skuNo: z.optional(code(32)),
    teamId: z.optional(teamId),
    activityNo: z.optional(code(32)),
    joinCode: z.optional(joinCode),
    /** The sharer's share code (their own, opaque): counts whose shares are opened, never who they are. */
    from: z.optional(code(32)),
  })
  .check(
    z.superRefine((t, ctx) => {
      const need: Record<ShareType, readonly (keyof typeof t)[]> = {
        product: ['spuNo', 'skuNo'],
        team: ['teamId'],
        lottery: ['activityNo', 'joinCode'],
      };
      for (const key of need[t.type]) {
        if (t[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for a ${t.type} share` });
      }
    }),
  );
export type ShareTarget = z.output<typeof shareTargetSchema>;

/** What the preview card shows for each kind of target. */
const productCard = z.object({
  type: z.literal('product'),
  title: z.string(),
  imageUrl: z.string(),
  priceCents: z.int(),
  marketPriceCents: z.int(),
  spuNo: z.string(),
  skuNo: z.string(),
});
const teamCard = z.object({
  type: z.literal('team'),
  title: z.string(),
  imageUrl: z.string(),
  teamPriceCents: z.int(),
  priceCents: z.int(),
  teamSize: z.int(),
  joined: z.int(),
  expireAt: z.int(),
  teamId: z.string(),
});
const lotteryCard = z.object({
  type: z.literal('lottery'),
  title: z.string(),
  imageUrl: z.string(),
  /** The entrant who asked for help, masked (first character and stars). */
  inviterNick: z.string(),
  joinEndAt: z.int(),
  drawAt: z.int(),
  activityNo: z.string(),
  joinCode: z.string(),
});
export const shareCardSchema = z.discriminatedUnion('type', [productCard, teamCard, lotteryCard]);
export type ShareCard = z.infer<typeof shareCardSchema>;

/** live: the card; expired: the target existed but is over (sold out, team ended, lottery closed). */
export const shareCardAnswerSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('live'), card: shareCardSchema, now: z.int() }),
  z.object({ state: z.enum(['expired', 'unknown']), now: z.int() }),
]);
export type ShareCardAnswer = z.infer<typeof shareCardAnswerSchema>;

/**
 * POST /api/data-trace/click: a short link (`{ bizId }`, the /link page) or a shared link
 * (`{ share: target }`, the /sharePage page) was opened.
 */
export const dataTraceClickRequestSchema = z.union([
  z.object({ bizId: bizIdSchema }),
  z.object({ share: shareTargetSchema }),
]);
export type DataTraceClickRequest = z.output<typeof dataTraceClickRequestSchema>;

export const shareClickSchema = z.object({
  recorded: z.literal(true),
  outcome: z.enum(['live', 'expired', 'unknown']),
});
