import {
  imOpenRequestSchema,
  imQueryRequestSchema,
  imQueryResultSchema,
  imSendRequestSchema,
  imSendResultSchema,
  imThreadListSchema,
  imThreadSchema,
} from '../../../schemas/api/im';
import {
  messageListQuerySchema,
  messageListSchema,
  messageReadAllRequestSchema,
  messageReadRequestSchema,
  messageReadResultSchema,
  operatorMessageRequestSchema,
  operatorMessageResultSchema,
  operatorMessageSendListSchema,
} from '../../../schemas/api/message';
import type { Operation } from '../operation';

/**
 * Issue 17: the message center (its badge count is with the platform's operations) and instant messages
 * with customer service. Every call is the signed-in customer's own; another's message or thread is 404.
 */
export const messageOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/im/message/list',
    summary:
      'The message center, newest first: order, logistics, activity and system messages (kind filters)',
    tag: 'customer',
    auth: 'user',
    query: messageListQuerySchema,
    result: messageListSchema,
  },
  {
    method: 'post',
    path: '/api/im/message/read',
    summary: 'Mark one own message read; answers the unread counts after it',
    tag: 'customer',
    auth: 'user',
    body: messageReadRequestSchema,
    result: messageReadResultSchema,
  },
  {
    method: 'post',
    path: '/api/im/message/read-all',
    summary: 'Mark every own message (of one kind) read; answers the unread counts after it',
    tag: 'customer',
    auth: 'user',
    body: messageReadAllRequestSchema,
    result: messageReadResultSchema,
  },
  {
    method: 'get',
    path: '/api/im/threads',
    summary: 'Customer-service conversations, latest first, with their unread answers',
    tag: 'customer',
    auth: 'user',
    result: imThreadListSchema,
  },
  {
    method: 'post',
    path: '/api/im/thread/open',
    summary: 'The conversation about one own order or one store (made on first use)',
    tag: 'customer',
    auth: 'user',
    body: imOpenRequestSchema,
    result: imThreadSchema,
  },
  {
    method: 'post',
    path: '/api/im/query',
    summary:
      'A conversation and its messages after afterSeq (history, oldest first); markRead marks them seen; agentPending while an answer is due',
    tag: 'customer',
    auth: 'user',
    body: imQueryRequestSchema,
    result: imQueryResultSchema,
  },
  {
    method: 'post',
    path: '/api/im/send',
    summary:
      'Send a message to customer service (the same clientMsgId again is the same message); the simulated agent answers after IM_AGENT_DELAY_MS',
    tag: 'customer',
    auth: 'user',
    body: imSendRequestSchema,
    result: imSendResultSchema,
  },
  {
    method: 'post',
    path: '/api/operator/messages',
    summary:
      "Send a system message to every customer (audience all) or to named customers' message centers (at most 200; unknown numbers are answered back); needs a second operator while approval is on",
    tag: 'notice',
    auth: 'operator',
    body: operatorMessageRequestSchema,
    result: operatorMessageResultSchema,
  },
  {
    method: 'get',
    path: '/api/operator/messages',
    summary:
      'The system messages operators sent, newest first: audience, how many named and reached, by whom, when',
    tag: 'notice',
    auth: 'operator',
    result: operatorMessageSendListSchema,
  },
];
