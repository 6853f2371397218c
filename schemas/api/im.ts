/**
 * Instant messages with customer service (/api/im/*, user-scoped). One thread per customer and
 * subject (an order or a store); the simulated agent answers each customer message once, after
 * IM_AGENT_DELAY_MS. Another customer's thread answers 404, as an unknown one does.
 */
import { z } from '../zod';
import { code, count, text } from './primitives';

export const threadIdSchema = code(40);
export const imSubjectSchema = z.enum(['order', 'store']);
export type ImSubject = z.infer<typeof imSubjectSchema>;
/** The longest message a shopper may send, in characters. */
export const IM_TEXT_MAX = 500;

export const imMessageSchema = z.object({
  seq: z.number().check(z.int()).check(z.positive()),
  sender: z.enum(['customer', 'agent']),
  text: z.string(),
  createdAt: z.number().check(z.int()),
  /** The app's own id of a message it sent (matches a pending bubble to the stored message). */
  clientMsgId: z.nullable(z.string()),
});
export type ImMessage = z.infer<typeof imMessageSchema>;

export const imThreadSchema = z.object({
  threadId: z.string(),
  subject: imSubjectSchema,
  /** The order number or the store number the thread is about. */
  subjectNo: z.string(),
  /** The store's name (of an order: its first store's). */
  title: z.string(),
  /** Agent messages the shopper has not seen yet. */
  unread: z.number().check(z.int()).check(z.nonnegative()),
  lastMessage: z.nullable(imMessageSchema),
  updatedAt: z.number().check(z.int()),
});
export type ImThread = z.infer<typeof imThreadSchema>;

/** GET /api/im/threads: the shopper's threads, latest activity first. */
export const imThreadListSchema = z.object({ list: z.array(imThreadSchema) });

/** POST /api/im/thread/open: the thread about one own order or one store, made on first use. */
export const imOpenRequestSchema = z.object({ subject: imSubjectSchema, subjectNo: code(64) });

/**
 * POST /api/im/query (the spec's query call): the thread and its messages after afterSeq (0: the whole
 * history, oldest first, at most the newest 200); markRead marks what it answers as seen.
 */
export const imQueryRequestSchema = z.object({
  threadId: threadIdSchema,
  afterSeq: z._default(count(0, 2_147_483_647), 0),
  markRead: z._default(z.boolean(), false),
});
export const imQueryResultSchema = z.object({
  thread: imThreadSchema,
  messages: z.array(imMessageSchema),
  /** A customer message still waits for the agent: the app asks again shortly. */
  agentPending: z.boolean(),
});
export type ImQueryResult = z.infer<typeof imQueryResultSchema>;

/** POST /api/im/send: one customer message; the same clientMsgId again (a retry) is the same message. */
export const imSendRequestSchema = z.object({
  threadId: threadIdSchema,
  clientMsgId: code(64),
  text: text(IM_TEXT_MAX, { min: 1, multiline: true, what: 'text' }),
});
export const imSendResultSchema = z.object({ message: imMessageSchema });

/** Why an instant-message or message-center call is refused; every one answers 404. */
export const imRefusalSchema = z.enum([
  'message_not_found',
  'thread_not_found',
  'order_not_found',
  'store_not_found',
]);
export type ImRefusal = z.infer<typeof imRefusalSchema>;
