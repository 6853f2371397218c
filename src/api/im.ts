import {
  type ImMessage,
  type ImQueryResult,
  type ImSubject,
  type ImThread,
  imQueryResultSchema,
  imSendResultSchema,
  imThreadListSchema,
  imThreadSchema,
} from '../../schemas/api/im';
import {
  type MessageKind,
  type MessageList,
  type MessageReadResult,
  messageListSchema,
  messageReadResultSchema,
} from '../../schemas/api/message';
import { get, post } from './client';

/** The message center and customer-service chats (/api/im, issue 17); loaded by their screens only. */

export const fetchMessages = (kind: MessageKind | undefined, pageNo: number, pageSize: number) =>
  get<MessageList>(
    '/api/im/message/list',
    { kind, pageNo, pageSize },
    { schema: messageListSchema, silent: pageNo > 1 },
  );

/** A mark is a side effect of opening a message: never the loading indicator. */
export const markMessageRead = (messageId: number): Promise<MessageReadResult> =>
  post('/api/im/message/read', { messageId }, { schema: messageReadResultSchema, silent: true });

export const markAllMessagesRead = (kind: MessageKind | undefined): Promise<MessageReadResult> =>
  post('/api/im/message/read-all', kind ? { kind } : {}, { schema: messageReadResultSchema });

export const fetchImThreads = (): Promise<{ list: ImThread[] }> =>
  get('/api/im/threads', undefined, { schema: imThreadListSchema });

export const openImThread = (subject: ImSubject, subjectNo: string): Promise<ImThread> =>
  post('/api/im/thread/open', { subject, subjectNo }, { schema: imThreadSchema });

/** The thread and its messages after afterSeq; polls for the agent's answer are silent and in the background. */
export const queryImThread = (threadId: string, afterSeq: number, poll = false): Promise<ImQueryResult> =>
  post(
    '/api/im/query',
    { threadId, afterSeq, markRead: true },
    { schema: imQueryResultSchema, silent: poll, background: poll },
  );

/** The same clientMsgId on a retry, so the server keeps one message (and the same request code). */
export const sendImMessage = (threadId: string, clientMsgId: string, text: string): Promise<ImMessage> =>
  post(
    '/api/im/send',
    { threadId, clientMsgId, text },
    { schema: imSendResultSchema, silent: true, uniqueCode: clientMsgId },
  ).then((r) => r.message);
