import {
  imOpenThread,
  imQuery,
  imSend,
  imThreads,
  messageList,
  messageRead,
  messageReadAll,
} from '../../schemas/api/endpoints/messages';
import type { ImMessage, ImQueryResult, ImSubject, ImThread } from '../../schemas/api/im';
import type { MessageKind, MessageList, MessageReadResult } from '../../schemas/api/message';
import { call } from './call';

/** The message center and customer-service chats (/api/im); loaded by their screens only. */

export const fetchMessages = (
  kind: MessageKind | undefined,
  pageNo: number,
  pageSize: number,
): Promise<MessageList> => call(messageList, { query: { kind, pageNo, pageSize } }, { silent: pageNo > 1 });

/** A mark is a side effect of opening a message: never the loading indicator. */
export const markMessageRead = (messageId: number): Promise<MessageReadResult> =>
  call(messageRead, { body: { messageId } }, { silent: true });

export const markAllMessagesRead = (kind: MessageKind | undefined): Promise<MessageReadResult> =>
  call(messageReadAll, { body: kind ? { kind } : {} });

export const fetchImThreads = (): Promise<{ list: ImThread[] }> => call(imThreads, {});

export const openImThread = (subject: ImSubject, subjectNo: string): Promise<ImThread> =>
  call(imOpenThread, { body: { subject, subjectNo } });

/** The thread and its messages after afterSeq; polls for the agent's answer are silent and in the background. */
export const queryImThread = (threadId: string, afterSeq: number, poll = false): Promise<ImQueryResult> =>
  call(imQuery, { body: { threadId, afterSeq, markRead: true } }, { silent: poll, background: poll });

/** The same clientMsgId on a retry, so the server keeps one message (and the same request code). */
export const sendImMessage = (threadId: string, clientMsgId: string, text: string): Promise<ImMessage> =>
  call(imSend, { body: { threadId, clientMsgId, text } }, { silent: true, uniqueCode: clientMsgId }).then(
    (r) => r.message,
  );
