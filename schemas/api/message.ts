/**
 * The message center (/api/im/message/*, user-scoped): messages of four kinds, made by the events
 * that cause them (an order ships, a refund completes, a team fills, a lottery is drawn) or by operators
 * (system). Only the owner lists, reads or marks them; another customer's message answers 404.
 */
import { z } from '../zod';
import { code, countParam, dbId, text } from './primitives';

export const MESSAGE_KINDS = ['order', 'logistics', 'activity', 'system'] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKindSchema>;

/**
 * Where tapping a message goes, as data the app maps to one of its own routes (never an address): an
 * order's details, an after-sales application, a group-buy team, a lottery's result, the system notices.
 */
export const messageTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order'), orderNo: code(64) }),
  z.object({ type: z.literal('afterSale'), rmaNo: code(40) }),
  z.object({ type: z.literal('groupBuy'), teamId: code(40) }),
  z.object({ type: z.literal('lottery'), activityNo: code(32) }),
  z.object({ type: z.literal('qualify'), activityNo: code(32) }),
  z.object({ type: z.literal('bulletin') }),
]);
export type MessageTarget = z.infer<typeof messageTargetSchema>;

export const messageSchema = z.object({
  messageId: z.number().check(z.int()).check(z.positive()),
  kind: messageKindSchema,
  title: z.string(),
  content: z.string(),
  createdAt: z.number().check(z.int()),
  unread: z.boolean(),
  target: z.nullable(messageTargetSchema),
});
export type Message = z.infer<typeof messageSchema>;

const kindCountsSchema = z.object({
  order: z.number().check(z.int()).check(z.nonnegative()),
  logistics: z.number().check(z.int()).check(z.nonnegative()),
  activity: z.number().check(z.int()).check(z.nonnegative()),
  system: z.number().check(z.int()).check(z.nonnegative()),
});

/**
 * GET /api/im/message/unread-count: what the header's 消息 badge shows (count: the message center's unread
 * messages plus the customer-service answers not yet seen), and the parts by kind for the center's tabs.
 */
export const unreadCountSchema = z.object({
  count: z.number().check(z.int()).check(z.nonnegative()),
  kinds: kindCountsSchema,
  im: z.number().check(z.int()).check(z.nonnegative()),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/im/message/list: newest first; without kind, every kind. */
export const messageListQuerySchema = z.object({
  kind: z.optional(messageKindSchema),
  pageNo: z._default(countParam(1, 10_000), 1),
  pageSize: z._default(countParam(1, 50), 20),
});
export const messageListSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  hasMore: z.boolean(),
  list: z.array(messageSchema),
  unread: unreadCountSchema,
});
export type MessageList = z.infer<typeof messageListSchema>;

/** POST /api/im/message/read: one message read; answers the counts after it. */
export const messageReadRequestSchema = z.object({ messageId: dbId });
/** POST /api/im/message/read-all: every message (of one kind) read; answers the counts after it. */
export const messageReadAllRequestSchema = z.object({ kind: z.optional(messageKindSchema) });
/** The counts after a mark, and how many messages this call marked. */
export const messageReadResultSchema = z.object({
  marked: z.number().check(z.int()).check(z.nonnegative()),
  unread: unreadCountSchema,
});
export type MessageReadResult = z.infer<typeof messageReadResultSchema>;

/**
 * POST /api/operator/messages: operators send a system message to every customer (`audience: 'all'`) or to
 * named customers (the default; at most 200 at once); it opens `target` when given (the system notices, an
 * order…). Customer numbers nobody has are answered back in `unknown`, the rest get the message.
 */
export const messageAudienceSchema = z.enum(['customers', 'all']);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;
export const operatorMessageRequestSchema = z
  .object({
    audience: z._default(messageAudienceSchema, 'customers'),
    customerNos: z.optional(z.array(code(32)).check(z.maxLength(200))),
    title: text(40, { min: 1, what: 'title' }),
    content: text(500, { min: 1, multiline: true, what: 'content' }),
    target: z.optional(messageTargetSchema),
  })
  .check(
    z.superRefine((m, ctx) => {
      const named = m.customerNos?.length ?? 0;
      if (m.audience === 'customers' && named === 0) {
        ctx.addIssue({ code: 'custom', path: ['customerNos'], message: 'name at least one customer' });
      }
      if (m.audience === 'all' && m.customerNos !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['customerNos'], message: 'a message to all names nobody' });
      }
    }),
  );
export type OperatorMessageRequest = z.infer<typeof operatorMessageRequestSchema>;
export const operatorMessageResultSchema = z.object({
  sent: z.number().check(z.int()).check(z.nonnegative()),
  unknown: z.array(z.string()),
});

/** One send as operators see it (GET /api/operator/messages, newest first). */
export const operatorMessageSendSchema = z.object({
  id: z.int(),
  audience: messageAudienceSchema,
  /** How many customers were named (0 for all); who is not kept here. */
  named: z.int(),
  title: z.string(),
  content: z.string(),
  target: z.nullable(messageTargetSchema),
  sent: z.int(),
  unknown: z.int(),
  sentBy: z.string(),
  sentAt: z.number(),
});
export type OperatorMessageSend = z.infer<typeof operatorMessageSendSchema>;
export const operatorMessageSendListSchema = z.object({ list: z.array(operatorMessageSendSchema) });
