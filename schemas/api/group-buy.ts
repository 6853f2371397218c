/**
 * Group buy (拼团, spec activity type 6). Shelf, search, information, check act, detail and
 * history under /api/marketing/team-buy/, the team order under /api/marketing/team-buy/create-order and
 * the pay-success view of a team order under /api/order/team-buy-pay-success. Money in cents, times epoch ms.
 */
import { z } from '../zod';
import { centsSchema } from './amounts';
import { orderNoSchema } from './order';
import { code, countParam, dbId, text } from './primitives';

export const activityNoSchema = code(32);
export const teamIdSchema = code(40);

export const teamRefusalSchema = z.enum([
  'activity_closed',
  'team_not_found',
  'team_full',
  'team_closed',
  'own_team',
  'already_member',
  'sold_out',
  'no_address',
]);
export type TeamRefusal = z.infer<typeof teamRefusalSchema>;

export const teamStatusSchema = z.enum(['forming', 'open', 'succeeded', 'failed']);
export type TeamStatus = z.infer<typeof teamStatusSchema>;

export const teamActivitySchema = z.object({
  activityNo: z.string(),
  /** Spec activity type: 6 group buy. */
  activityType: z.literal(6),
  title: z.string(),
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  salePriceCents: centsSchema,
  teamPriceCents: centsSchema,
  teamSize: z.int(),
  windowMs: z.number(),
  endAt: z.number(),
  soldOut: z.boolean(),
  /** Teams of this activity that filled. */
  succeededTeams: z.int(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/** GET shelf?pageNo&pageSize and GET search?keyword&pageNo&pageSize. */
export const shelfQuerySchema = z.object({
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
export const searchQuerySchema = z.extend(shelfQuerySchema, {
  keyword: text(40, { min: 1, what: 'keyword' }),
});
export const shelfResultSchema = z.object({
  list: z.array(teamActivitySchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});

export const openTeamSchema = z.object({
  teamId: z.string(),
  leaderNick: z.string(),
  missing: z.int(),
  expireAt: z.number(),
});

/** GET information?activityNo: the activity and the teams one may join now. */
export const informationQuerySchema = z.object({ activityNo: activityNoSchema });
export const informationResultSchema = z.object({
  activity: teamActivitySchema,
  openTeams: z.array(openTeamSchema),
});

/** POST check-act {activityNo, teamId?}: may this shopper open (no teamId) or join this team now? */
export const checkActRequestSchema = z.object({
  activityNo: activityNoSchema,
  teamId: z.optional(teamIdSchema),
});
export const checkActResultSchema = z.object({
  ok: z.boolean(),
  reason: z.nullable(teamRefusalSchema),
  message: z.nullable(z.string()),
});

/** POST create-order {activityNo, teamId?, addressId?} (uniqueCode header): opens or joins a team. */
export const teamOrderRequestSchema = z.object({
  activityNo: activityNoSchema,
  teamId: z.optional(teamIdSchema),
  addressId: z.optional(dbId),
});
export const teamOrderResultSchema = z.object({
  orderNo: z.string(),
  teamId: z.string(),
  payableCents: centsSchema,
  payDeadline: z.number(),
  replayed: z.boolean(),
});
export type TeamOrderResult = z.infer<typeof teamOrderResultSchema>;

export const teamMemberSchema = z.object({
  nickName: z.string(),
  leader: z.boolean(),
  paid: z.boolean(),
  refunded: z.boolean(),
  self: z.boolean(),
});

/** GET detail?teamId: anyone signed in may look; only the viewer's own order number is shown. */
export const teamDetailQuerySchema = z.object({ teamId: teamIdSchema });
export const teamDetailSchema = z.object({
  teamId: z.string(),
  status: teamStatusSchema,
  teamSize: z.int(),
  paidCount: z.int(),
  missing: z.int(),
  expireAt: z.nullable(z.number()),
  endedAt: z.nullable(z.number()),
  now: z.number(),
  activity: teamActivitySchema,
  members: z.array(teamMemberSchema),
  viewer: z.enum(['leader', 'member', 'visitor']),
  /** The viewer's own order in this team, if any. */
  myOrderNo: z.nullable(z.string()),
  /** The viewer's order was refunded because the team failed. */
  myRefunded: z.boolean(),
  canJoin: z.boolean(),
  joinRefusal: z.nullable(teamRefusalSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** GET history?status&pageNo&pageSize: the shopper's teams, newest first. */
export const historyQuerySchema = z.extend(shelfQuerySchema, {
  status: z._default(z.enum(['all', 'open', 'succeeded', 'failed']), 'all'),
});
export const historyItemSchema = z.object({
  teamId: z.string(),
  status: teamStatusSchema,
  orderNo: z.string(),
  leader: z.boolean(),
  missing: z.int(),
  expireAt: z.nullable(z.number()),
  activity: teamActivitySchema,
});
export const historyResultSchema = z.object({
  list: z.array(historyItemSchema),
  pageNo: z.int(),
  pageSize: z.int(),
});

/** GET /api/order/team-buy-pay-success?orderNo: the team a paid order belongs to. */
export const teamPaySuccessQuerySchema = z.object({ orderNo: orderNoSchema });
export const teamPaySuccessSchema = z.object({
  orderNo: z.string(),
  teamId: z.string(),
  status: teamStatusSchema,
  missing: z.int(),
  expireAt: z.nullable(z.number()),
});
