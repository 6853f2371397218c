/**
 * The header's 消息 badge, GET /api/im/message/unread-count: the one declaration (ADR 0063), in a
 * module of its own since the shell reads it on every page while the rest of /api/im (messages.ts) serves
 * the message center and the chats only.
 */
import { endpoint } from '../endpoint';
import { unreadCountSchema } from '../message';

export const imUnreadCount = endpoint({
  method: 'get',
  path: '/api/im/message/unread-count',
  auth: 'shopper',
  result: unreadCountSchema,
});

/** By name: the handler table's and the doc record's key. */
export const unreadCountEndpoints = { unreadCount: imUnreadCount };
