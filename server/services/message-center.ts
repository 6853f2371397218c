import type {
  Message,
  MessageKind,
  MessageList,
  MessageReadResult,
  UnreadCount,
} from '../../schemas/api/message';
import { messageTargetSchema } from '../../schemas/api/message';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { messageCenterMessages } from '../i18n/message-center';
import { currentTexts } from '../i18n/request-lang';
import { imUnreadCount } from '../repos/im';
import { listMessages, type MessageRow, markAllRead, markMessageRead, unreadByKind } from '../repos/messages';
import { wordTemplate } from './message-events';
import { advanceOrders } from './order-sweep';
import { refuse, settle } from './outcome';
import { answerDue } from './service-desk';

/**
 * The message center's reads and marks; the messages themselves are written by their events
 * (message-events.ts). A customer only ever reaches their own messages.
 */

/** The header badge and the center's tabs: unread by kind, plus agent answers not yet seen. */
export async function unreadCounts(db: Queryable, customerId: number): Promise<UnreadCount> {
  const [byKind, im] = await Promise.all([unreadByKind(db, customerId), imUnreadCount(db, customerId)]);
  const kinds = {
    order: byKind.get('order') ?? 0,
    logistics: byKind.get('logistics') ?? 0,
    activity: byKind.get('activity') ?? 0,
    system: byKind.get('system') ?? 0,
  };
  return { count: kinds.order + kinds.logistics + kinds.activity + kinds.system + im, kinds, im };
}

/**
 * The badge read. What became due lands first, as order reads do: orders due to ship ship now (writing
 * their messages) and due agent answers are given, so the count never waits for the background timers.
 */
export async function badgeCounts(deps: AppDeps, customerId: number): Promise<UnreadCount> {
  await advanceOrders(deps.db, deps.config.clock(), deps.config.shopping, customerId);
  await answerDue(deps, { customerId });
  return unreadCounts(deps.db, customerId);
}

function toMessage(row: MessageRow): Message {
  // Event messages read in the reader's language; seeded and operator messages as written.
  const worded =
    row.template !== null && Array.isArray(row.params)
      ? wordTemplate(currentTexts(messageCenterMessages), row.template, row.params.map(String))
      : null;
  const target = messageTargetSchema.safeParse(row.target);
  return {
    messageId: row.id,
    kind: row.kind,
    title: worded?.title ?? row.title,
    content: worded?.content ?? row.content,
    createdAt: Number(row.created_at),
    unread: row.unread,
    target: target.success ? target.data : null,
  };
}

export async function messageList(
  deps: AppDeps,
  customerId: number,
  q: { kind?: MessageKind | undefined; pageNo: number; pageSize: number },
): Promise<MessageList> {
  const unread = await badgeCounts(deps, customerId);
  const rows = await listMessages(deps.db, customerId, q.kind, q.pageSize + 1, (q.pageNo - 1) * q.pageSize);
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    hasMore: rows.length > q.pageSize,
    list: rows.slice(0, q.pageSize).map(toMessage),
    unread,
  };
}

export function readMessage(deps: AppDeps, customerId: number, messageId: number) {
  return settle(async (): Promise<MessageReadResult> => {
    const done = await markMessageRead(deps.db, customerId, messageId, deps.config.clock());
    if (done === 'missing') refuse({ refusal: 'im_refused', reason: 'message_not_found' });
    return { marked: done === 'marked' ? 1 : 0, unread: await unreadCounts(deps.db, customerId) };
  });
}

export async function readAllMessages(
  deps: AppDeps,
  customerId: number,
  kind: MessageKind | undefined,
): Promise<MessageReadResult> {
  const marked = await markAllRead(deps.db, customerId, kind, deps.config.clock());
  return { marked, unread: await unreadCounts(deps.db, customerId) };
}
